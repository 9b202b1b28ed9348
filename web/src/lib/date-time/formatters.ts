/**
 * The app's only Intl date and time formatters (lint refuses them outside web/src/lib/date-time), kept
 * once built: building one costs tens of microseconds, and a list formats hundreds of dates.
 */

// Keys are a locale of the ten languages, a fixed style and an IANA zone, so few exist; the bound only
// guarantees that nothing a server render formats can make the map grow without end (decision 0018).
const MAX_KEPT = 1000;
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function kept<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    if (cache.size >= MAX_KEPT) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/**
 * The formatter for `locale` and `options`. A locale Intl refuses falls back to English rather than
 * break a page; an unknown `timeZone` throws (see knownZone).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => {
    try {
      return new Intl.DateTimeFormat(locale, options);
    } catch {
      return new Intl.DateTimeFormat('en-US', options);
    }
  });
}

/** "yesterday" rather than "1 day ago": the words a person would use. */
export function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  return kept(relativeTimeFormats, locale, () => {
    try {
      return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    } catch {
      return new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
    }
  });
}
