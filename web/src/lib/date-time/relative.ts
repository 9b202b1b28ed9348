/**
 * Moments said relative to now. `now` is always the caller's (useNow: none in a server render, whose
 * clock is not the reader's and whose page may be served later), never read here.
 */
import { relativeTimeFormat } from './formatters';
import { dayKey, formatInstant } from './instant';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_UNTIL = 30 * DAY;
const WEEKDAY_UNTIL = 6 * DAY;

/** "5 minutes ago", "yesterday", "3 days ago" within 30 days of `now`; older, the date in `zone`. '' when `at` is no moment. */
export function formatRelative(at: string | number, locale: string, now: number, zone: string): string {
  const time = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed >= RELATIVE_UNTIL) return formatInstant(time, locale, zone, 'date');
  const words = relativeTimeFormat(locale);
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), 'hour');
  return words.format(-Math.floor(elapsed / DAY), 'day');
}

/** A conversation's clock: the time on the day of `now` (in `zone`), the weekday within the week, else the date. */
export function formatRecent(at: string | number, locale: string, now: number, zone: string): string {
  const time = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(time)) return '';
  if (dayKey(time, zone) === dayKey(now, zone)) return formatInstant(time, locale, zone, 'time');
  if (now - time < WEEKDAY_UNTIL) return formatInstant(time, locale, zone, 'weekday');
  return formatInstant(time, locale, zone, 'date');
}
