/**
 * Interview times in the page's language, one zone per screen: the seeker's (their browser's), named
 * once for a list or a dialog (ZoneCaption) rather than beside each time. An interview the employer set
 * in a zone whose clock differs from the seeker's also gives its time there ("4:15 PM Philippine
 * Standard Time").
 *
 * The server does not know the seeker's zone, and its own zone is no one's: the server render and
 * hydration write each time in the interview's own zone (UTC when it has none) with the zone's name, and
 * the browser switches to the seeker's zone right after hydration (useSeekerZone: a store snapshot
 * with a server value, so the two renders never mismatch).
 *
 * Shared by the Interviews screen and the other places that show an interview's time (My jobs'
 * interview tab, chat's invitation cards). Its words are the interviews feature's (`interviews:when.*`):
 * a page that shows them loads `interviewTimeNamespaces` with its own; its default classes are styled by
 * that feature's stylesheet, and other pages pass their own.
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useBrowserValue } from '../lib/use-hydrated';
import { useIntlLocale } from '../lib/use-intl-locale';
import { seekerTimeZone } from '../lib/seeker-time-zone';

type Style = 'long' | 'short';
type ZoneStyle = 'long' | 'longGeneric' | 'longOffset' | 'shortOffset';

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  short: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/** A zone name that is only an offset ("GMT+00:00"): ICU has no words for it. */
const HAS_DIGIT = /\p{Nd}/u;

/** The zone if Intl knows it; a zone the server misspelled counts as none. */
function knownZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** The seeker's zone (read in the browser only); UTC if the browser cannot tell. */
function readSeekerZone(): string {
  return knownZone(seekerTimeZone()) ?? 'UTC';
}

/** The seeker's zone once hydrated; null on the server and while hydrating. */
export function useSeekerZone(): string | null {
  return useBrowserValue<string | null>(readSeekerZone, null);
}

/** `named`: with the zone's short name (only before hydration, when each time may be in another zone). */
export function formatMoment(at: number | string, locale: string, timeZone: string, style: Style = 'long', named = false): string {
  return new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone, ...(named ? { timeZoneName: 'short' } : {}) }).format(new Date(at));
}

function zonePart(at: number | string, locale: string, timeZone: string, timeZoneName: ZoneStyle): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName }).formatToParts(new Date(at));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    // A browser without the generic names.
    return timeZoneName === 'longGeneric' ? zonePart(at, locale, timeZone, 'long') : timeZone;
  }
}

function dayOf(at: number | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));
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
  const seeker = useSeekerZone();
  const zone = seeker ?? knownZone(timeZone) ?? 'UTC';
  return (at: number | string, style: Style = 'long') => formatMoment(at, locale, zone, style, seeker === null);
}

/**
 * The interview's time in its own zone, when it has one and its clock there differs from the seeker's
 * at that moment (a zone of another name with the same clock, Singapore for a seeker in Manila, says
 * nothing new); null otherwise and before hydration. The date is given when it is another day there.
 */
export function useInterviewLocalTime(at: string | null, timeZone: string | null | undefined): string | null {
  const locale = useIntlLocale();
  const seeker = useSeekerZone();
  const own = knownZone(timeZone);
  if (at === null || seeker === null || own === undefined) return null;
  if (zonePart(at, 'en', own, 'longOffset') === zonePart(at, 'en', seeker, 'longOffset')) return null;
  const date: Intl.DateTimeFormatOptions = dayOf(at, own) === dayOf(at, seeker) ? {} : { weekday: 'short', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...date, hour: 'numeric', minute: '2-digit', timeZone: own, timeZoneName: 'long' }).format(new Date(at));
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
  const seeker = useSeekerZone();
  const [now] = useState(() => Date.now());
  if (seeker === null) return null;
  return <p className={className}>{t('when.caption', { zone: zoneLabel(seeker, locale, now, t) })}</p>;
}
