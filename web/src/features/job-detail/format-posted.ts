/** "3 days ago" for recent dates, a plain date for older ones, in the page language. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_UNTIL = 30 * DAY;

export function formatPosted(iso: string, locale: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed >= RELATIVE_UNTIL) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
  }
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  return rtf.format(-Math.floor(elapsed / DAY), 'day');
}
