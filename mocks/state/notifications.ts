/**
 * The notification center (W24): 15 notifications for the complete-profile user, the newest five
 * unread, dated back from mockNow(). The new user has none.
 */
import type { NotificationType } from '../../sdk/generated/apiGo/hooks';
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';
import { SEED_USERS } from './accounts';

export interface NotificationRecord {
  id: number;
  user_id: number;
  type: NotificationType;
  title: string;
  content: string;
  link: string | null;
  is_read: boolean;
  created_at: number;
}

export interface NotificationsState {
  byId: Map<number, NotificationRecord>;
}

const TEMPLATES: readonly Pick<NotificationRecord, 'type' | 'title' | 'content' | 'link'>[] = [
  { type: 'interview', title: 'New interview invitation', content: 'You have a new interview invitation. Pick a time that suits you.', link: '/recommended-job/interview' },
  { type: 'interview', title: 'Interview rescheduled', content: 'Your Google Meet interview was moved; check the new time.', link: '/recommended-job/interview' },
  { type: 'chat', title: 'New message', content: 'A recruiter replied to your application.', link: '/chat' },
  { type: 'application', title: 'Resume viewed', content: 'Your resume was viewed by a recruiter.', link: '/recommended-job/applied' },
  { type: 'job_recommendation', title: 'Jobs picked for you', content: '12 new accountant jobs in Makati match your preferences.', link: '/recommended-job' },
  { type: 'interview', title: 'Interview tomorrow', content: 'Reminder: check in from two hours before your interview starts.', link: '/recommended-job/interview' },
  { type: 'vip', title: 'VIP extended', content: 'Paolo joined with your invite code: you both got one month of free VIP.', link: '/invite-friends' },
  { type: 'reward', title: 'Withdrawal completed', content: 'Your withdrawal of 500 points to TRC20 has been processed.', link: '/invite-friends' },
  { type: 'application', title: 'Application update', content: 'Your application moved to the interview stage.', link: '/recommended-job/applied' },
  { type: 'chat', title: 'Phone number exchanged', content: 'A recruiter shared their phone number with you.', link: '/chat' },
  { type: 'system', title: 'Stay safe', content: 'Never pay a fee to apply for a job. Report suspicious recruiters.', link: null },
  { type: 'job_recommendation', title: 'Remote jobs for you', content: '5 remote finance jobs open to the Philippines.', link: '/recommended-job' },
  { type: 'vip', title: 'Welcome to VIP', content: 'Angelica joined with your invite code: one more month of free VIP.', link: '/invite-friends' },
  { type: 'application', title: 'Who viewed me', content: 'Three companies viewed your profile this week.', link: '/recommended-job/viewed' },
  { type: 'system', title: 'Complete your profile', content: 'Profiles with work experience get more interview invitations.', link: '/manage-profile' },
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
