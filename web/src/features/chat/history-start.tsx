/** The top of the history: messages are kept 30 days from the last one (always said), and whether older ones exist. */
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../lib/date-time/calendar-date';
import { useIntlLocale } from '../../lib/use-intl-locale';

export const HISTORY_KEPT_DAYS = 30;
const DAY = 24 * 3600 * 1000;

export function HistoryStart({ lastMessageAt, atStart }: { lastMessageAt: string; atStart: boolean }) {
  const { t } = useTranslation('chat');
  const locale = useIntlLocale();
  const last = Date.parse(lastMessageAt);
  // A date, not a time: its UTC day, so the server render and the browser agree.
  const until = formatCalendarDate(last + HISTORY_KEPT_DAYS * DAY, locale, 'long');
  return (
    <div className="chat-history__start">
      {atStart ? <p>{t('history.start')}</p> : null}
      <p className="chat-history__retention">{t('history.retention', { days: HISTORY_KEPT_DAYS, date: until })}</p>
    </div>
  );
}
