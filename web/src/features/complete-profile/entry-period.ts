/** Working and study periods: months in the forms (yyyy-mm), first days in the calls, short months on screen. */

/** The month of a contract date ("2021-06-01" → "2021-06"); empty for none. */
export function monthOf(date: string | null | undefined): string {
  return date ? date.slice(0, 7) : '';
}

/** The contract's date for a month: its first day. */
export function firstDayOf(month: string): string {
  return `${month.trim()}-01`;
}

/** "Jun 2021 – Present" in the page's language. */
export function formatPeriod(locale: string, start: string, end: string | null, ongoingLabel: string): string {
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  const month = (date: string) => format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  return `${month(start)} – ${end ? month(end) : ongoingLabel}`;
}
