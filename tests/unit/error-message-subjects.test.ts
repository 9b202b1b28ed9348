/**
 * Guards against messages that slide onto a neighbouring code (50012 once said "You don't have enough
 * credits", which is 50011's meaning). For codes whose contract message names a clear subject, the
 * English message must name the same subject. Each row also checks the contract message, so a contract
 * change that moves a subject fails here instead of leaving a stale row. 41245 is left out: servers answer
 * it both for a fourth resume upload and a fourth withdrawal request, so its message names neither.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);

function contractMessages(): Map<string, string> {
  const yaml = readFileSync(new URL('contracts/common.yaml', root), 'utf8');
  const messages = new Map<string, string>();
  for (const match of yaml.matchAll(/\{ code: (\d+), http_status: \d+, message: "([^"]*)" \}/g)) {
    messages.set(match[1] ?? '', match[2] ?? '');
  }
  return messages;
}

function catalogCodes(lang: string): Record<string, string> {
  const file = new URL(`web/src/i18n/locales/${lang}/errors.json`, root);
  return (JSON.parse(readFileSync(file, 'utf8')) as { code: Record<string, string> }).code;
}

const contract = contractMessages();
const english = catalogCodes('en-us');

/** code → [subject in the contract message, the same subject in the English message]. */
const SUBJECTS: [code: string, contractSubject: RegExp, englishSubject: RegExp][] = [
  ['50004', /timed out/i, /took too long|timed out/i],
  ['50005', /storage/i, /could not be saved|storage/i],
  ['50007', /video/i, /video/i],
  ['50008', /image/i, /image/i],
  ['50009', /resume parsing/i, /read resumes/i],
  ['50010', /PDF/, /PDF/],
  ['50011', /insufficient credits/i, /enough .*credits/i],
  ['50012', /credit deduction/i, /deduct .*credits/i],
  ['50013', /credit refund/i, /refund .*credits/i],
  ['50014', /AI generation/i, /AI generation/i],
  ['50015', /email/i, /email/i],
  ['50016', /SMS/, /SMS/],
  ['41243', /insufficient points/i, /enough points/i],
  ['41244', /multiple of 100/i, /multiple of 100/i],
  ['41246', /TRC20 .*100 points/i, /100 points .*TRC20/i],
  ['41247', /ERC20 .*1000 points/i, /1,000 points .*ERC20/i],
  ['41250', /reward already claimed/i, /reward has already been claimed/i],
  ['41251', /invitation/i, /invitation/i],
  ['41416', /Zoom account not connected/i, /connect your Zoom account/i],
  ['41417', /Zoom authorisation expired/i, /Zoom .*expired/i],
  ['41418', /Google account not connected/i, /connect your Google account/i],
  ['41419', /Google authorisation expired/i, /Google .*expired/i],
];

/** Country names the English catalog spells differently from the contract. */
const COUNTRY_ALIASES: Record<string, string> = {
  Philippine: 'Philippines',
  'United States': 'US',
  'United Kingdom': 'UK',
  'United Arab Emirates': 'UAE',
  Turkey: 'Türkiye',
  China: 'mainland China',
  'Czech Republic': 'Czech',
};

describe('error message subjects', () => {
  it.each(SUBJECTS)('%s names its contract subject in English', (code, contractSubject, englishSubject) => {
    expect(contract.get(code)).toMatch(contractSubject);
    expect(english[code]).toMatch(englishSubject);
  });

  it('names each mobile-number code’s own country in English (41348–41415)', () => {
    const mismatches: string[] = [];
    for (const [code, message] of contract) {
      const n = Number(code);
      if (n < 41348 || n > 41415) continue;
      const country = /^Invalid (.+?) mobile number/.exec(message)?.[1];
      if (!country) throw new Error(`${code}: no country in "${message}"`);
      const name = COUNTRY_ALIASES[country] ?? country;
      if (!(english[code] ?? '').includes(`valid ${name} mobile number`)) mismatches.push(`${code} ${country}: ${english[code]}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('gives each translated withdrawal and mobile-number message the numbers of the English one', () => {
    const numbers = (message: string): string[] => (message.replace(/(\d)[,.](\d{3})/g, '$1$2').match(/\d+/g) ?? []).sort();
    const mismatches: string[] = [];
    for (const lang of ['zh-cn', 'id', 'ja', 'zh-tw', 'ms', 'tr', 'pt-br', 'es-es', 'ar']) {
      const catalog = catalogCodes(lang);
      for (const [code, message] of Object.entries(english)) {
        const n = Number(code);
        const numeric = (n >= 41243 && n <= 41251) || (n >= 41348 && n <= 41415);
        if (numeric && numbers(catalog[code] ?? '').join() !== numbers(message).join()) mismatches.push(`${lang} ${code}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps "PDF" in the resume PDF message of every language', () => {
    for (const lang of ['en-us', 'zh-cn', 'id', 'ja', 'zh-tw', 'ms', 'tr', 'pt-br', 'es-es', 'ar']) {
      expect(catalogCodes(lang)['50010'], lang).toContain('PDF');
    }
  });
});
