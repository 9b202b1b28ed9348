/** Amounts and currency names for the converter, with Intl in the page language. */

/** An amount in its currency; small results keep enough digits to mean something (1 IDR ≈ US$0.00006). */
export function formatMoney(value: number, currency: string, locale: string): string {
  const small = value !== 0 && Math.abs(value) < 1;
  const options: Intl.NumberFormatOptions = small
    ? { style: 'currency', currency, maximumSignificantDigits: 4 }
    : { style: 'currency', currency, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(locale, options).format(value);
  } catch {
    return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(value)} ${currency}`;
  }
}

/** A plain number in the page language (the rate line). */
export function formatRate(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(value);
}

/** "PHP – Philippine Peso" in the page language (the code alone where the engine has no names). */
export function currencyLabel(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} – ${name}` : code;
  } catch {
    return code;
  }
}

/** The page language's decimal and grouping signs ("." and "," in English, "," and "." in Spanish). */
function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return { decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.', group: parts.find((part) => part.type === 'group')?.value ?? ',' };
}

/** An amount as the page language writes it ("1,500.50", "1.500,50"), for the hint. */
export function exampleAmount(locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1500.5);
}

/**
 * A typed amount read the way the page language writes numbers: its grouping signs (and spaces) are
 * dropped, its decimal sign is the one decimal point; undefined for anything else ("12abc", "-5", "1e3").
 */
export function parseAmount(text: string, locale: string): number | undefined {
  const { decimal, group } = separatorsOf(locale);
  const withoutGroups = text.trim().replace(/[\s\u00a0\u202f]/g, '').split(group).join('');
  const normalized = decimal === '.' ? withoutGroups : withoutGroups.replace(decimal, '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return undefined;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}
