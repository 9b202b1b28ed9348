/**
 * Interview times in the page's language and the interview's own time zone when the employer gave
 * one (else the user's). The server render does not know the user's zone, so until hydration a time
 * without a zone of its own is written in UTC, with its zone named.
 */
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { useIntlLocale } from '../../lib/use-intl-locale';

type Style = 'long' | 'short';

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  short: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
};

/** The zone if Intl knows it; a zone the server misspelled falls back to the user's own. */
function knownZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

export function formatMoment(at: number | string, locale: string, timeZone: string | undefined, style: Style = 'long'): string {
  return new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone }).format(new Date(at));
}

function offsetOf(at: number | string, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A formatter for this interview's times (its zone, or the user's once in the browser). */
export function useMomentFormat(timeZone: string | null | undefined) {
  const locale = useIntlLocale();
  const hydrated = useHydrated();
  const zone = knownZone(timeZone) ?? (hydrated ? undefined : 'UTC');
  return (at: number | string, style: Style = 'long') => formatMoment(at, locale, zone, style);
}

/** The interview's time; in the dialog also the user's own time when their zone is another. */
export function InterviewWhen({ at, timeZone, withLocal = false }: { at: string; timeZone: string | null | undefined; withLocal?: boolean }) {
  const { t } = useTranslation('interviews');
  const locale = useIntlLocale();
  const hydrated = useHydrated();
  const format = useMomentFormat(timeZone);
  const zone = knownZone(timeZone);
  const showLocal = withLocal && hydrated && zone !== undefined && offsetOf(at, zone) !== offsetOf(at, undefined);
  return (
    <>
      <time dateTime={at}>{format(at)}</time>
      {showLocal ? <span className="interviews-when__local">{t('details.yourTime', { time: formatMoment(at, locale, undefined) })}</span> : null}
    </>
  );
}
