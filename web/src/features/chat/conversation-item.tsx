/** One conversation in the list: who, about which job, the last message, when, when to expect a reply, unread count and flags. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatConversation, ConversationFolder } from '@sdk/generated/chat/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { languageAtom } from '../../lib/session-atoms';
import { chatLink } from './chat-links';
import { ChatTime } from './chat-time';
import { messagePreview } from './message-preview';
import { ReplyGuardBadge } from './reply-guard';
import { ReplyLabel } from './reply-label';

interface ConversationItemProps {
  conversation: ChatConversation;
  folder: ConversationFolder;
  active: boolean;
}

export function ConversationItem({ conversation, folder, active }: ConversationItemProps) {
  const { t } = useTranslation('chat');
  const language = useAtomValue(languageAtom);
  const { recruiter, job, last_message: last, unread_count: unread } = conversation;
  return (
    <Link
      className={active ? 'chat-item chat-item--active' : 'chat-item'}
      to={chatLink(language, folder, conversation.id)}
      aria-current={active ? 'page' : undefined}
    >
      <img className="chat-item__avatar" src={recruiter.avatar} alt="" width={40} height={40} loading="lazy" />
      <span className="chat-item__body">
        <span className="chat-item__top">
          <span className="chat-item__name" dir="auto">
            {recruiter.full_name}
          </span>
          <ChatTime className="chat-item__time" iso={conversation.updated_at} />
        </span>
        <span className="chat-item__job" dir="auto">
          {recruiter.company_name} · {job.title}
        </span>
        <span className="chat-item__preview" dir="auto">
          {last ? messagePreview(last, t) : t('list.noMessages')}
        </span>
        <ReplyGuardBadge conversation={conversation} />
        <span className="chat-item__meta">
          <ReplyLabel conversation={conversation} />
          {conversation.is_pinned ? <span className="chat-item__flag">{t('flags.pinned')}</span> : null}
          {conversation.is_muted ? <span className="chat-item__flag">{t('flags.muted')}</span> : null}
        </span>
      </span>
      {unread > 0 ? (
        <span className="chat-item__unread">
          <span aria-hidden="true">{unread}</span>
          <span className="visually-hidden">{t('list.unread', { count: unread })}</span>
        </span>
      ) : null}
    </Link>
  );
}
