/** Working and study periods on screen: short months in the page's language. */

/** "Jun 2021 – Present" in the page's language. */
export function formatPeriod(locale: string, start: string, end: string | null, ongoingLabel: string): string {
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  const month = (date: string) => format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  return `${month(start)} – ${end ? month(end) : ongoingLabel}`;
}
