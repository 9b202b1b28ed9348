/**
 * Calendar dates: a day with no time (a birthday, a start date, the day rates apply to). A day has no
 * zone, so it is written in UTC: the same day in every zone, on the server and in the browser alike.
 */
import { dateTimeFormat } from './formatters';

export type CalendarDateStyle = 'medium' | 'long' | 'month';

const STYLES: Record<CalendarDateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium', timeZone: 'UTC' },
  long: { dateStyle: 'long', timeZone: 'UTC' },
  month: { year: 'numeric', month: 'short', timeZone: 'UTC' },
};

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * "Nov 22, 2026" (medium), "November 22, 2026" (long), "Nov 2026" (month) in `locale`. `value` is a day
 * ("2026-11-22"; a timestamp counts by the day it is written with), or a moment in milliseconds, counted
 * by its UTC day. Text that is no date is given back as it is, an invalid number as ''.
 */
export function formatCalendarDate(value: string | number, locale: string, style: CalendarDateStyle = 'medium'): string {
  let time: number;
  if (typeof value === 'number') time = value;
  else time = DAY.test(value) ? Date.parse(`${value.slice(0, 10)}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time)) return typeof value === 'number' ? '' : value;
  return dateTimeFormat(locale, STYLES[style]).format(time);
}
