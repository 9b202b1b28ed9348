/**
 * Dates of the profile as the views show them, and the date input's pattern (months: lib/form-values.ts). Formatting is in UTC, so the server render and the browser agree.
 */
import { useMemo } from 'react';
import { useIntlLocale } from '../../../lib/use-intl-locale';

export const DATE_INPUT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

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
