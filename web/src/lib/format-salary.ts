/**
 * A job's salary as display text. The amount is formatted here (locale and
 * currency aware); the salary type comes back as an i18n key because the
 * words belong in the catalogs.
 */
import { loadNumberData } from './number-data';
import { whenIdle } from './when-idle';

export const SALARY_TYPES = ['daily', 'monthly', 'annually', 'hourly', 'negotiable', 'unpaid'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];

export interface SalaryInput {
  salary_from: number | null;
  salary_to: number | null;
  /** ISO 4217, any case ("PHP"). */
  currency: string;
  salary_type: SalaryType;
}

export interface FormattedSalary {
  /** Null when there is no amount to show (negotiable, unpaid, no bounds). */
  amount: string | null;
  /** e.g. "salary.type.monthly". */
  typeKey: string;
}

/** From this size on, amounts read better as "₱30K" than "₱30,000". */
export const COMPACT_FROM = 10_000;

/**
 * Where the formatter cannot write ranges itself: Intl.NumberFormat#formatRange came late to Firefox (116),
 * and Vite's default build target still includes Firefox 114/115 (ESR).
 */
const FALLBACK_RANGE_SEPARATOR = ' – ';
const canFormatRange = typeof (Intl.NumberFormat.prototype as Partial<Intl.NumberFormat>).formatRange === 'function';
const NO_AMOUNT_TYPES: ReadonlySet<string> = new Set<SalaryType>(['negotiable', 'unpaid']);

interface CachedFormatter {
  nf: Intl.NumberFormat;
  /**
   * Known when the formatter is built, so formatting never asks `resolvedOptions()` (tens of µs a call,
   * hundreds of calls a list). False only for the last-resort formatter, which cannot show the currency.
   */
  hasCurrencyStyle: boolean;
  /** The formatter's cache key (locale, currency, notation), which its kept ranges start with. */
  key: string;
}

/**
 * V8's formatRange costs about 400 µs a call in Chromium 156 (150–250 µs in Node 20) against about 3 µs for
 * two `format` calls, and a list writes a range per card: 1.7 ms a card at a phone's 4× slower CPU, most of
 * a filter click's render. So a range is written once per shape and then filled in:
 * - Its shape is what each end shows besides its digits (currency, compact unit, literals: formatToParts),
 *   and the locale decides the range's collapsing ("₱30–50K" against "₱30K – ₱1.2M") from exactly those.
 * - The first range of a shape is formatRangeToParts; its runs of digits from each end become the slots,
 *   kept only if filling them with its own ends gives back the same text.
 * - Ends that show the same text are "~₱30K": formatRange itself, as is a shape that does not fill back.
 * tests/unit/format-salary.test.ts checks the result equals formatRange for every site language and
 * currency, over random ranges.
 */
const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/** A range's text with its two ends' digits left out: `start` and `end` are where each end's digits go. */
type RangeTemplate = readonly (string | { slot: 'start' | 'end' })[];

const MAX_TEMPLATES = 2000;
/** Per formatter and pair of shapes; null for a shape formatRange writes every time. */
const rangeTemplates = new Map<string, RangeTemplate | null>();

/** An end's digits, and its shape: every other part, digits marked by one placeholder. */
function splitEnd(nf: Intl.NumberFormat, value: number): { digits: string; shape: string } {
  let digits = '';
  let shape = '';
  let inDigits = false;
  for (const part of nf.formatToParts(value)) {
    if (NUMBER_PARTS.has(part.type)) {
      digits += part.value;
      if (!inDigits) shape += '\u0000';
      inDigits = true;
    } else {
      shape += `${part.type}:${part.value}\u0001`;
      inDigits = false;
    }
  }
  return { digits, shape };
}

function fill(template: RangeTemplate, start: string, end: string): string {
  let text = '';
  for (const piece of template) text += typeof piece === 'string' ? piece : piece.slot === 'start' ? start : end;
  return text;
}

/**
 * The template of formatRangeToParts(low, high), or null unless each end's digits form one run in it and
 * filling it with this range's own digits gives back the range's text.
 */
