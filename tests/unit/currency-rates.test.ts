import { describe, expect, it } from 'vitest';
import type { CurrencyRates } from '@sdk/generated/config/hooks';
import { parseAmount } from '@web/features/currency-converter/format-money';
import { convertAmount, currencyOfCountry } from '@web/lib/currency-rates-queries';
import { convertSalary, needsApproximateSalary } from '@web/lib/use-approximate-salary';

const fromPeso: CurrencyRates = {
  base_currency: 'PHP',
  as_of: '2026-11-22',
  rates: [
    { currency: 'PHP', rate: 1, country_keys: ['ph'] },
    { currency: 'USD', rate: 0.02, country_keys: ['us', 'com'] },
    { currency: 'SGD', rate: 0.025, country_keys: ['sg'] },
  ],
};

describe('convertAmount', () => {
  it('converts from and to the base, and across two other currencies through it', () => {
    expect(convertAmount(fromPeso, 1000, 'PHP', 'USD')).toBeCloseTo(20);
    expect(convertAmount(fromPeso, 20, 'USD', 'PHP')).toBeCloseTo(1000);
    expect(convertAmount(fromPeso, 20, 'usd', 'SGD')).toBeCloseTo(25);
  });

  it('has no answer for a currency the rates do not list', () => {
    expect(convertAmount(fromPeso, 1, 'PHP', 'JPY')).toBeUndefined();
  });
});

describe('convertSalary', () => {
  it('converts both bounds and keeps an open bound open', () => {
    expect(convertSalary({ salary_from: 100, salary_to: null, currency: 'USD', salary_type: 'monthly' }, fromPeso, 'PHP')).toEqual({
      salary_from: 5000,
      salary_to: null,
      currency: 'PHP',
      salary_type: 'monthly',
    });
    expect(convertSalary({ salary_from: 1, salary_to: 2, currency: 'JPY', salary_type: 'monthly' }, fromPeso, 'PHP')).toBeNull();
  });
});

describe('the site currency and typed amounts', () => {
  it('names each site by its currency code, com by the US dollar', () => {
    expect(currencyOfCountry('ph')).toBe('PHP');
    expect(currencyOfCountry('es')).toBe('EUR');
    expect(currencyOfCountry('com')).toBe('USD');
  });

  it('reads an amount the way the page language writes numbers', () => {
    expect(parseAmount(' 1500 ', 'en-US')).toBe(1500);
    expect(parseAmount('1,500.50', 'en-US')).toBe(1500.5);
    expect(parseAmount('1.500,50', 'es-ES')).toBe(1500.5);
    expect(parseAmount('1500,5', 'es-ES')).toBe(1500.5);
    expect(parseAmount('1.5e3', 'en-US')).toBeUndefined();
    expect(parseAmount('-5', 'en-US')).toBeUndefined();
    expect(parseAmount('', 'en-US')).toBeUndefined();
  });
});

describe('needsApproximateSalary', () => {
  const salary = (currency: string, from: number | null, to: number | null, type: 'monthly' | 'negotiable' = 'monthly') => ({
    salary_from: from,
    salary_to: to,
    currency,
    salary_type: type,
  });

  it('picks a salary with an amount in another currency than the seeker\'s', () => {
    expect(needsApproximateSalary(salary('SGD', 3000, 5000), 'PHP')).toBe(true);
    expect(needsApproximateSalary(salary('usd', null, 4000), 'PHP')).toBe(true);
  });

  it('leaves out a salary in the seeker\'s currency, whatever its case, and one without an amount', () => {
    expect(needsApproximateSalary(salary(' php ', 30000, 50000), 'PHP')).toBe(false);
    expect(needsApproximateSalary(salary('SGD', 3000, 5000, 'negotiable'), 'PHP')).toBe(false);
    expect(needsApproximateSalary(salary('SGD', null, null), 'PHP')).toBe(false);
  });
});
