/**
 * Per-user settings and small records of the profile domain: user settings (P07), notification
 * toggles, popups already shown (R14/R15), the spring-event trigger (R13), get-started clicks (R12)
 * and avatar uploads per day (R11, 5 a day).
 */
import type { NotificationSettings, UserSettings } from '../../sdk/generated/jobseeker/hooks';
import { defineDomainState } from '../db/domain-state';
import { SEED_USERS } from './accounts';

export interface PopupRecord {
  user_id: number;
  popup_type: string;
  shown_count: number;
  first_shown_at: string;
  last_shown_at: string;
}

export interface GetStartedRecord {
  id: number;
  device_id: string;
  email: string | null;
  phone_num: string | null;
  recorded_at: string;
}

export interface ProfileSettingsState {
  userSettings: Map<number, UserSettings>;
  notifications: Map<number, NotificationSettings>;
  /** Keyed by `${user_id}:${popup_type}`. */
  popups: Map<string, PopupRecord>;
  /** When each user first triggered the spring-event assist. */
  springEvents: Map<number, string>;
  getStartedRecords: Map<number, GetStartedRecord>;
  /** Avatar uploads, keyed by `${user_id}:${YYYY-MM-DD}`. */
  avatarUploads: Map<string, number>;
  nextRecordId: number;
}

export const AVATARS_PER_DAY = 5;

export function defaultNotificationSettings(): NotificationSettings {
  const on = () => ({ email: true, push: true });
  return { new_message: on(), interview_update: on(), application_update: on(), job_recommendation: on(), job_alert: on(), promotion: { email: false, push: false } };
}

function createProfileSettings(): ProfileSettingsState {
  const notifications = new Map<number, NotificationSettings>();
  notifications.set(SEED_USERS.complete, { ...defaultNotificationSettings(), job_recommendation: { email: true, push: false }, job_alert: { email: true, push: false } });
  const userSettings = new Map<number, UserSettings>();
  userSettings.set(SEED_USERS.complete, { language_code: 'en-us', is_subscribe: true, is_profile_visible: true, is_resume_auto_send: false });
  return { userSettings, notifications, popups: new Map(), springEvents: new Map(), getStartedRecords: new Map(), avatarUploads: new Map(), nextRecordId: 1 };
}

export const profileSettings = defineDomainState('profile-settings', createProfileSettings);

/** The user's settings, created from the account's language on first use. */
export function userSettingsOf(state: ProfileSettingsState, userId: number, languageCode: UserSettings['language_code']): UserSettings {
  let settings = state.userSettings.get(userId);
  if (!settings) {
    settings = { language_code: languageCode, is_subscribe: false, is_profile_visible: true, is_resume_auto_send: false };
    state.userSettings.set(userId, settings);
  }
  return settings;
}

export function updateUserSettings(settings: UserSettings, fields: Partial<UserSettings>): UserSettings {
  return Object.assign(settings, fields);
}

/** The user's notification toggles, the defaults on first use. */
export function notificationSettingsOf(state: ProfileSettingsState, userId: number): NotificationSettings {
  let settings = state.notifications.get(userId);
  if (!settings) {
    settings = defaultNotificationSettings();
    state.notifications.set(userId, settings);
  }
  return settings;
}

type NotificationKind = keyof NotificationSettings;

/** Sets the given channels of the given kinds. */
export function updateNotificationSettingsOf(settings: NotificationSettings, changes: Partial<Record<NotificationKind, Partial<NotificationSettings[NotificationKind]>>>): void {
  for (const [kind, channels] of Object.entries(changes) as [NotificationKind, Partial<NotificationSettings[NotificationKind]>][]) {
    Object.assign(settings[kind], channels);
  }
}

/** Counts one more showing of the popup to the user. */
export function recordPopupShown(state: ProfileSettingsState, userId: number, popupType: string, now: string): PopupRecord {
  const key = `${userId}:${popupType}`;
  const existing = state.popups.get(key);
  const record = existing
    ? { ...existing, shown_count: existing.shown_count + 1, last_shown_at: now }
    : { user_id: userId, popup_type: popupType, shown_count: 1, first_shown_at: now, last_shown_at: now };
  state.popups.set(key, record);
  return record;
}

export function addGetStartedRecord(state: ProfileSettingsState, fields: Omit<GetStartedRecord, 'id'>): GetStartedRecord {
  const record = { id: state.nextRecordId, ...fields };
  state.nextRecordId += 1;
  state.getStartedRecords.set(record.id, record);
  return record;
}

/** When the user first triggered the spring-event assist (now, on the first trigger), and whether this was it. */
export function triggerSpringEvent(state: ProfileSettingsState, userId: number, now: string): { triggeredAt: string; isFirst: boolean } {
  const earlier = state.springEvents.get(userId);
  if (earlier !== undefined) return { triggeredAt: earlier, isFirst: false };
  state.springEvents.set(userId, now);
  return { triggeredAt: now, isFirst: true };
}