function templateOf(nf: Intl.NumberFormat, low: number, high: number, digits: { start: string; end: string }): RangeTemplate | null {
  const template: (string | { slot: 'start' | 'end' })[] = [];
  const slots = { start: 0, end: 0 };
  let text = '';
  let previous: 'start' | 'end' | null = null;
  for (const part of nf.formatRangeToParts(low, high)) {
    text += part.value;
    const slot = NUMBER_PARTS.has(part.type) && (part.source === 'startRange' || part.source === 'endRange') ? (part.source === 'startRange' ? 'start' : 'end') : null;
    if (slot === null) template.push(part.value);
    else if (slot !== previous) {
      slots[slot] += 1;
      template.push({ slot });
    }
    previous = slot;
  }
  return slots.start === 1 && slots.end === 1 && fill(template, digits.start, digits.end) === text ? template : null;
}

function formatRangeFast(cached: CachedFormatter, low: number, high: number): string {
  const { nf } = cached;
  const start = splitEnd(nf, low);
  const end = splitEnd(nf, high);
  if (start.digits === end.digits && start.shape === end.shape) return formatRangeKept(cached, low, high);
  const key = `${cached.key}|${start.shape}|${end.shape}`;
  let template = rangeTemplates.get(key);
  if (template === undefined) {
    template = templateOf(nf, low, high, { start: start.digits, end: end.digits });
    if (rangeTemplates.size >= MAX_TEMPLATES) rangeTemplates.clear();
    rangeTemplates.set(key, template);
  }
  return template ? fill(template, start.digits, end.digits) : formatRangeKept(cached, low, high);
}

/** Ranges formatRange writes itself (approximate ends, an unusual shape), kept: one map for every formatter, bounded. */
const MAX_KEPT_RANGES = 5000;
const keptRanges = new Map<string, string>();

function formatRangeKept(cached: CachedFormatter, low: number, high: number): string {
  const key = `${cached.key}|${low}|${high}`;
  let text = keptRanges.get(key);
  if (text === undefined) {
    text = cached.nf.formatRange(low, high);
    if (keptRanges.size >= MAX_KEPT_RANGES) keptRanges.clear();
    keptRanges.set(key, text);
  }
  return text;
}

// Intl.NumberFormat construction is slow and job lists format many salaries.
const formatters = new Map<string, CachedFormatter>();

/**
 * The narrow symbols more than one currency writes, and the one currency each stands for: "$" is the US
 * dollar, so the Singapore, Canadian, Hong Kong and Taiwan dollars show their codes; "¥" is the yen, not
 * the yuan. tests/unit/format-salary.test.ts checks it covers every symbol the sites' currencies share.
 */
export const SHARED_SYMBOL_OWNERS: Readonly<Record<string, string>> = { $: 'USD', '¥': 'JPY', '£': 'GBP', Rs: 'LKR', '€': 'EUR' };

