/**
 * The signed-in user's unread chat messages over every folder but not interested (`unread_total` of
 * listConversations): the header's Chat badge. Shared by the header and the chat feature, which
 * refreshes it when messages arrive or are read.
 */
import { getListConversationsQueryKey, getListConversationsQueryOptions } from '@sdk/generated/chat/hooks';
import { scoped, scopedKey, type QueryScope } from './query-scope';

const UNREAD_STALE_MS = 30_000;

/** One conversation per page is enough: the count comes with any page. */
export function chatUnreadQuery(scope: QueryScope) {
  return scoped(
    scope,
    getListConversationsQueryOptions(
      { folder: 'all', page: 1, size: 1 },
      { query: { staleTime: UNREAD_STALE_MS, refetchOnWindowFocus: true, select: (page) => page.unread_total } },
    ),
  );
}

/** Every conversation list of the scope (the chat page's folders and the header count). */
export function conversationListsKey(scope: QueryScope) {
  return scopedKey(scope, getListConversationsQueryKey());
}
