/**
 * The chat page's queries, one options function per call, shared by the route loaders and the page:
 * conversation folders (paged), one conversation, its messages (paged backwards), common phrases,
 * greetings, the user's resumes (to send one), the resumes already sent (paged) and the socket ticket.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  getChatSocketTicket, getGetConversationQueryOptions, getListCommonPhrasesQueryOptions, getListGreetingsQueryOptions,
  getListMessagesQueryKey, getListSentResumesQueryKey, listConversations, getListConversationsQueryKey, listMessages, listSentResumes,
  type ConversationFolder,
} from '@sdk/generated/chat/hooks';
import { getListResumesQueryOptions } from '@sdk/generated/jobseeker/hooks';
import { scoped, scopedKey, type QueryScope } from '../../lib/query-scope';

export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 20;
export const SENT_RESUMES_PAGE_SIZE = 20;
export const FOLDERS = ['all', 'not_interested', 'pinned', 'muted'] as const satisfies readonly ConversationFolder[];

/** The folder named by the page's `?folder=`; anything else is `all`. */
export function folderFrom(value: string | null | undefined): ConversationFolder {
  return (FOLDERS as readonly string[]).includes(value ?? '') ? (value as ConversationFolder) : 'all';
}

/** A folder's conversations, page after page ("Show more"). */
export function conversationsQuery(scope: QueryScope, folder: ConversationFolder) {
  const params = { folder, size: CONVERSATIONS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: scopedKey(scope, [...getListConversationsQueryKey(params), 'pages']),
    queryFn: ({ pageParam, signal }) => listConversations({ ...params, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    retryOnMount: false,
  });
}

export function conversationQuery(scope: QueryScope, chatId: number) {
  return scoped(scope, getGetConversationQueryOptions(chatId, { query: { retryOnMount: false } }));
}

/** The messages, newest page first (`pages[0]`); each page is oldest first. `fetchNextPage` goes back in time. */
export function messagesQuery(scope: QueryScope, chatId: number) {
  return infiniteQueryOptions({
    queryKey: scopedKey(scope, [...getListMessagesQueryKey(chatId), 'pages']),
    queryFn: ({ pageParam, signal }) => listMessages(chatId, { size: MESSAGES_PAGE_SIZE, ...(pageParam ? { before_id: pageParam } : {}) }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
    retryOnMount: false,
    // The socket keeps the open conversation current; refetching would only drop the older pages' place.
    staleTime: 5 * 60_000,
  });
}

/** Every page of sent resumes (for invalidation after a send, a recall or a deletion). */
export function sentResumesKey(scope: QueryScope) {
  return scopedKey(scope, getListSentResumesQueryKey());
}

/** The resumes the user sent, newest first, page after page ("Show more"). */
export function sentResumesQuery(scope: QueryScope) {
  const params = { size: SENT_RESUMES_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: scopedKey(scope, [...getListSentResumesQueryKey(params), 'pages']),
    queryFn: ({ pageParam, signal }) => listSentResumes({ ...params, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    retryOnMount: false,
  });
}

export function commonPhrasesQuery(scope: QueryScope) {
  return scoped(scope, getListCommonPhrasesQueryOptions());
}

export function greetingsQuery(scope: QueryScope) {
  return scoped(scope, getListGreetingsQueryOptions());
}

export function resumesQuery(scope: QueryScope) {
  return scoped(scope, getListResumesQueryOptions());
}

/** A fresh one-connection ticket for the chat socket (never cached: each connection needs its own). */
export function fetchChatSocketTicket(signal?: AbortSignal) {
  return getChatSocketTicket({ signal });
}
