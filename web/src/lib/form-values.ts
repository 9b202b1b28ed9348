/**
 * Between the contracts' values and what form controls hold: ids as select values, and months, which
 * the contracts carry as their first day (`2021-06-01`) and month inputs as `2021-06`.
 */

/** A select's value for an optional id. */
export const idText = (id: number | null | undefined): string => (id === null || id === undefined ? '' : String(id));

/** A select's value as an optional id. */
export const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** The month of a contract date ("2021-06-01" → "2021-06"); empty for none. */
export function monthOf(date: string | null | undefined): string {
  return date ? date.slice(0, 7) : '';
}

/** The contract's date for a month: its first day. */
export function firstDayOf(month: string): string {
  return `${month.trim()}-01`;
}
