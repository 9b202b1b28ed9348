/**
 * Interview times in the page's language, one zone per screen: the seeker's (their browser's), named
 * once for a list or a dialog (ZoneCaption) rather than beside each time. An interview the employer set
 * in a zone whose clock differs from the seeker's also gives its time there ("4:15 PM Philippine
 * Standard Time").
 *
 * The server does not know the seeker's zone, and its own zone is no one's: the server render and
 * hydration write each time in the interview's own zone (UTC when it has none) with the zone's name, and
 * the browser switches to the seeker's zone right after hydration (useReaderZone, lib/date-time), so the
 * two renders never mismatch.
 *
 * Shared by the Interviews screen and the other places that show an interview's time (My jobs'
 * interview tab, chat's invitation cards). Its words are the interviews feature's (`interviews:when.*`):
 * a page that shows them loads `interviewTimeNamespaces` with its own; its default classes are styled by
 * that feature's stylesheet, and other pages pass their own.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dayKey, formatInstant } from '../lib/date-time/instant';
import { useNow, useReaderZone } from '../lib/date-time/use-reading-time';
import { knownZone, zoneName, type ZoneNameStyle } from '../lib/date-time/zones';
import { useIntlLocale } from '../lib/use-intl-locale';

type Style = 'long' | 'short';

const STYLES = { long: 'weekdayDateTime', short: 'monthDayTime' } as const;

/** A zone name that is only an offset ("GMT+00:00"): ICU has no words for it. */
const HAS_DIGIT = /\p{Nd}/u;

/** The zone's name, or its IANA name where Intl has none. */
function zonePart(at: number | string, locale: string, timeZone: string, style: ZoneNameStyle): string {
  return zoneName(at, locale, timeZone, style) ?? timeZone;
}

/**
 * The zone in words for the caption: its generic name ("Eastern Time"), with its offset when that never
 * changes ("Philippine Standard Time (GMT+8)"); the offset alone when ICU has no name for it.
 */
function zoneLabel(timeZone: string, locale: string, at: number, t: TFunction): string {
  const generic = zonePart(at, locale, timeZone, 'longGeneric');
  const name = HAS_DIGIT.test(generic) ? zonePart(at, locale, timeZone, 'long') : generic;
  if (HAS_DIGIT.test(name)) return name;
  const year = new Date(at).getUTCFullYear();
  const steady = zonePart(Date.UTC(year, 0, 1), 'en', timeZone, 'longOffset') === zonePart(Date.UTC(year, 6, 1), 'en', timeZone, 'longOffset');
  return steady ? t('when.zoneWithOffset', { name, offset: zonePart(at, locale, timeZone, 'shortOffset') }) : name;
}

/** A formatter for an interview's times: the seeker's zone once hydrated, before that its own zone (or UTC), named. */
export function useMomentFormat(timeZone: string | null | undefined) {
  const locale = useIntlLocale();
  const seeker = useReaderZone();
  const zone = seeker ?? knownZone(timeZone) ?? 'UTC';
  // Named only before hydration, when each time may be in another zone.
  return (at: number | string, style: Style = 'long') => formatInstant(at, locale, zone, STYLES[style], seeker === null ? 'short' : undefined);
}

/**
 * The interview's time in its own zone, when it has one and its clock there differs from the seeker's
 * at that moment (a zone of another name with the same clock, Singapore for a seeker in Manila, says
 * nothing new); null otherwise and before hydration. The date is given when it is another day there.
 */
export function useInterviewLocalTime(at: string | null, timeZone: string | null | undefined): string | null {
  const locale = useIntlLocale();
  const seeker = useReaderZone();
  const own = knownZone(timeZone);
  if (at === null || seeker === null || own === undefined) return null;
  if (zonePart(at, 'en', own, 'longOffset') === zonePart(at, 'en', seeker, 'longOffset')) return null;
  return formatInstant(at, locale, own, dayKey(at, own) === dayKey(at, seeker) ? 'hourMinute' : 'weekdayMonthDayTime', 'long');
}

/** "In the interview's time zone: …" where that differs (see useInterviewLocalTime), else nothing. */
export function InterviewLocalTime({ at, timeZone }: { at: string; timeZone: string | null | undefined }) {
  const { t } = useTranslation('interviews');
  const time = useInterviewLocalTime(at, timeZone);
  return time ? <span className="interviews-when__local">{t('when.interviewZone', { time })}</span> : null;
}

/** The interview's time (in the seeker's zone, see the top); `withLocal`: also its time in its own zone where that differs. */
export function InterviewWhen({ at, timeZone, withLocal = false }: { at: string; timeZone: string | null | undefined; withLocal?: boolean }) {
  const format = useMomentFormat(timeZone);
  return (
    <>
      <time dateTime={at}>{format(at)}</time>
      {withLocal ? <InterviewLocalTime at={at} timeZone={timeZone} /> : null}
    </>
  );
}

/** The translations these helpers read: a page that shows them loads these with its own namespaces. */
export const interviewTimeNamespaces = ['interviews'] as const;

/**
 * Names the seeker's zone, once for a list or a dialog; nothing before hydration, when each time names its own.
 * `className`: the caller's look, where the interviews' styles are not loaded.
 */
export function ZoneCaption({ className = 'interviews-zone' }: { className?: string }) {
  const { t } = useTranslation('interviews');
  const locale = useIntlLocale();
  const seeker = useReaderZone();
  const now = useNow();
  if (seeker === null || now === null) return null;
  return <p className={className}>{t('when.caption', { zone: zoneLabel(seeker, locale, now, t) })}</p>;
}
