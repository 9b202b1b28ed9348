/**
 * The notification center's calls (W24): the paged list, and marking one or all read. Each read sets the
 * header bell from the reply's unread count and refreshes the lists (lib/notification-unread-queries.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { getListNotificationsQueryOptions, useMarkAllNotificationsRead, useMarkNotificationRead, type ListNotificationsParams } from '@sdk/generated/apiGo/hooks';
import { afterNotificationsRead } from '../../lib/notification-unread-queries';
import { scoped, useQueryScope, type QueryScope } from '../../lib/query-scope';

export const NOTIFICATION_PAGE_SIZE = 10;
const LIST_STALE_MS = 30_000;

/** The page shows its own loading, empty and error states. */
export function notificationListQuery(scope: QueryScope, params: ListNotificationsParams) {
  return scoped(scope, getListNotificationsQueryOptions({ size: NOTIFICATION_PAGE_SIZE, ...params }, { query: { staleTime: LIST_STALE_MS } }));
}

/** Sets the bell from a read's reply and refreshes the lists; on the mutation, so it runs after a navigation too. */
function useAfterRead() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return (reply: { unread_count: number }) => afterNotificationsRead(queryClient, scope, reply.unread_count);
}

/**
 * Marking one read happens as the reader opens the notification, usually leaving for its page: the page
 * has no place left to answer, so a refusal goes to the notification bar.
 */
export function useMarkNotificationReadMutation() {
  return useMarkNotificationRead({ mutation: { onSuccess: useAfterRead(), meta: { notifyOnError: true } } });
}

/** "Mark all as read": the page shows a refusal beside the button. */
export function useMarkAllNotificationsReadMutation() {
  return useMarkAllNotificationsRead({ mutation: { onSuccess: useAfterRead() } });
}
