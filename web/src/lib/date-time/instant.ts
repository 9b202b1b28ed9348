/**
 * Moments (a message sent, an interview's start, an outage's end) written in a zone the caller passes:
 * the reader's once known (use-reading-time.ts), UTC before; never the zone of the machine running this.
 */
import { dateTimeFormat } from './formatters';

/** Styles written field by field, which can carry the zone's name (Intl refuses it beside dateStyle/timeStyle). */
const FIELD_STYLES = {
  /** "Sun" */
  weekday: { weekday: 'short' },
  /** "4:15 PM" */
  hourMinute: { hour: 'numeric', minute: '2-digit' },
  /** "Nov 22, 4:15 PM" */
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Sun, Nov 22, 4:15 PM" */
  weekdayMonthDayTime: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Sun, Nov 22, 2026, 4:15 PM" */
  weekdayDateTime: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const STYLES = {
  ...FIELD_STYLES,
  /** "Nov 22, 2026" */
  date: { dateStyle: 'medium' },
  /** "Nov 22, 2026, 4:15 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "4:15 PM" in the locale's own short time */
  time: { timeStyle: 'short' },
  /** "4:15:09 PM" */
  timeSeconds: { timeStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type FieldStyle = keyof typeof FIELD_STYLES;
export type InstantStyle = keyof typeof STYLES;
/** The zone's name after the time: "GMT+8" (short) or "Philippine Standard Time" (long). */
export type TimeZoneNameStyle = 'short' | 'long';

function timeOf(at: string | number): number {
  return typeof at === 'number' ? at : Date.parse(at);
}

/** `at` (ISO text or milliseconds) in `zone`, in `locale`; '' when it is no moment. */
export function formatInstant(at: string | number, locale: string, zone: string, style: InstantStyle, zoneName?: undefined): string;
export function formatInstant(at: string | number, locale: string, zone: string, style: FieldStyle, zoneName?: TimeZoneNameStyle): string;
export function formatInstant(at: string | number, locale: string, zone: string, style: InstantStyle, zoneName?: TimeZoneNameStyle): string {
  const time = timeOf(at);
  if (Number.isNaN(time)) return '';
  const options: Intl.DateTimeFormatOptions = zoneName ? { ...STYLES[style], timeZone: zone, timeZoneName: zoneName } : { ...STYLES[style], timeZone: zone };
  return dateTimeFormat(locale, options).format(time);
}

/** The day `at` falls on in `zone`, as "2026-11-22": to compare days, never shown ('' when it is no moment). */
export function dayKey(at: string | number, zone: string): string {
  const time = timeOf(at);
  return Number.isNaN(time) ? '' : dateTimeFormat('en-CA', { timeZone: zone }).format(time);
}
