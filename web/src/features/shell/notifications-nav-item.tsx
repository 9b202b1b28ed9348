/**
 * The header's notification bell (W24) for signed-in users: it leads to /notifications and shows the
 * unread count (getNotificationUnreadCount), which the notification center updates after each read.
 * The count comes after hydration: the server render has no count call, so both renders agree.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { notificationUnreadQuery } from '../../lib/notification-unread-queries';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';

function NotificationsLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const unread = useQuery(notificationUnreadQuery(useQueryScope())).data ?? 0;
  return (
    <NavLink
      className="shell-nav__link shell-nav__bell"
      to={localHref(language, '/:lang?/notifications')}
      onClick={onNavigate}
      aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : undefined}
    >
      <svg className="shell-nav__bell-icon" aria-hidden="true" viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {/* Words on the narrow-screen menu; on wide screens the bell alone keeps the header on one row. */}
      <span className="shell-nav__bell-text">{t('header.nav.notifications')}</span>
      {unread > 0 ? (
        <span className="shell-nav__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}

/** Rendered for a signed-in user only (signed-in-header.tsx). */
export function NotificationsNavItem({ onNavigate }: { onNavigate: () => void }) {
  return (
    <li>
      <NotificationsLink onNavigate={onNavigate} />
    </li>
  );
}
