/**
 * Salary range filters → numeric bounds (spec section 5): "Below 30K" is
 * 0..30000, "Above 100K" is 100001 with no upper bound, "Above 200K" is
 * 200001..400000 (the search's salary cap), "a - b" are thousands.
 */

export interface SalaryRange {
  from: number;
  /** null: no upper bound. */
  to: number | null;
}

export const SALARY_CAP = 400_000;

// Only the top bucket of the spec is capped; "Above 100K" stays open-ended.
const ABOVE_UPPER_BOUND: Readonly<Record<number, number>> = { 200_000: SALARY_CAP };

const NUMBER = String.raw`(\d+(?:\.\d+)?)\s*k?`;
const BELOW_LABEL = new RegExp(String.raw`^(?:below|under|less than|up to|<)\s*${NUMBER}$`);
const ABOVE_LABEL = new RegExp(String.raw`^(?:above|over|more than|>)\s*${NUMBER}\s*\+?$`);
const RANGE_LABEL = new RegExp(String.raw`^${NUMBER}\s*(?:-|to|~)\s*${NUMBER}$`);
const BELOW_SEO = /^(?:below|under)-(\d+(?:\.\d+)?)k?$/;
const ABOVE_SEO = /^(?:above|over)-(\d+(?:\.\d+)?)k?$/;
const RANGE_SEO = /^(\d+(?:\.\d+)?)k?-(?:to-)?(\d+(?:\.\d+)?)k?$/;

function thousands(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Math.round(Number(text) * 1000);
  return Number.isSafeInteger(value) ? value : undefined;
}

function below(text: string | undefined): SalaryRange | null {
  const to = thousands(text);
  return to === undefined ? null : { from: 0, to };
}

function above(text: string | undefined): SalaryRange | null {
  const bound = thousands(text);
  if (bound === undefined) return null;
  return { from: bound + 1, to: ABOVE_UPPER_BOUND[bound] ?? null };
}

function between(a: string | undefined, b: string | undefined): SalaryRange | null {
  const from = thousands(a);
  const to = thousands(b);
  if (from === undefined || to === undefined || from > to) return null;
  return { from, to };
}

/** Parses label texts such as "Below 30K", "30K - 50K", "Above 200K", "₱30K – ₱50K". */
export function salaryRangeFromLabel(label: string): SalaryRange | null {
  const text = label
    .toLowerCase()
    .replace(/[\u2012-\u2015\u2212]/g, '-') // typographic dashes
    .replace(/[^\p{L}\p{N}\s.\-~+<>]/gu, '') // currency symbols
    .replace(/\s+/g, ' ')
    .trim();
  let m: RegExpExecArray | null;
  if ((m = BELOW_LABEL.exec(text))) return below(m[1]);
  if ((m = ABOVE_LABEL.exec(text))) return above(m[1]);
  if ((m = RANGE_LABEL.exec(text))) return between(m[1], m[2]);
  return null;
}

/** Parses seo values such as "below-30k", "30k-50k", "above-200k". */
export function salaryRangeFromSeo(seo: string): SalaryRange | null {
  const text = seo.trim().toLowerCase();
  let m: RegExpExecArray | null;
  if ((m = BELOW_SEO.exec(text))) return below(m[1]);
  if ((m = ABOVE_SEO.exec(text))) return above(m[1]);
  if ((m = RANGE_SEO.exec(text))) return between(m[1], m[2]);
  return null;
}

/** Several selected ranges search their union: lowest start to highest end. */
export function mergeSalaryRanges(ranges: readonly SalaryRange[]): SalaryRange | null {
  if (ranges.length === 0) return null;
  const from = Math.min(...ranges.map((r) => r.from));
  const open = ranges.some((r) => r.to === null);
  const to = open ? null : Math.max(...ranges.map((r) => r.to ?? 0));
  return { from, to };
}
