/**
 * The notification center (W24): 15 notifications for the complete-profile user, the newest five
 * unread, dated back from mockNow(). The new user has none.
 *
 * A record holds no text in any language: a text key and the values its text names (a friend's name,
 * a count, config-list ids), rendered in the request's language at reply time
 * (mocks/handlers/api-go/notification-text.ts, texts in mocks/seed/i18n/notifications.ts).
 */
import type { NotificationType } from '../../sdk/generated/apiGo/hooks';
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';
import type { CountryKey } from '../seed/config/types';
import type { NotificationParamName, NotificationTextKey } from '../seed/i18n/notifications';
import { SEED_USERS } from './accounts';

/** A value a notification's text names, kept language-neutral. */
export type NotificationParam =
  /** A proper name, written the same in every language (a person, a product, a payment network). */
  | { kind: 'name'; value: string }
  | { kind: 'number'; value: number }
  /** Options of the config lists, labelled in the request's language. */
  | { kind: 'function_title'; id: number }
  | { kind: 'job_category'; id: number }
  | { kind: 'location'; id: number }
  | { kind: 'country'; country_key: string };

export interface NotificationRecord {
  id: number;
  user_id: number;
  type: NotificationType;
  text_key: NotificationTextKey;
  params: Readonly<Partial<Record<NotificationParamName, NotificationParam>>>;
  /** The country whose config lists the params' ids belong to (locations are per country). */
  lists_country: CountryKey;
  link: string | null;
  is_read: boolean;
  created_at: number;
}

export interface NotificationsState {
  byId: Map<number, NotificationRecord>;
}

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

function createNotifications(): NotificationsState {
  const now = mockNow();
  const byId = new Map<number, NotificationRecord>();
  TEMPLATES.forEach((template, index) => {
    const id = FIRST_NOTIFICATION_ID + index;
    byId.set(id, {
      id,
      user_id: SEED_USERS.complete,
      ...template,
      // Maria's country: the config ids in the params are ph ones.
      lists_country: 'ph',
      is_read: index >= UNREAD_SEEDED,
      created_at: now - (index * 7 + 1) * 3_600_000,
    });
  });
  return { byId };
}

export const notifications = defineDomainState('notifications', createNotifications);

/** The user's notifications, newest first. */
export function notificationsOf(state: NotificationsState, userId: number): NotificationRecord[] {
  return [...state.byId.values()].filter((record) => record.user_id === userId).sort((a, b) => b.created_at - a.created_at || b.id - a.id);
}

export function unreadCountOf(state: NotificationsState, userId: number): number {
  return notificationsOf(state, userId).filter((record) => !record.is_read).length;
}

/** Marks the user's notifications read (all of them, or the one given) and returns how many changed. */
export function markNotificationsRead(state: NotificationsState, userId: number, only?: NotificationRecord): number {
  const unread = (only ? [only] : notificationsOf(state, userId)).filter((record) => !record.is_read);
  for (const record of unread) record.is_read = true;
  return unread.length;
}
