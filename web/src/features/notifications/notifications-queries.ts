/**
 * The notification center's calls (W24): the paged list, and marking one or all read. Each read sets the
 * header bell from the reply's unread count and refreshes the lists (lib/notification-unread.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { getListNotificationsQueryOptions, useMarkAllNotificationsRead, useMarkNotificationRead, type ListNotificationsParams } from '@sdk/generated/apiGo/hooks';
import { afterNotificationsRead } from '../../lib/notification-unread';
import { scoped, useQueryScope, type QueryScope } from '../../lib/query-scope';

export const NOTIFICATION_PAGE_SIZE = 10;
const LIST_STALE_MS = 30_000;

/** The page shows its own loading, empty and error states. */
export function notificationListQuery(scope: QueryScope, params: ListNotificationsParams) {
  return scoped(scope, getListNotificationsQueryOptions({ size: NOTIFICATION_PAGE_SIZE, ...params }, { query: { staleTime: LIST_STALE_MS, meta: { handlesError: true } } }));
}

/**
 * Marking read: a refusal goes to the notification bar (the default error path), since the reader may
 * already be on the notification's page. The follow-up lives on the mutation, so it runs after a navigation too.
 */
export function useNotificationReads() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  const onSuccess = (reply: { unread_count: number }) => afterNotificationsRead(queryClient, scope, reply.unread_count);
  return {
    markOne: useMarkNotificationRead({ mutation: { onSuccess } }),
    markAll: useMarkAllNotificationsRead({ mutation: { onSuccess } }),
  };
}
