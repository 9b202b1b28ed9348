/** Time zones: whether Intl knows one, and its name or offset at a moment ("GMT+8", "Philippine Standard Time"). */
import { dateTimeFormat } from './formatters';

export type ZoneNameStyle = 'short' | 'long' | 'longGeneric' | 'longOffset' | 'shortOffset';

/** The zone if Intl knows it; a zone the server misspelled counts as none. */
export function knownZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    dateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * The zone's name at `at` in `locale` (a zone's name and offset change with summer time); undefined
 * when Intl cannot name it (an unknown zone). A browser without generic names ("Eastern Time") gives the
 * specific one ("Eastern Standard Time").
 */
export function zoneName(at: number | string, locale: string, zone: string, style: ZoneNameStyle): string | undefined {
  try {
    const parts = dateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(new Date(at));
    return parts.find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return style === 'longGeneric' ? zoneName(at, locale, zone, 'long') : undefined;
  }
}
