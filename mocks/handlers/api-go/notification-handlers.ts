/** Notification center (W24): list with paging and unread state, unread count, mark one or all read. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { listNotificationsQueryParams, markNotificationReadParams } from '../../../sdk/generated/apiGo/zod';
import { defineOperation } from '../../http/define-operation';
import { pageOf } from '../../http/paging';
import { fail, ok } from '../../http/reply';
import { markNotificationsRead, notifications, notificationsOf, unreadCountOf, type NotificationRecord } from '../../state/notifications';

function toNotification(record: NotificationRecord) {
  const { user_id: _userId, created_at, ...fields } = record;
  return { ...fields, created_at: new Date(created_at).toISOString() };
}

export function notificationHandlers() {
  return [
    defineOperation('listNotifications', {
      access: 'user',
      query: listNotificationsQueryParams,
      handle: async ({ user, query }) => {
        const { page, size, unread_only: unreadOnly } = query;
        const state = await notifications();
        const matching = notificationsOf(state, user.id).filter((record) => !unreadOnly || !record.is_read);
        const { items, ...paging } = pageOf(matching, page, size, toNotification);
        return ok({ ...paging, unread_count: unreadCountOf(state, user.id), notifications: items });
      },
    }),
    defineOperation('getNotificationUnreadCount', {
      access: 'user',
      handle: async ({ user }) => ok({ unread_count: unreadCountOf(await notifications(), user.id) }),
    }),
    // Literal /notification/read_all is a POST like /:notificationId/read but cannot clash: it has one segment less.
    defineOperation('markAllNotificationsRead', {
      access: 'user',
      handle: async ({ user }) => ok({ updated: markNotificationsRead(await notifications(), user.id), unread_count: 0 }),
    }),
    defineOperation('markNotificationRead', {
      access: 'user',
      params: markNotificationReadParams,
      handle: async ({ user, params }) => {
        const state = await notifications();
        const record = state.byId.get(params.notificationId);
        if (!record || record.user_id !== user.id) return fail(ErrorCode.NotFound);
        markNotificationsRead(state, user.id, record);
        return ok({ id: record.id, is_read: true, unread_count: unreadCountOf(state, user.id) });
      },
    }),
  ];
}
