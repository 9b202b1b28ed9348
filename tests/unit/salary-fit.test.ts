import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertRange, rangeOf, rangesOverlap, toPeriod, type ConvertCurrency, type SalaryRange } from '@web/lib/job-fit/salary-fit';

/** Units of each currency one US dollar buys: a small table, enough to compare across currencies. */
const PER_USD: Record<string, number> = { USD: 1, PHP: 56, SGD: 1.35, JPY: 150 };
const convert: ConvertCurrency = (amount, from, to) => {
  const fromRate = PER_USD[from];
  const toRate = PER_USD[to];
  return fromRate === undefined || toRate === undefined ? undefined : (amount / fromRate) * toRate;
};

const PERIODS = ['daily', 'monthly', 'annually', 'hourly'] as const;
const currency = fc.constantFrom(...Object.keys(PER_USD));
const period = fc.constantFrom(...PERIODS);
const amount = fc.integer({ min: 1, max: 10_000_000 });
const range = fc.record({ a: amount, b: amount, currency, type: period }).map(({ a, b, currency: code, type }) => rangeOf(a, b, code, type) as SalaryRange);

describe('salary fit', () => {
  it('reads a job paid in pesos a month against an expectation in dollars a year', () => {
    const offered = rangeOf(85_000, 120_000, 'php', 'monthly');
    const expected = rangeOf(18_000, 24_000, 'USD', 'annually');
    const converted = offered && expected && convertRange(offered, expected.currency, expected.type, convert);
    expect(converted).toMatchObject({ currency: 'USD', type: 'annually' });
    expect(converted?.from).toBeCloseTo((85_000 / 56) * 12, 6);
    expect(converted?.to).toBeCloseTo((120_000 / 56) * 12, 6);
    expect(converted && expected && rangesOverlap(converted, expected)).toBe(true);
  });

  it('brings days and hours to a month as 22 working days and 176 working hours', () => {
    expect(toPeriod(1_000, 'daily', 'monthly')).toBe(22_000);
    expect(toPeriod(100, 'hourly', 'monthly')).toBe(17_600);
    expect(toPeriod(120_000, 'annually', 'monthly')).toBe(10_000);
  });

  it('compares nothing negotiable or unpaid, and no salary without an amount', () => {
    expect(rangeOf(1_000, 2_000, 'PHP', 'negotiable')).toBeUndefined();
    expect(rangeOf(null, null, 'PHP', 'monthly')).toBeUndefined();
    expect(toPeriod(1_000, 'unpaid', 'monthly')).toBeUndefined();
  });

  it('reads a range with one bound as that one amount', () => {
    expect(rangeOf(null, 50_000, 'PHP', 'monthly')).toEqual({ from: 50_000, to: 50_000, currency: 'PHP', type: 'monthly' });
  });

  it('gives no line when a rate is missing', () => {
    const offered = rangeOf(1, 2, 'PHP', 'monthly') as SalaryRange;
    expect(convertRange(offered, 'EUR', 'monthly', convert)).toBeUndefined();
  });

  it('overlap is symmetric, and every range overlaps itself', () => {
    fc.assert(
      fc.property(range, range, (a, b) => {
        const bInA = convertRange(b, a.currency, a.type, convert) as SalaryRange;
        expect(rangesOverlap(a, bInA)).toBe(rangesOverlap(bInA, a));
        expect(rangesOverlap(a, a)).toBe(true);
      }),
    );
  });

  it('the verdict does not depend on the currency or period both are read in', () => {
    fc.assert(
      fc.property(range, range, currency, period, (offered, expected, viewCurrency, viewPeriod) => {
        const inExpected = convertRange(offered, expected.currency, expected.type, convert) as SalaryRange;
        const offeredElsewhere = convertRange(offered, viewCurrency, viewPeriod, convert) as SalaryRange;
        const expectedElsewhere = convertRange(expected, viewCurrency, viewPeriod, convert) as SalaryRange;
        const gap = Math.max(expected.from - inExpected.to, inExpected.from - expected.to);
        // Far from the edge, rounding cannot flip the verdict.
        fc.pre(Math.abs(gap) > 1e-6 * Math.max(expected.to, inExpected.to));
        expect(rangesOverlap(offeredElsewhere, expectedElsewhere)).toBe(rangesOverlap(inExpected, expected));
      }),
    );
  });

  it('converting to another currency and back keeps the range', () => {
    fc.assert(
      fc.property(range, currency, period, (original, otherCurrency, otherPeriod) => {
        const there = convertRange(original, otherCurrency, otherPeriod, convert) as SalaryRange;
        const back = convertRange(there, original.currency, original.type, convert) as SalaryRange;
        expect(back.from).toBeCloseTo(original.from, 3);
        expect(back.to).toBeCloseTo(original.to, 3);
      }),
    );
  });

  it('a job paying more than the whole expected range, or less, does not fit', () => {
    fc.assert(
      fc.property(range, fc.double({ min: 1.01, max: 100, noNaN: true }), (expected, factor) => {
        const above = { ...expected, from: expected.to * factor, to: expected.to * factor * 2 };
        const below = { ...expected, from: expected.from / (factor * 2), to: expected.from / factor };
        expect(rangesOverlap(above, expected)).toBe(false);
        expect(rangesOverlap(below, expected)).toBe(false);
      }),
    );
  });
});
