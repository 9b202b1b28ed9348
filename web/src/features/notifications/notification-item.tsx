/** One notification: unread marked in words and colour; opening it (its link, or "mark as read") marks it read. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@sdk/generated/apiGo/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { withLanguage } from '../../lib/resolve-language';
import { languageAtom } from '../../lib/session-atoms';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';

/** Only a path of this site is followed (never another host: `//x` or `https:`). */
function inAppPath(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

interface Props {
  notification: Notification;
  onRead: (id: number) => void;
  marking: boolean;
}

export function NotificationItem({ notification, onRead, marking }: Props) {
  const { t } = useTranslation('notifications');
  const language = useAtomValue(languageAtom);
  const formatDate = useFormatInstant('dateTime');
  const unread = !notification.is_read;
  const path = inAppPath(notification.link);
  const markIfUnread = () => {
    if (unread) onRead(notification.id);
  };

  return (
    <article className={unread ? 'notifications-item notifications-item--unread' : 'notifications-item'}>
      <p className="notifications-item__meta">
        <span className="notifications-item__type">{t(`type.${notification.type}`)}</span>
        <time dateTime={notification.created_at}>{formatDate(notification.created_at)}</time>
        {unread ? <span className="notifications-item__badge">{t('item.unread')}</span> : null}
      </p>
      <h2 className="notifications-item__title" dir="auto">
        {path ? (
          <Link to={withLanguage(path, language)} onClick={markIfUnread}>
            {notification.title}
          </Link>
        ) : (
          notification.title
        )}
      </h2>
      <p className="notifications-item__content" dir="auto">
        {notification.content}
      </p>
      {unread && !path ? (
        <button
          type="button"
          className="button button--secondary notifications-item__read"
          aria-label={t('item.markReadOf', { title: notification.title })}
          disabled={marking}
          onClick={markIfUnread}
        >
          {t('item.markRead')}
        </button>
      ) : null}
    </article>
  );
}
