/**
 * A message or conversation time. The server knows neither the reader's zone nor their clock, so the
 * server render and hydration show the date in UTC, and the browser switches right after (no mismatch)
 * to the reader's zone and how recent it is (lib/date-time/use-reading-time.ts).
 */
import { formatInstant } from '../../lib/date-time/instant';
import { formatRecent } from '../../lib/date-time/relative';
import { useNow, useReaderZone } from '../../lib/date-time/use-reading-time';
import { useIntlLocale } from '../../lib/use-intl-locale';

type ChatTimeStyle = { full?: boolean; dateOnly?: boolean };

/**
 * Formats a time as ChatTime shows it, for a time inside a sentence: today the time, this week the
 * weekday, older the date (formatRecent); `full` is always date and time, `dateOnly` the date.
 */
export function useFormatChatTime(): (iso: string, style?: ChatTimeStyle) => string {
  const locale = useIntlLocale();
  const zone = useReaderZone() ?? 'UTC';
  const now = useNow();
  return (iso: string, { full = false, dateOnly = false }: ChatTimeStyle = {}) => {
    if (full) return formatInstant(iso, locale, zone, 'dateTime');
    if (dateOnly || now === null) return formatInstant(iso, locale, zone, 'date');
    return formatRecent(iso, locale, now, zone);
  };
}

export function ChatTime({ iso, full = false, dateOnly = false, className }: ChatTimeStyle & { iso: string; className?: string }) {
  const format = useFormatChatTime();
  return (
    <time className={className} dateTime={iso}>
      {format(iso, { full, dateOnly })}
    </time>
  );
}
