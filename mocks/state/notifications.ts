/**
 * The notification center (W24): 15 notifications for the complete-profile user, the newest five
 * unread, dated back from mockNow(). The new user has none.
 *
 * A record holds no text in any language: a text key and the values its text names (a friend's name,
 * a count, config-list ids), rendered in the request's language at reply time
 * (mocks/handlers/api-go/notification-text.ts, texts in mocks/seed/i18n/notifications.ts).
 */
import { z } from 'zod';
import { listNotificationsResponse } from '../../sdk/generated/apiGo/zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';
import { countryKeys } from '../seed/config/catalog-countries';
import type { CountryKey } from '../seed/config/types';
import { NOTIFICATION_TEXT_PARAMS, type NotificationParamName, type NotificationTextKey } from '../seed/i18n/notifications';
import { SEED_USERS } from './accounts';

const notificationParamSchema = z.discriminatedUnion('kind', [
  /** A proper name, written the same in every language (a person, a product, a payment network). */
  z.object({ kind: z.literal('name'), value: z.string() }),
  z.object({ kind: z.literal('number'), value: z.number() }),
  /** Options of the config lists, labelled in the request's language. */
  z.object({ kind: z.literal('function_title'), id: z.number().int() }),
  z.object({ kind: z.literal('job_category'), id: z.number().int() }),
  z.object({ kind: z.literal('location'), id: z.number().int() }),
  z.object({ kind: z.literal('country'), country_key: z.string() }),
]);

/** A value a notification's text names, kept language-neutral. */
export type NotificationParam = z.output<typeof notificationParamSchema>;

const textKeys = Object.keys(NOTIFICATION_TEXT_PARAMS) as [NotificationTextKey, ...NotificationTextKey[]];
const paramNames = [...new Set(Object.values(NOTIFICATION_TEXT_PARAMS).flat())] as [NotificationParamName, ...NotificationParamName[]];

export const notificationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  type: listNotificationsResponse.shape.data.def.right.shape.notifications.element.shape.type,
  text_key: z.enum(textKeys),
  params: z.partialRecord(z.enum(paramNames), notificationParamSchema),
  /** The country whose config lists the params' ids belong to (locations are per country). */
  lists_country: z.enum(countryKeys as [CountryKey, ...CountryKey[]]),
  link: z.string().nullable(),
  is_read: z.boolean(),
  /** Epoch ms. */
  created_at: z.number(),
});

export type NotificationRecord = RecordOf<typeof notificationSchema>;

type SeedNotification = Pick<NotificationRecord, 'type' | 'text_key' | 'params' | 'link'>;

const name = (value: string): NotificationParam => ({ kind: 'name', value });
const count = (value: number): NotificationParam => ({ kind: 'number', value });

/** Function title 1011 (Accountant), job category 18 (Finance), location 211 (Makati): ph config ids. */
const TEMPLATES: readonly SeedNotification[] = [
  { type: 'interview', text_key: 'interview_invitation', params: {}, link: '/recommended-job/interview' },
  { type: 'interview', text_key: 'interview_rescheduled', params: { platform: name('Google Meet') }, link: '/recommended-job/interview' },
  { type: 'chat', text_key: 'recruiter_replied', params: {}, link: '/chat' },
  { type: 'application', text_key: 'resume_viewed', params: {}, link: '/recommended-job/applied' },
  {
    type: 'job_recommendation', text_key: 'jobs_picked', link: '/recommended-job',
    params: { count: count(12), job_title: { kind: 'function_title', id: 1011 }, place: { kind: 'location', id: 211 } },
  },
  { type: 'interview', text_key: 'interview_reminder', params: {}, link: '/recommended-job/interview' },
  { type: 'vip', text_key: 'vip_extended_by_invite', params: { friend: name('Paolo') }, link: '/invite-friends' },
  { type: 'reward', text_key: 'withdrawal_completed', params: { points: count(500), network: name('TRC20') }, link: '/invite-friends' },
  { type: 'application', text_key: 'application_interview_stage', params: {}, link: '/recommended-job/applied' },
  { type: 'chat', text_key: 'phone_number_shared', params: {}, link: '/chat' },
  { type: 'system', text_key: 'safety_tip', params: {}, link: null },
  {
    type: 'job_recommendation', text_key: 'remote_jobs', link: '/recommended-job',
    params: { count: count(5), category: { kind: 'job_category', id: 18 }, country: { kind: 'country', country_key: 'ph' } },
  },
  { type: 'vip', text_key: 'vip_welcome_by_invite', params: { friend: name('Angelica') }, link: '/invite-friends' },
  { type: 'application', text_key: 'profile_views_this_week', params: {}, link: '/recommended-job/viewed' },
  { type: 'system', text_key: 'complete_profile_tip', params: {}, link: '/manage-profile' },
];

const UNREAD_SEEDED = 5;
export const FIRST_NOTIFICATION_ID = 800_001;

export const notifications = defineCollection('notifications', {
  schema: notificationSchema,
  seed: () => {
    const now = mockNow();
    return TEMPLATES.map((template, index) => ({
      id: FIRST_NOTIFICATION_ID + index,
      user_id: SEED_USERS.complete,
      ...template,
      // Maria's country: the config ids in the params are ph ones.
      lists_country: 'ph' as const,
      is_read: index >= UNREAD_SEEDED,
      created_at: now - (index * 7 + 1) * 3_600_000,
    }));
  },
});

/** The user's notifications, newest first. */
export async function notificationsOf(userId: number): Promise<NotificationRecord[]> {
  const own = (await notifications()).findMany((q) => q.where({ user_id: userId }));
  return own.sort((a, b) => b.created_at - a.created_at || b.id - a.id);
}

/** The notification when it exists and is the user's. */
export async function ownNotification(userId: number, id: number): Promise<NotificationRecord | undefined> {
  return (await notifications()).findFirst((q) => q.where({ id, user_id: userId }));
}

export async function unreadCountOf(userId: number): Promise<number> {
  return (await notifications()).findMany((q) => q.where({ user_id: userId, is_read: false })).length;
}

/** Marks the user's notifications read (all of them, or the one given) and returns how many changed. */
export async function markNotificationsRead(userId: number, only?: NotificationRecord): Promise<number> {
  const unread = (only ? [only] : await notificationsOf(userId)).filter((record) => !record.is_read);
  for (const record of unread) {
    await notifications.update(record, (draft) => {
      draft.is_read = true;
    });
  }
  return unread.length;
}

/** Changes a notification's link (tests show one without a link). */
export function setNotificationLink(record: NotificationRecord, link: string | null): Promise<NotificationRecord> {
  return notifications.update(record, (draft) => {
    draft.link = link;
  });
}
