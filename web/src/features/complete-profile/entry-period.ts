/** Working and study periods on screen: short months in the page's language. */
import { formatCalendarDate } from '../../lib/date-time/calendar-date';

/** "Jun 2021 – Present" in the page's language. */
export function formatPeriod(locale: string, start: string, end: string | null, ongoingLabel: string): string {
  return `${formatCalendarDate(start, locale, 'month')} – ${end ? formatCalendarDate(end, locale, 'month') : ongoingLabel}`;
}
