import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@web/lib/countries';
import { COMPACT_FROM, formatSalary, hasSalaryAmount, narrowSymbolOf, salaryNumberFormatOptions, SHARED_SYMBOL_OWNERS, type SalaryInput } from '@web/lib/format-salary';
import { LANGUAGES } from '@web/lib/languages';

const monthly = (from: number | null, to: number | null, currency = 'PHP'): SalaryInput => ({
  salary_from: from,
  salary_to: to,
  currency,
  salary_type: 'monthly',
});

describe('formatSalary', () => {
  it('formats a large range compactly with the currency symbol', () => {
    // Intl's range: the symbol and the compact unit written once.
    expect(formatSalary(monthly(30000, 50000), 'en-US')).toEqual({ amount: '₱30–50K', typeKey: 'salary.type.monthly' });
  });

  it('accepts a lowercase currency code', () => {
    expect(formatSalary(monthly(30000, 50000, 'php'), 'en-US').amount).toBe('₱30–50K');
  });

  it('keeps small amounts in standard notation', () => {
    expect(formatSalary({ salary_from: 500, salary_to: 800, currency: 'USD', salary_type: 'hourly' }, 'en-US')).toEqual({
      amount: '$500 – $800',
      typeKey: 'salary.type.hourly',
    });
  });

  it('uses one notation for both ends of a range', () => {
    expect(formatSalary(monthly(9500, 12000), 'en-US').amount).toBe('₱9.5–12K');
  });

  it('writes a currency the same way in every language: the peso is ₱ in Arabic too, not PHP', () => {
    for (const { alias: intl } of LANGUAGES) {
      const amount = formatSalary(monthly(30000, 50000), intl).amount!;
      expect(amount, intl).toContain('₱');
      expect(amount, intl).not.toContain('PHP');
      expect(formatSalary(monthly(30000, 50000, 'SGD'), intl).amount, intl).toContain('SGD');
    }
  });

  it('never lets one currency pass for another: a shared symbol goes to its owner, the others show their codes', () => {
    expect(formatSalary(monthly(3000, 5000, 'SGD'), 'en-US').amount).toMatch(/^SGD\s3,000–5,000$/);
    expect(formatSalary(monthly(3000, 5000, 'CAD'), 'en-US').amount).toMatch(/^CAD/);
    expect(formatSalary(monthly(3000, 5000, 'CNY'), 'en-US').amount).toMatch(/^CNY/);
    expect(formatSalary(monthly(3000, 5000, 'IDR'), 'en-US').amount).toMatch(/^Rp\s3,000–5,000$/);
    // Every symbol two site currencies share has one owner among them.
    const bySymbol = new Map<string, string[]>();
    for (const currency of new Set(COUNTRIES.map((country) => country.currency.toUpperCase()))) {
      const symbol = narrowSymbolOf(currency);
      bySymbol.set(symbol, [...(bySymbol.get(symbol) ?? []), currency]);
    }
    for (const [symbol, currencies] of bySymbol) {
      if (currencies.length > 1) expect(currencies, symbol).toContain(SHARED_SYMBOL_OWNERS[symbol]);
    }
  });

  it('follows the locale', () => {
    expect(formatSalary({ salary_from: 4_500_000, salary_to: 6_000_000, currency: 'JPY', salary_type: 'annually' }, 'ja').amount).toBe(
      '￥450～600万',
    );
  });

  it("writes a range the locale's way: Intl's formatRange with the module's options, in every site language", () => {
    const options = (currency: string, compact: boolean, currencyDisplay: 'narrowSymbol' | 'code'): Intl.NumberFormatOptions => ({
      style: 'currency',
      currency,
      currencyDisplay,
      notation: compact ? 'compact' : 'standard',
      maximumFractionDigits: compact ? 1 : 0,
      minimumFractionDigits: 0,
    });
    for (const { alias: intl } of LANGUAGES) {
      expect(formatSalary(monthly(30000, 50000), intl).amount, intl).toBe(new Intl.NumberFormat(intl, options('PHP', true, 'narrowSymbol')).formatRange(30000, 50000));
      expect(formatSalary(monthly(3000, 5000), intl).amount, intl).toBe(new Intl.NumberFormat(intl, options('PHP', false, 'narrowSymbol')).formatRange(3000, 5000));
      expect(formatSalary(monthly(3000, 5000, 'SGD'), intl).amount, intl).toBe(new Intl.NumberFormat(intl, options('SGD', false, 'code')).formatRange(3000, 5000));
    }
  });

  it('writes a range right to left in Arabic and with the symbol after the amount in German', () => {
    // A right-to-left mark first, the en dash between the numbers, "thousand" and ₱ after them (no-break spaces).
    expect(formatSalary(monthly(30000, 50000), 'ar').amount).toBe('\u200f30–50\u00a0ألف\u00a0₱');
    expect(formatSalary(monthly(3000, 5000), 'ar').amount).toBe('\u200f3,000–5,000\u00a0₱');
    expect(formatSalary(monthly(3000, 5000), 'de-DE').amount).toBe('3.000–5.000\u00a0₱');
    expect(formatSalary({ salary_from: 500, salary_to: 800, currency: 'USD', salary_type: 'hourly' }, 'de-DE').amount).toBe('500–800\u00a0$');
  });

  it('marks a range whose ends round to the same text as approximate', () => {
    expect(formatSalary(monthly(30000, 30040), 'en-US').amount).toBe('~₱30K');
  });

  it('joins the two ends itself where Intl cannot format ranges (Firefox before 116)', async () => {
    const prototype = Intl.NumberFormat.prototype as Partial<Intl.NumberFormat>;
    const formatRange = prototype.formatRange;
    delete prototype.formatRange;
    try {
      vi.resetModules();
      const { formatSalary: formatWithoutRanges } = await import('@web/lib/format-salary');
      expect(formatWithoutRanges(monthly(30000, 50000), 'en-US').amount).toBe('₱30K – ₱50K');
      expect(formatWithoutRanges(monthly(1, 2, 'NOPE'), 'en-US').amount).toBe('NOPE 1 – NOPE 2');
    } finally {
      prototype.formatRange = formatRange;
      vi.resetModules();
    }
  });

  it('shows one bound, equal bounds and swapped bounds sensibly', () => {
    expect(formatSalary(monthly(12500, null, 'USD'), 'en-US').amount).toBe('$12.5K+');
    expect(formatSalary(monthly(null, 50000), 'en-US').amount).toBe('≤ ₱50K');
    expect(formatSalary(monthly(40000, 40000), 'en-US').amount).toBe('₱40K');
    expect(formatSalary(monthly(50000, 30000), 'en-US').amount).toBe('₱30–50K');
  });

  it('has no amount for negotiable and unpaid jobs or missing bounds', () => {
    expect(formatSalary({ ...monthly(30000, 50000), salary_type: 'negotiable' }, 'en-US')).toEqual({
      amount: null,
      typeKey: 'salary.type.negotiable',
    });
    expect(formatSalary({ ...monthly(30000, 50000), salary_type: 'unpaid' }, 'en-US').amount).toBeNull();
    expect(formatSalary(monthly(null, null), 'en-US').amount).toBeNull();
  });

  it('gives every salary type its i18n key', () => {
    for (const type of ['daily', 'monthly', 'annually', 'hourly', 'negotiable', 'unpaid'] as const) {
      expect(formatSalary({ ...monthly(1, 2), salary_type: type }, 'en-US').typeKey).toBe(`salary.type.${type}`);
    }
  });

  it('survives a bad locale or currency code', () => {
    expect(formatSalary(monthly(30000, 50000), 'not a locale!!').amount).toBe('₱30–50K');
    // The last resort has no currency: its code goes in front of the whole range.
    expect(formatSalary(monthly(1, 2, 'NOPE'), 'en-US').amount).toBe('NOPE 1–2');
  });

  it('formats without asking a formatter for its resolved options, first use or cached', () => {
    // Each call cost 20–35 µs, hundreds of times a page: whether a formatter shows the currency is kept with it.
    const resolvedOptions = vi.spyOn(Intl.NumberFormat.prototype, 'resolvedOptions');
    try {
      for (let round = 0; round < 2; round += 1) {
        expect(formatSalary(monthly(30000, 50000), 'en-US').amount).toBe('₱30–50K');
        expect(formatSalary(monthly(12500, null, 'USD'), 'en-US').amount).toBe('$12.5K+');
        // A formatter built for another locale, with the last resort's code in front.
        expect(formatSalary(monthly(30000, 50000, 'NOPE'), 'de-DE').amount).toBe('NOPE 30K – 50K');
      }
      expect(resolvedOptions).not.toHaveBeenCalled();
    } finally {
      resolvedOptions.mockRestore();
    }
  });

  it('writes a range once per shape and fills in the digits of the next one, without formatRange (400 µs a call in Chromium)', () => {
    const formatRange = vi.spyOn(Intl.NumberFormat.prototype, 'formatRange');
    const formatRangeToParts = vi.spyOn(Intl.NumberFormat.prototype, 'formatRangeToParts');
    const calls = () => ({ formatRange: formatRange.mock.calls.length, toParts: formatRangeToParts.mock.calls.length });
    const turkishBaht = new Intl.NumberFormat('tr', { style: 'currency', currency: 'THB', currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1, minimumFractionDigits: 0 });
    try {
      const first = formatSalary(monthly(41000, 63000, 'THB'), 'tr').amount;
      const afterFirst = calls();
      expect(afterFirst.toParts).toBeGreaterThan(0);
      expect(formatSalary(monthly(63000, 41000, 'THB'), 'tr').amount).toBe(first);
      const sameShape = formatSalary(monthly(42500, 71000, 'THB'), 'tr').amount;
      expect(calls()).toEqual(afterFirst);
      formatRange.mockRestore();
      expect(first).toBe(turkishBaht.formatRange(41000, 63000));
      expect(sameShape).toBe(turkishBaht.formatRange(42500, 71000));
    } finally {
      formatRange.mockRestore();
      formatRangeToParts.mockRestore();
    }
  });

  it('writes the same range as formatRange for every site language and currency, whatever the amounts', () => {
    const currencies = [...new Set(COUNTRIES.map((country) => country.currency.toUpperCase()))];
    // Round amounts as job posts have, plain ones, and ends close enough to round to the same text.
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 250_000_000 }),
      fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 6 })).map(([digits, zeros]) => digits * 10 ** zeros),
    );
    const range = fc.oneof(fc.tuple(amount, amount), amount.chain((low) => fc.tuple(fc.constant(low), fc.integer({ min: low, max: Math.ceil(low * 1.01) + 1 }))));
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES.map((language) => language.alias)), fc.constantFrom(...currencies), range, (locale, currency, [from, to]) => {
        const [low, high] = from <= to ? [from, to] : [to, from];
        fc.pre(low !== high);
        // The module's own options: what is compared is how a range is written.
        const nf = new Intl.NumberFormat(locale, salaryNumberFormatOptions(currency, high >= COMPACT_FROM));
        expect(formatSalary(monthly(from, to, currency), locale).amount).toBe(nf.formatRange(low, high));
      }),
      { numRuns: 3000 },
    );
  });

  it('tells whether there is an amount exactly when formatting shows one', () => {
    const cases: SalaryInput[] = [
      monthly(30000, 50000),
      monthly(12500, null, 'USD'),
      monthly(null, 50000),
      monthly(null, null),
      monthly(-5, Number.NaN),
      { ...monthly(30000, 50000), salary_type: 'negotiable' },
      { ...monthly(30000, 50000), salary_type: 'unpaid' },
      monthly(1, 2, 'NOPE'),
    ];
    expect(cases.map(hasSalaryAmount)).toEqual([true, true, true, false, false, false, false, true]);
    expect(cases.map((salary) => formatSalary(salary, 'en-US').amount !== null)).toEqual(cases.map(hasSalaryAmount));
  });
});
