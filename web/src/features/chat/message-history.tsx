/**
 * The conversation's messages, oldest at the top: the newest page first, "Show earlier messages" pages
 * back (keeping the reader's place), and the history's 30-day retention is said at its start. New
 * recruiter messages and typing are announced politely; the view follows new messages when at the end.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@sdk/generated/chat/hooks';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { INTERVIEW_PARAM } from '../../lib/interview-link';
import { useQueryScope } from '../../lib/query-scope';
import { typingChatIdsAtom } from './chat-atoms';
import { messagesOf } from './chat-cache';
import { messagesQuery } from './chat-queries';
import { HistoryStart } from './history-start';
import { MessageBubble } from './message-bubble';
import { messagePreview } from './message-preview';
import { ChatAlert } from './chat-alert';

/** The interview dialog over the conversation may have changed an invitation card (accepted, declined): re-read the history once it closes. */
function useRereadAfterInterviewDialog(reread: () => unknown): void {
  const open = new URLSearchParams(useLocation().search).has(INTERVIEW_PARAM);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) void reread();
    wasOpen.current = open;
  }, [open, reread]);
}

export function MessageHistory({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation('chat');
  const query = useInfiniteQuery(messagesQuery(useQueryScope(), conversation.id));
  const typing = useAtomValue(typingChatIdsAtom).has(conversation.id);
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | undefined>(undefined);
  const messages = messagesOf(query.data);
  const last = messages[messages.length - 1];
  const [announcement, setAnnouncement] = useState('');
  const lastSeen = useRef<number | undefined>(undefined);
  const acceptedOfferId = messages.find((m) => m.offer?.status === 'accepted')?.id;
  useRereadAfterInterviewDialog(query.refetch);

  // New messages at the end: follow them; older pages at the top: keep the reader's place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keepFromBottom.current !== undefined) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = undefined;
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, [last?.id, messages.length, typing]);

  // Only what the recruiter just wrote is read out, not the pages loaded from the history.
  useEffect(() => {
    if (!last) return;
    if (lastSeen.current !== undefined && last.id > lastSeen.current && last.sender === 'recruiter') {
      setAnnouncement(t('history.newMessage', { name: conversation.recruiter.full_name, text: messagePreview(last, t) }));
    }
    lastSeen.current = Math.max(lastSeen.current ?? 0, last.id);
  }, [last, conversation.recruiter.full_name, t]);

  function showEarlier() {
    const element = scroller.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    void query.fetchNextPage();
  }

  if (query.isPending) return <LoadingState label={t('history.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} compact />;

  return (
    <div className="chat-history">
      <div ref={scroller} className="chat-history__scroll" tabIndex={0} aria-label={t('history.label')} role="region">
        <HistoryStart lastMessageAt={conversation.updated_at} atStart={!query.hasNextPage} />
        {query.hasNextPage ? (
          <button type="button" className="button button--secondary chat-history__earlier" onClick={showEarlier} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('history.loadingEarlier') : t('history.earlier')}
          </button>
        ) : null}
        <ChatAlert message={query.isFetchNextPageError ? t('history.earlierFailed') : null} />
        {messages.length === 0 ? <p className="chat-history__empty">{t('history.empty')}</p> : null}
        <ol className="chat-messages">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} conversation={conversation} acceptedOfferId={acceptedOfferId} />
          ))}
        </ol>
      </div>
      <p className="chat-history__typing" role="status">
        {typing ? t('history.typing', { name: conversation.recruiter.full_name }) : ''}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
