/**
 * W12 chat, for signed-in users: `/chat` (the conversation list), `/chat/{chatId}` (a conversation
 * beside it) and `/chat/sent-resumes` (the resumes sent to recruiters beside it). One route for all, so
 * moving between them keeps the realtime connection.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ConversationFolder } from '@sdk/generated/chat/hooks';
import { NotFoundView } from '../../components/not-found-view';
import { chatUnreadQuery } from '../../lib/chat-unread-queries';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { scopeOf } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { interviewTimeNamespaces } from '../../components/interview-time';
import { ChatHome } from './chat-home';
import { chatIdFrom, chatPaneFrom, type ChatPane } from './chat-links';
import { ConnectionStatus } from './connection-status';
import { conversationQuery, conversationsQuery, folderFrom, messagesQuery, sentResumesQuery } from './chat-queries';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NotificationPrompt } from './notification-prompt';
import { SentResumesView } from './sent-resumes-view';
import { useChatRealtime } from './use-chat-realtime';
import './chat.css';
import type { Route } from './+types/chat-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['chat', ...interviewTimeNamespaces] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request, params }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  const pane = chatPaneFrom(params.chatId);
  if (pane.kind === 'unknown') return { status: 404 };
  const scope = scopeOf(app.store);
  const folder = folderFrom(new URL(request.url).searchParams.get('folder'));
  const { queryClient } = app;
  const work: Promise<unknown>[] = [queryClient.prefetchInfiniteQuery(conversationsQuery(scope, folder)), queryClient.prefetchQuery(chatUnreadQuery(scope))];
  if (pane.kind === 'conversation') {
    work.push(queryClient.prefetchQuery(conversationQuery(scope, pane.chatId)), queryClient.prefetchInfiniteQuery(messagesQuery(scope, pane.chatId)));
  }
  if (pane.kind === 'sentResumes') work.push(queryClient.prefetchInfiniteQuery(sentResumesQuery(scope)));
  // Errors stay in the cache: the page shows them (not found, retry).
  await waitBriefly(Promise.all(work));
  return null;
}

export const head: PageHeadFunction = (app, { params }) => {
  const t = app.i18n.t;
  const chatId = chatIdFrom(params.chatId);
  const conversation = chatId === undefined ? undefined : app.queryClient.getQueryData(conversationQuery(scopeOf(app.store), chatId).queryKey);
  const sentResumes = chatPaneFrom(params.chatId).kind === 'sentResumes';
  return {
    title: conversation ? t('chat:head.with', { name: conversation.recruiter.full_name }) : sentResumes ? t('chat:sent.title') : t('chat:head.title'),
    description: t('chat:head.description'),
    noindex: true,
  };
};

function MainPane({ pane, folder }: { pane: ChatPane; folder: ConversationFolder }) {
  if (pane.kind === 'conversation') return <ConversationView key={pane.chatId} chatId={pane.chatId} folder={folder} />;
  if (pane.kind === 'sentResumes') return <SentResumesView folder={folder} />;
  return <ChatHome />;
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function ChatRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('chat');
  const [search] = useSearchParams();
  const pane = chatPaneFrom(params.chatId);
  const chatId = pane.kind === 'conversation' ? pane.chatId : undefined;
  const folder = folderFrom(search.get('folder'));
  useChatRealtime(chatId);
  // A conversation names itself once it has loaded; the sent resumes name themselves.
  useDocumentTitle(pane.kind === 'home' ? t('head.title') : undefined);
  if (pane.kind === 'unknown') return <NotFoundView />;
  return (
    <div className={pane.kind === 'home' ? 'chat' : 'chat chat--open'}>
      <NotificationPrompt />
      <ConnectionStatus />
      <div className="chat__layout">
        <ConversationList folder={folder} activeChatId={chatId} showingSentResumes={pane.kind === 'sentResumes'} />
        <div className="chat__main">
          <MainPane pane={pane} folder={folder} />
        </div>
      </div>
    </div>
  );
}
