/**
 * Dates of the profile as the views show them, and the date input's pattern (months: lib/form-values.ts). They are calendar dates
 * (lib/date-time/calendar-date.ts): written in UTC, so the server render and the browser agree.
 */
import { useMemo } from 'react';
import { formatCalendarDate } from '../../../lib/date-time/calendar-date';
import { useIntlLocale } from '../../../lib/use-intl-locale';

export const DATE_INPUT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Date and month formatters in the page language. */
export function useDateFormat() {
  const locale = useIntlLocale();
  return useMemo(() => ({ date: (iso: string) => formatCalendarDate(iso, locale), month: (iso: string) => formatCalendarDate(iso, locale, 'month') }), [locale]);
}
