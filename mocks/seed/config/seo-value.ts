const SPECIAL_LETTERS: Record<string, string> = { ı: 'i', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', æ: 'ae', œ: 'oe' };

/**
 * SEO value of an (English) option value: lowercased, with slashes and spaces turned into hyphens.
 * To keep it URL-safe, accents are folded ("São Paulo" → "sao-paulo"), other punctuation is dropped
 * ("Bachelor's Degree" → "bachelors-degree", "Scam, phishing or malware" → "scam-phishing-or-malware")
 * and runs of hyphens collapse ("30K - 50K" → "30k-50k").
 */
export function toSeoValue(value: string): string {
  return value
    .toLowerCase()
    .replace(/[ıßøđłæœ]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s/]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
