/** `/chat/{chatId}`: the conversation's header, its history and the composer; gone or failing states. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode, isApiError } from '@sdk/api-error';
import type { ChatConversation, ConversationFolder } from '@sdk/generated/chat/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { chatLink } from './chat-links';
import { useMarkConversationReadMutation } from './chat-mutation-queries';
import { conversationQuery } from './chat-queries';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageHistory } from './message-history';

/**
 * Opening a conversation reads it: its unread count goes to 0, and the folders and header follow. A
 * failure goes to the notification bar (see useMarkConversationReadMutation): the page itself still works.
 */
function useMarkRead(conversation: ChatConversation) {
  const { mutate } = useMarkConversationReadMutation();
  const { id, unread_count: unread } = conversation;
  useEffect(() => {
    if (unread === 0) return;
    mutate({ chatId: id });
  }, [id, unread, mutate]);
}

function ConversationPane({ conversation, folder }: { conversation: ChatConversation; folder: ConversationFolder }) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  useDocumentTitle(t('head.with', { name: conversation.recruiter.full_name }));
  useMarkRead(conversation);
  return (
    <article className="chat-conversation" aria-labelledby={titleId}>
      <ConversationHeader conversation={conversation} folder={folder} titleId={titleId} />
      <MessageHistory conversation={conversation} />
      <Composer conversation={conversation} />
    </article>
  );
}

export function ConversationView({ chatId, folder }: { chatId: number; folder: ConversationFolder }) {
  const { t } = useTranslation('chat');
  const language = useAtomValue(languageAtom);
  const { data, error, isPending, isError, refetch } = useQuery(conversationQuery(useQueryScope(), chatId));
  if (data) return <ConversationPane conversation={data} folder={folder} />;
  return (
    <div className="chat-conversation chat-conversation--state">
      <h1 className="page-title">{t('head.title')}</h1>
      {isPending ? (
        <LoadingState label={t('conversation.loading')} />
      ) : isError && isApiError(error, ErrorCode.NotFound) ? (
        <EmptyState
          title={t('conversation.notFound')}
          hint={t('conversation.notFoundHint')}
          action={
            <Link className="button" to={chatLink(language, folder)}>
              {t('conversation.backToList')}
            </Link>
          }
        />
      ) : (
        <ErrorState error={error} onRetry={() => void refetch()} />
      )}
    </div>
  );
}
