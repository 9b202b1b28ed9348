/**
 * Keeps the cached conversation and its messages current after a send, a recall, an answer or a socket
 * event, without refetching the pages the user has scrolled back through.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatConversation, ChatMessage, ConversationPage, MessagePage } from '@sdk/generated/chat/hooks';
import { conversationListsKey } from '../../lib/chat-unread-queries';
import { scopedKey, type QueryScope } from '../../lib/query-scope';
import { conversationQuery, messagesQuery, sentResumesKey } from './chat-queries';

type Pages = InfiniteData<MessagePage, unknown>;

function updatePages(client: QueryClient, scope: QueryScope, chatId: number, update: (pages: MessagePage[]) => MessagePage[]): void {
  const { queryKey } = messagesQuery(scope, chatId);
  client.setQueryData<Pages>(queryKey, (data) => (data ? { ...data, pages: update(data.pages) } : data));
  // A fetch under way answers what the server had before this change and would overwrite it: start it again.
  if (client.isFetching({ queryKey }) > 0) void client.invalidateQueries({ queryKey });
}

/** Every message of the cached pages, oldest first. */
export function messagesOf(data: Pages | undefined): ChatMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];
}

/** Puts the message in place (same id) or at the end of the newest page. */
export function upsertMessage(client: QueryClient, scope: QueryScope, message: ChatMessage): void {
  updatePages(client, scope, message.chat_id, (pages) => {
    const known = pages.some((page) => page.messages.some((m) => m.id === message.id));
    if (known) return pages.map((page) => ({ ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) }));
    const [newest, ...older] = pages;
    if (!newest) return pages;
    return [{ ...newest, messages: [...newest.messages, message] }, ...older];
  });
}

/** A resent message is delivered now: it moves to the end of the history. */
export function moveToEnd(client: QueryClient, scope: QueryScope, message: ChatMessage): void {
  updatePages(client, scope, message.chat_id, (pages) => pages.map((page) => ({ ...page, messages: page.messages.filter((m) => m.id !== message.id) })));
  upsertMessage(client, scope, message);
}

export function patchMessages(client: QueryClient, scope: QueryScope, chatId: number, patch: (message: ChatMessage) => ChatMessage): void {
  updatePages(client, scope, chatId, (pages) => pages.map((page) => ({ ...page, messages: page.messages.map(patch) })));
}

export function markRecalled(client: QueryClient, scope: QueryScope, chatId: number, messageId: number, recalledAt: string): void {
  patchMessages(client, scope, chatId, (m) =>
    m.id === messageId ? { ...m, status: 'recalled', text: null, resume: null, phone_exchange: null, file: null, recalled_at: recalledAt } : m,
  );
}

/** The recruiter read the job seeker's messages up to `lastReadId` (a resume among them is now seen). */
export function markOwnRead(client: QueryClient, scope: QueryScope, chatId: number, lastReadId: number): void {
  patchMessages(client, scope, chatId, (m) => (m.sender === 'jobseeker' && m.status === 'sent' && m.id <= lastReadId ? { ...m, status: 'read' } : m));
  void client.invalidateQueries({ queryKey: sentResumesKey(scope) });
}

export function setConversation(client: QueryClient, scope: QueryScope, conversation: ChatConversation): void {
  client.setQueryData(conversationQuery(scope, conversation.id).queryKey, conversation);
}

/**
 * The folders, the header count, the conversation's own header (last message, flags, both-replied, what
 * waits for an answer) and the sent resumes (a resume sent, recalled or deleted with its conversation).
 */
export function refreshConversation(client: QueryClient, scope: QueryScope, chatId?: number): Promise<void> {
  const lists = client.invalidateQueries({ queryKey: conversationListsKey(scope) });
  const sent = client.invalidateQueries({ queryKey: sentResumesKey(scope) });
  const one = chatId === undefined ? Promise.resolve() : client.invalidateQueries({ queryKey: conversationQuery(scope, chatId).queryKey });
  return Promise.all([lists, sent, one]).then(() => undefined);
}

/** Whatever the socket may have carried while it was not connected (before its first opening, or while reconnecting): every chat query of the scope. */
export function refreshAllChats(client: QueryClient, scope: QueryScope): Promise<void> {
  return client.invalidateQueries({
    queryKey: scopedKey(scope, []),
    predicate: (query) => {
      const path = query.queryKey[1];
      return typeof path === 'string' && (path.startsWith('/chat/conversations') || path === sentResumesKey(scope)[1]);
    },
  });
}

/** The conversation as any cached query has it (its own, or a folder's page), for a notification's name and mute flag. */
export function cachedConversation(client: QueryClient, scope: QueryScope, chatId: number): ChatConversation | undefined {
  const own = client.getQueryData(conversationQuery(scope, chatId).queryKey);
  if (own) return own;
  for (const [, data] of client.getQueriesData<InfiniteData<ConversationPage> | ConversationPage>({ queryKey: conversationListsKey(scope) })) {
    const pages = data && 'pages' in data ? data.pages : data ? [data] : [];
    const found = pages.flatMap((page) => page.conversations).find((conversation) => conversation.id === chatId);
    if (found) return found;
  }
  return undefined;
}
