/**
 * A message or conversation time. The server does not know the reader's time zone, so the server
 * render and hydration show UTC, and the browser switches to local time right after (no mismatch).
 */
import { useCallback } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { useIntlLocale } from '../../lib/use-intl-locale';

const DAY = 24 * 3600 * 1000;

/** Today: the time; this week: the weekday; older: the date. `full` is always date and time, `dateOnly` the date. */
export function formatChatTime(iso: string, locale: string, options: { timeZone?: string; now?: number; full?: boolean; dateOnly?: boolean } = {}): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const { timeZone, now = Date.now(), full = false, dateOnly = false } = options;
  if (full) return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time);
  if (dateOnly) return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(time);
  const day = (value: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(value);
  if (day(time) === day(now)) return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(time);
  if (now - time < 6 * DAY) return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone }).format(time);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(time);
}

type ChatTimeStyle = { full?: boolean; dateOnly?: boolean };

/** Formats a time as ChatTime shows it (UTC until hydrated), for a time inside a sentence. */
export function useFormatChatTime(): (iso: string, style?: ChatTimeStyle) => string {
  const locale = useIntlLocale();
  const hydrated = useHydrated();
  return useCallback((iso: string, style: ChatTimeStyle = {}) => formatChatTime(iso, locale, { ...style, timeZone: hydrated ? undefined : 'UTC' }), [locale, hydrated]);
}

export function ChatTime({ iso, full = false, dateOnly = false, className }: ChatTimeStyle & { iso: string; className?: string }) {
  const format = useFormatChatTime();
  return (
    <time className={className} dateTime={iso}>
      {format(iso, { full, dateOnly })}
    </time>
  );
}
