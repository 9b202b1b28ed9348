/**
 * What a render may know about the reader's time. The server render knows neither the reader's zone
 * (the server's own is no one's) nor their clock (a page is rendered on one machine and read later on
 * another), so it and hydration use UTC and no clock: the same HTML on both sides, no mismatch. Right
 * after hydration the browser renders again with the reader's zone and clock. Built on useHydrated, so
 * only the components that call these render again when hydration ends.
 */
import { useCallback } from 'react';
import { useHydrated } from '../use-hydrated';
import { useIntlLocale } from '../use-intl-locale';
import { formatInstant, type InstantStyle } from './instant';
import { formatRelative } from './relative';
import { seekerTimeZone } from './seeker-time-zone';
import { knownZone } from './zones';

/** The reader's zone once hydrated (UTC if the browser cannot tell); null in the server render and hydration. */
export function useReaderZone(): string | null {
  return useHydrated() ? (knownZone(seekerTimeZone()) ?? 'UTC') : null;
}

/** The reader's clock once hydrated; null in the server render and hydration. */
export function useNow(): number | null {
  return useHydrated() ? Date.now() : null;
}

/** A formatter of moments in the page's language: UTC in the server render and hydration, the reader's zone after. */
export function useFormatInstant(style: InstantStyle = 'date'): (at: string | number) => string {
  const locale = useIntlLocale();
  const zone = useReaderZone() ?? 'UTC';
  return useCallback((at: string | number) => formatInstant(at, locale, zone, style), [locale, zone, style]);
}

/** "3 days ago" (formatRelative) once hydrated; the date in UTC before, since a server render has no clock of the reader's. */
export function useFormatRelative(): (at: string | number) => string {
  const locale = useIntlLocale();
  const zone = useReaderZone();
  const now = useNow();
  return (at: string | number) => (zone === null || now === null ? formatInstant(at, locale, 'UTC', 'date') : formatRelative(at, locale, now, zone));
}
