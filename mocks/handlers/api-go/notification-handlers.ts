/** Notification center (W24): list with paging and unread state, unread count, mark one or all read. */
import { listNotificationsQueryParams, markNotificationReadParams } from '../../../sdk/generated/apiGo/zod';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import { notifications, notificationsOf, unreadCountOf, type NotificationRecord } from '../../state/notifications';
import { validateQuery, validateValues } from '../validate-request';
import { pageOf } from '../../http/paging';

function toNotification(record: NotificationRecord) {
  const { user_id: _userId, created_at, ...fields } = record;
  return { ...fields, created_at: new Date(created_at).toISOString() };
}

export function notificationHandlers() {
  return [
    operation('listNotifications', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const query = validateQuery(request, listNotificationsQueryParams);
      if (!query.ok) return query.response;
      const { page, size, unread_only: unreadOnly } = query.data;
      const state = await notifications();
      const matching = notificationsOf(state, auth.user.id).filter((record) => !unreadOnly || !record.is_read);
      const { items, ...paging } = pageOf(matching, page, size, toNotification);
      return ok({ ...paging, unread_count: unreadCountOf(state, auth.user.id), notifications: items });
    }),
    operation('getNotificationUnreadCount', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      return ok({ unread_count: unreadCountOf(await notifications(), auth.user.id) });
    }),
    // Literal /notification/read_all is a POST like /:notificationId/read but cannot clash: it has one segment less.
    operation('markAllNotificationsRead', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const state = await notifications();
      const unread = notificationsOf(state, auth.user.id).filter((record) => !record.is_read);
      for (const record of unread) record.is_read = true;
      return ok({ updated: unread.length, unread_count: 0 });
    }),
    operation('markNotificationRead', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, markNotificationReadParams);
      if (!path.ok) return path.response;
      const state = await notifications();
      const record = state.byId.get(path.data.notificationId);
      if (!record || record.user_id !== auth.user.id) return fail(40004);
      record.is_read = true;
      return ok({ id: record.id, is_read: true, unread_count: unreadCountOf(state, auth.user.id) });
    }),
  ];
}