/** A currency's narrow symbol as English writes it ("₱", "$"); empty for a code Intl does not know. */
export function narrowSymbolOf(currency: string): string {
  try {
    const narrow = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    return narrow.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * One display per currency, the same in every language (the locale's own "symbol" gave "₱" in English and
 * "PHP" in Arabic): its narrow symbol where that names it alone ("₱", "Rp", "$" for the US dollar), its
 * code where the symbol stands for another currency ("SGD 30K", "CNY 5K").
 */
function currencyDisplayOf(currency: string): 'narrowSymbol' | 'code' {
  const symbol = narrowSymbolOf(currency);
  const owner = SHARED_SYMBOL_OWNERS[symbol];
  return !symbol || (owner !== undefined && owner !== currency.toUpperCase()) ? 'code' : 'narrowSymbol';
}

/** The number format of a salary in `currency` (upper case), compact ("₱30K") or standard ("₱9,500"). */
export function salaryNumberFormatOptions(currency: string, compact: boolean): Intl.NumberFormatOptions {
  return {
    style: 'currency',
    currency,
    currencyDisplay: currencyDisplayOf(currency),
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: compact ? 1 : 0,
    minimumFractionDigits: 0,
  };
}

function buildFormatter(key: string, locale: string, currency: string, compact: boolean): CachedFormatter {
  const options = salaryNumberFormatOptions(currency, compact);
  try {
    return { nf: new Intl.NumberFormat(locale, options), hasCurrencyStyle: true, key };
  } catch {
    // Bad locale or currency code from data: fall back rather than break a list.
    try {
      return { nf: new Intl.NumberFormat('en-US', options), hasCurrencyStyle: true, key };
    } catch {
      const plain = new Intl.NumberFormat('en-US', { notation: options.notation, maximumFractionDigits: options.maximumFractionDigits });
      return { nf: plain, hasCurrencyStyle: false, key };
    }
  }
}

function formatter(locale: string, currency: string, compact: boolean): CachedFormatter {
  const cacheKey = `${locale}|${currency}|${compact ? 'c' : 's'}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    cached = buildFormatter(cacheKey, locale, currency, compact);
    formatters.set(cacheKey, cached);
  }
  return cached;
}

function isAmount(value: number | null): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export function salaryTypeKey(type: string): string {
  return (SALARY_TYPES as readonly string[]).includes(type) ? `salary.type.${type}` : 'salary.type.unknown';
}

/** The bounds to show (a bound that is no amount is null), or null when there is no amount at all (negotiable, unpaid, no bounds). */
function amountBounds(salary: SalaryInput): { from: number | null; to: number | null } | null {
  if (NO_AMOUNT_TYPES.has(salary.salary_type)) return null;
  const from = isAmount(salary.salary_from) ? salary.salary_from : null;
  const to = isAmount(salary.salary_to) ? salary.salary_to : null;
  return from === null && to === null ? null : { from, to };
}

/** Whether formatSalary shows an amount for this salary (in any locale), without formatting it. */
export function hasSalaryAmount(salary: SalaryInput): boolean {
  return amountBounds(salary) !== null;
}

export function formatSalary(salary: SalaryInput, locale: string): FormattedSalary {
  const typeKey = salaryTypeKey(salary.salary_type);
  const bounds = amountBounds(salary);
  if (!bounds) return { amount: null, typeKey };
  const { from, to } = bounds;

  const currency = salary.currency.trim().toUpperCase();
  // One notation for both ends so a range never mixes "₱9,500" with "₱12K".
  const compact = Math.max(from ?? 0, to ?? 0) >= COMPACT_FROM;
  const cached = formatter(locale, currency, compact);
  const { nf, hasCurrencyStyle } = cached;
  // The last-resort formatter has no currency; keep the code visible instead.
  const prefix = hasCurrencyStyle ? '' : `${currency} `;
  const fmt = (n: number): string => `${prefix}${nf.format(n)}`;

  let amount: string;
  if (from !== null && to !== null) {
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    if (low === high) amount = fmt(low);
    // The locale's own range: its dash and spacing, the symbol or unit once where it allows ("₱30–50K",
    // "30.000–50.000 €", "￥450～600万"), and "~" when both ends round to the same text.
    else if (canFormatRange) amount = `${prefix}${formatRangeFast(cached, low, high)}`;
    else amount = `${fmt(low)}${FALLBACK_RANGE_SEPARATOR}${fmt(high)}`;
  } else if (from !== null) {
    amount = `${fmt(from)}+`;
  } else {
    amount = `≤ ${fmt(to as number)}`;
  }
  return { amount, typeKey };
}

const warmedLists = new WeakSet<readonly SalaryInput[]>();

/**
 * Formats a list's salaries once, when the browser is idle, so their formatters and range shapes are ready.
 * A list the server rendered keeps its HTML while hydrating (kept-server-html.ts) and formats nothing, so the
 * first list that changed on the page (a filter click's new cards) paid for building them: an
 * Intl.NumberFormat and a formatRangeToParts per shape, about 5 ms at a phone's 4× slower CPU.
 */
export function warmSalaryFormatting(salaries: readonly SalaryInput[], locale: string): void {
  if (warmedLists.has(salaries) || typeof window === 'undefined') return;
  warmedLists.add(salaries);
  // The number data first, in an idle task of its own (free once the page's worker has loaded it; a long task
  // where no worker could), then the list's shapes in the next.
  whenIdle(() => {
    loadNumberData(locale);
    whenIdle(() => {
      for (const salary of salaries) formatSalary(salary, locale);
    });
  });
}
