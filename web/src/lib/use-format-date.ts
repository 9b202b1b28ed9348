/**
 * Dates in the page's language. The server does not know the reader's time zone, so the server render
 * and hydration use UTC, and the browser switches to the local zone right after (no mismatch).
 */
import { useCallback } from 'react';
import { useHydrated } from './use-hydrated';
import { useIntlLocale } from './use-intl-locale';

export function useFormatDate(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): (iso: string) => string {
  const locale = useIntlLocale();
  const hydrated = useHydrated();
  const { dateStyle, timeStyle } = options;
  return useCallback(
    (iso: string) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? '' : new Intl.DateTimeFormat(locale, { dateStyle, timeStyle, timeZone: hydrated ? undefined : 'UTC' }).format(time);
    },
    [locale, hydrated, dateStyle, timeStyle],
  );
}
