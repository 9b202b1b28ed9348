/**
 * A job's salary beside the seeker's expected range (issue 26): both are brought to the same currency and
 * the same period before they are compared, so a job paid in pesos a month reads against an expectation
 * in US dollars a year. Pure: the caller hands in the currency conversion (the rates call's).
 */
import type { SalaryType } from '@sdk/generated/job/hooks';

/** How many of each period a month holds (22 working days, 176 working hours); negotiable and unpaid have none. */
const PER_MONTH: Readonly<Partial<Record<SalaryType, number>>> = { daily: 22, monthly: 1, annually: 1 / 12, hourly: 176 };

/** The contract's salary period ids (`salary_types`) as their names: 1 daily … 6 unpaid. */
const SALARY_TYPE_BY_ID: Readonly<Record<number, SalaryType>> = { 1: 'daily', 2: 'monthly', 3: 'annually', 4: 'hourly', 5: 'negotiable', 6: 'unpaid' };

export function salaryTypeOfId(id: number): SalaryType | undefined {
  return SALARY_TYPE_BY_ID[id];
}

/** Whether a salary of this period can be compared with another at all. */
export function isPeriodic(type: SalaryType): boolean {
  return PER_MONTH[type] !== undefined;
}

/** `amount` a `from` period, as an amount a `to` period; undefined when either has no period. */
export function toPeriod(amount: number, from: SalaryType, to: SalaryType): number | undefined {
  const fromPerMonth = PER_MONTH[from];
  const toPerMonth = PER_MONTH[to];
  if (fromPerMonth === undefined || toPerMonth === undefined) return undefined;
  return (amount * fromPerMonth) / toPerMonth;
}

export interface SalaryRange {
  from: number;
  to: number;
  currency: string;
  type: SalaryType;
}

/** Converts an amount between currencies; undefined when a rate is missing. */
export type ConvertCurrency = (amount: number, from: string, to: string) => number | undefined;

/** A range with one bound missing reads as that one amount; none is no range. */
export function rangeOf(from: number | null, to: number | null, currency: string, type: SalaryType): SalaryRange | undefined {
  const low = from ?? to;
  const high = to ?? from;
  if (low === null || high === null || !isPeriodic(type)) return undefined;
  return { from: Math.min(low, high), to: Math.max(low, high), currency: currency.trim().toUpperCase(), type };
}

/** `range` in another currency and period; undefined when it cannot be converted. */
export function convertRange(range: SalaryRange, currency: string, type: SalaryType, convert: ConvertCurrency): SalaryRange | undefined {
  const target = currency.trim().toUpperCase();
  const bound = (amount: number) => {
    const inPeriod = toPeriod(amount, range.type, type);
    if (inPeriod === undefined) return undefined;
    return range.currency === target ? inPeriod : convert(inPeriod, range.currency, target);
  };
  const from = bound(range.from);
  const to = bound(range.to);
  return from === undefined || to === undefined ? undefined : { from, to, currency: target, type };
}

/** Two ranges in the same currency and period share at least one amount. */
export function rangesOverlap(a: SalaryRange, b: SalaryRange): boolean {
  return a.to >= b.from && a.from <= b.to;
}
