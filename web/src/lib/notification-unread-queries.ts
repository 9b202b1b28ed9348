/**
 * The signed-in user's unread notification count (getNotificationUnreadCount): the header's bell. Shared
 * by the header and the notification center (W24), which sets it from each read reply and refreshes it.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetNotificationUnreadCountQueryKey,
  getGetNotificationUnreadCountQueryOptions,
  getListNotificationsQueryKey,
  type UnreadCount,
} from '@sdk/generated/apiGo/hooks';
import { scoped, scopedKey, type QueryScope } from './query-scope';

const UNREAD_STALE_MS = 60_000;

/** A missing count is no error worth a message: the bell stays quiet when the call fails. */
export function notificationUnreadQuery(scope: QueryScope) {
  return scoped(
    scope,
    getGetNotificationUnreadCountQueryOptions({
      query: { staleTime: UNREAD_STALE_MS, refetchOnWindowFocus: true, retry: false, select: (reply) => reply.unread_count },
    }),
  );
}

/** After a read: the bell shows the reply's count at once, and every notification page is refetched. */
export function afterNotificationsRead(queryClient: QueryClient, scope: QueryScope, unreadCount: number): void {
  queryClient.setQueryData<UnreadCount>(scopedKey(scope, getGetNotificationUnreadCountQueryKey()), { unread_count: unreadCount });
  void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListNotificationsQueryKey()) });
}
