import { describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@web/lib/countries';
import { formatSalary, hasSalaryAmount, narrowSymbolOf, SHARED_SYMBOL_OWNERS, type SalaryInput } from '@web/lib/format-salary';
import { LANGUAGES } from '@web/lib/languages';

const monthly = (from: number | null, to: number | null, currency = 'PHP'): SalaryInput => ({
  salary_from: from,
  salary_to: to,
  currency,
  salary_type: 'monthly',
});

describe('formatSalary', () => {
  it('formats a large range compactly with the currency symbol', () => {
    expect(formatSalary(monthly(30000, 50000), 'en-US')).toEqual({ amount: '₱30K – ₱50K', typeKey: 'salary.type.monthly' });
  });

  it('accepts a lowercase currency code', () => {
    expect(formatSalary(monthly(30000, 50000, 'php'), 'en-US').amount).toBe('₱30K – ₱50K');
  });

  it('keeps small amounts in standard notation', () => {
    expect(formatSalary({ salary_from: 500, salary_to: 800, currency: 'USD', salary_type: 'hourly' }, 'en-US')).toEqual({
      amount: '$500 – $800',
      typeKey: 'salary.type.hourly',
    });
  });

  it('uses one notation for both ends of a range', () => {
    expect(formatSalary(monthly(9500, 12000), 'en-US').amount).toBe('₱9.5K – ₱12K');
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
    expect(formatSalary(monthly(3000, 5000, 'SGD'), 'en-US').amount).toMatch(/^SGD\s3,000 – SGD\s5,000$/);
    expect(formatSalary(monthly(3000, 5000, 'CAD'), 'en-US').amount).toMatch(/^CAD/);
    expect(formatSalary(monthly(3000, 5000, 'CNY'), 'en-US').amount).toMatch(/^CNY/);
    expect(formatSalary(monthly(3000, 5000, 'IDR'), 'en-US').amount).toMatch(/^Rp\s3,000 – Rp\s5,000$/);
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
      '￥450万 – ￥600万',
    );
  });

  it('shows one bound, equal bounds and swapped bounds sensibly', () => {
    expect(formatSalary(monthly(12500, null, 'USD'), 'en-US').amount).toBe('$12.5K+');
    expect(formatSalary(monthly(null, 50000), 'en-US').amount).toBe('≤ ₱50K');
    expect(formatSalary(monthly(40000, 40000), 'en-US').amount).toBe('₱40K');
    expect(formatSalary(monthly(50000, 30000), 'en-US').amount).toBe('₱30K – ₱50K');
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
    expect(formatSalary(monthly(30000, 50000), 'not a locale!!').amount).toBe('₱30K – ₱50K');
    expect(formatSalary(monthly(1, 2, 'NOPE'), 'en-US').amount).toBe('NOPE 1 – NOPE 2');
  });

  it('formats without asking a formatter for its resolved options, first use or cached', () => {
    // Each call cost 20–35 µs, hundreds of times a page: whether a formatter shows the currency is kept with it.
    const resolvedOptions = vi.spyOn(Intl.NumberFormat.prototype, 'resolvedOptions');
    try {
      for (let round = 0; round < 2; round += 1) {
        expect(formatSalary(monthly(30000, 50000), 'en-US').amount).toBe('₱30K – ₱50K');
        expect(formatSalary(monthly(12500, null, 'USD'), 'en-US').amount).toBe('$12.5K+');
        // A formatter built for another locale, with the last resort's code in front.
        expect(formatSalary(monthly(30000, 50000, 'NOPE'), 'de-DE').amount).toBe('NOPE 30K – NOPE 50K');
      }
      expect(resolvedOptions).not.toHaveBeenCalled();
    } finally {
      resolvedOptions.mockRestore();
    }
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
