/** Notification center (W24): list with paging and unread state, unread count, mark one or all read. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { listNotificationsQueryParams, markNotificationReadParams } from '../../../sdk/generated/apiGo/zod';
import { defineOperation } from '../../http/define-operation';
import { pageOf } from '../../http/paging';
import { fail, ok } from '../../http/reply';
import type { LanguageCode } from '../../seed/config/types';
import { markNotificationsRead, notificationsOf, ownNotification, unreadCountOf, type NotificationRecord } from '../../state/notifications';
import { notificationText } from './notification-text';

/** The reply's notification: its text rendered in the request's language (the record keeps only a text key and values). */
function toNotification(record: NotificationRecord, language: LanguageCode) {
  const { title, content } = notificationText(record, language);
  return { id: record.id, type: record.type, title, content, link: record.link, is_read: record.is_read, created_at: new Date(record.created_at).toISOString() };
}

export function notificationHandlers() {
  return [
    defineOperation('listNotifications', {
      access: 'user',
      query: listNotificationsQueryParams,
      handle: async ({ user, query, ctx }) => {
        const { page, size, unread_only: unreadOnly } = query;
        const matching = (await notificationsOf(user.id)).filter((record) => !unreadOnly || !record.is_read);
        const { items, ...paging } = pageOf(matching, page, size, (record) => toNotification(record, ctx.language));
        return ok({ ...paging, unread_count: await unreadCountOf(user.id), notifications: items });
      },
    }),
    defineOperation('getNotificationUnreadCount', {
      access: 'user',
      handle: async ({ user }) => ok({ unread_count: await unreadCountOf(user.id) }),
    }),
    // Literal /notification/read_all is a POST like /:notificationId/read but cannot clash: it has one segment less.
    defineOperation('markAllNotificationsRead', {
      access: 'user',
      handle: async ({ user }) => ok({ updated: await markNotificationsRead(user.id), unread_count: 0 }),
    }),
    defineOperation('markNotificationRead', {
      access: 'user',
      params: markNotificationReadParams,
      handle: async ({ user, params }) => {
        const record = await ownNotification(user.id, params.notificationId);
        if (!record) return fail(ErrorCode.NotFound);
        await markNotificationsRead(user.id, record);
        return ok({ id: record.id, is_read: true, unread_count: await unreadCountOf(user.id) });
      },
    }),
  ];
}
