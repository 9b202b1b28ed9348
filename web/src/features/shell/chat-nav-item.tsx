/** The header's "Chat" item for signed-in users, with the number of unread messages over every folder but not interested. */
import { DrawnText } from './drawn-text';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { chatUnreadQuery } from '../../lib/chat-unread-queries';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';

/** Rendered for a signed-in user only (signed-in-header.tsx). */
export function ChatNavItem({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const unread = useQuery(chatUnreadQuery(useQueryScope())).data ?? 0;
  return (
    <li>
      <NavLink
        className="shell-nav__link"
        to={localHref(language, '/:lang?/chat/:chatId?')}
        onClick={onNavigate}
        aria-label={unread > 0 ? t('header.chatUnread', { count: unread }) : undefined}
      >
        {t('header.nav.chat')}
        {unread > 0 ? (
          <DrawnText className="shell-nav__badge" text={unread > 99 ? '99+' : String(unread)} />
        ) : null}
      </NavLink>
    </li>
  );
}
