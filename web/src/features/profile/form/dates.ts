/**
 * Dates of the profile as the contracts carry them (ISO `YYYY-MM-DD`; periods are months, day 01) and
 * as the forms and views show them. Formatting is in UTC, so the server render and the browser agree.
 */
import { useMemo } from 'react';
import { useIntlLocale } from '../../../lib/use-intl-locale';

export const MONTH_INPUT = /^\d{4}-(0[1-9]|1[0-2])$/;
export const DATE_INPUT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `2021-06-01` → `2021-06` (the value of a month input). */
export function toMonthInput(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 7) : '';
}

/** `2021-06` → `2021-06-01`. */
export function fromMonthInput(month: string): string {
  return `${month}-01`;
}

/** Whole years from `birthday` to `today` (both ISO dates). */
export function yearsBetween(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) >= birthday.slice(5) ? years : years - 1;
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function utc(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

/** Date and month formatters in the page language. */
export function useDateFormat() {
  const locale = useIntlLocale();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' });
    return { date: (iso: string) => day.format(utc(iso)), month: (iso: string) => month.format(utc(iso)) };
  }, [locale]);
}
