/**
 * W12 chat, for signed-in users: `/chat` (the conversation list) and `/chat/{chatId}` (a conversation
 * beside it). One route for both, so moving between conversations keeps the realtime connection.
 */
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams, type LoaderFunction } from 'react-router';
import { NotFoundView } from '../../components/not-found-view';
import { chatUnreadQuery } from '../../lib/chat-unread';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { scopeOf } from '../../lib/query-scope';
import type { RouteContext } from '../../lib/route-context';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChatHome } from './chat-home';
import { chatIdFrom } from './chat-links';
import { ConnectionStatus } from './connection-status';
import { conversationQuery, conversationsQuery, folderFrom, messagesQuery } from './chat-queries';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NotificationPrompt } from './notification-prompt';
import { useChatRealtime } from './use-chat-realtime';
import './chat.css';

export const namespaces = ['chat'] as const;

export function createLoader(app: RouteContext): LoaderFunction {
  return async ({ request, params }) => {
    signedInOnly(app, request);
    const chatId = chatIdFrom(params.chatId);
    if (params.chatId !== undefined && chatId === undefined) return { status: 404 };
    const scope = scopeOf(app.store);
    const folder = folderFrom(new URL(request.url).searchParams.get('folder'));
    const { queryClient } = app;
    const work: Promise<unknown>[] = [queryClient.prefetchInfiniteQuery(conversationsQuery(scope, folder)), queryClient.prefetchQuery(chatUnreadQuery(scope))];
    if (chatId !== undefined) {
      work.push(queryClient.prefetchQuery(conversationQuery(scope, chatId)), queryClient.prefetchInfiniteQuery(messagesQuery(scope, chatId)));
    }
    // Errors stay in the cache: the page shows them (not found, retry).
    await waitBriefly(Promise.all(work));
    return null;
  };
}

export const head: PageHeadFunction = (app, { params }) => {
  const t = app.i18n.t;
  const chatId = chatIdFrom(params.chatId);
  const conversation = chatId === undefined ? undefined : app.queryClient.getQueryData(conversationQuery(scopeOf(app.store), chatId).queryKey);
  return {
    title: conversation ? t('chat:head.with', { name: conversation.recruiter.full_name }) : t('chat:head.title'),
    description: t('chat:head.description'),
    noindex: true,
  };
};

export function Component() {
  const { t } = useTranslation('chat');
  const params = useParams();
  const [search] = useSearchParams();
  const chatId = chatIdFrom(params.chatId);
  const folder = folderFrom(search.get('folder'));
  useChatRealtime(chatId);
  useDocumentTitle(chatId === undefined ? t('head.title') : undefined);
  if (params.chatId !== undefined && chatId === undefined) return <NotFoundView />;
  return (
    <div className={chatId === undefined ? 'chat' : 'chat chat--open'}>
      <NotificationPrompt />
      <ConnectionStatus />
      <div className="chat__layout">
        <ConversationList folder={folder} activeChatId={chatId} />
        <div className="chat__main">{chatId === undefined ? <ChatHome /> : <ConversationView key={chatId} chatId={chatId} folder={folder} />}</div>
      </div>
    </div>
  );
}
