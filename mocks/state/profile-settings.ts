/**
 * Per-user settings and small records of the profile domain: user settings (P07), notification
 * toggles, popups already shown (R14/R15), the spring-event trigger (R13), get-started clicks (R12)
 * and avatar uploads per day (R11, 5 a day).
 */
import { z } from 'zod';
import type { NotificationSettings, UserSettings } from '../../sdk/generated/jobseeker/hooks';
import { getNotificationSettingsResponse, saveUserSettingsResponse } from '../../sdk/generated/jobseeker/zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { SEED_USERS } from './accounts';

const userId = z.number().int();

export const userSettingsSchema = saveUserSettingsResponse.shape.data.extend({ user_id: userId });
export const notificationSettingsSchema = getNotificationSettingsResponse.shape.data.extend({ user_id: userId });
export const popupSchema = z.object({ user_id: userId, popup_type: z.string(), shown_count: z.number().int(), first_shown_at: z.string(), last_shown_at: z.string() });
/** When a user first triggered the spring-event assist. */
export const springEventSchema = z.object({ user_id: userId, triggered_at: z.string() });
export const getStartedSchema = z.object({ id: z.number().int(), device_id: z.string(), email: z.string().nullable(), phone_num: z.string().nullable(), recorded_at: z.string() });
/** Avatar uploads of a user on one day (YYYY-MM-DD). */
export const avatarUploadsSchema = z.object({ user_id: userId, day: z.string(), count: z.number().int() });

export type PopupRecord = RecordOf<typeof popupSchema>;
export type GetStartedRecord = RecordOf<typeof getStartedSchema>;

export const AVATARS_PER_DAY = 5;

export function defaultNotificationSettings(): NotificationSettings {
  const on = () => ({ email: true, push: true });
  return { new_message: on(), interview_update: on(), application_update: on(), job_recommendation: on(), job_alert: on(), promotion: { email: false, push: false } };
}

const userSettings = defineCollection('user-settings', {
  schema: userSettingsSchema,
  seed: () => [{ user_id: SEED_USERS.complete, language_code: 'en-us' as const, is_subscribe: true, is_profile_visible: true, is_resume_auto_send: false }],
});
const notificationSettings = defineCollection('notification-settings', {
  schema: notificationSettingsSchema,
  seed: () => [
    { user_id: SEED_USERS.complete, ...defaultNotificationSettings(), job_recommendation: { email: true, push: false }, job_alert: { email: true, push: false } },
  ],
});
const popups = defineCollection('popup-records', { schema: popupSchema });
const springEvents = defineCollection('spring-event-triggers', { schema: springEventSchema });
export const getStartedRecords = defineCollection('get-started-records', { schema: getStartedSchema });
const avatarUploads = defineCollection('avatar-uploads', { schema: avatarUploadsSchema });

/** The record without its owner, as the replies show it. */
function withoutOwner<T extends { user_id: number }>({ user_id: _owner, ...rest }: T): Omit<T, 'user_id'> {
  return rest;
}

/** The user's settings, created from the account's language on first use. */
export async function userSettingsOf(userId: number, languageCode: UserSettings['language_code']): Promise<UserSettings> {
  const settings = await userSettings.exclusive(async () =>
    (await userSettings()).findFirst((q) => q.where({ user_id: userId }))
      ?? userSettings.create({ user_id: userId, language_code: languageCode, is_subscribe: false, is_profile_visible: true, is_resume_auto_send: false }));
  return withoutOwner(settings);
}

export async function updateUserSettings(userId: number, languageCode: UserSettings['language_code'], fields: Partial<UserSettings>): Promise<UserSettings> {
  await userSettingsOf(userId, languageCode);
  const settings = (await userSettings()).findFirst((q) => q.where({ user_id: userId }))!;
  return withoutOwner(await userSettings.update(settings, (draft) => Object.assign(draft, fields)));
}

function notificationSettingsRecord(userId: number) {
  return notificationSettings.exclusive(async () =>
    (await notificationSettings()).findFirst((q) => q.where({ user_id: userId }))
      ?? notificationSettings.create({ user_id: userId, ...defaultNotificationSettings() }));
}

/** The user's notification toggles, the defaults on first use. */
export async function notificationSettingsOf(userId: number): Promise<NotificationSettings> {
  return withoutOwner(await notificationSettingsRecord(userId));
}

type NotificationKind = keyof NotificationSettings;

/** Sets the given channels of the given kinds. */
export async function updateNotificationSettingsOf(userId: number, changes: Partial<Record<NotificationKind, Partial<NotificationSettings[NotificationKind]>>>): Promise<NotificationSettings> {
  const settings = await notificationSettingsRecord(userId);
  const updated = await notificationSettings.update(settings, (draft) => {
    for (const [kind, channels] of Object.entries(changes) as [NotificationKind, Partial<NotificationSettings[NotificationKind]>][]) {
      Object.assign(draft[kind], channels);
    }
  });
  return withoutOwner(updated);
}

/** Counts one more showing of the popup to the user. */
export function recordPopupShown(userId: number, popupType: string, now: string): Promise<PopupRecord> {
  return popups.exclusive(() => countPopup(userId, popupType, now));
}

async function countPopup(userId: number, popupType: string, now: string): Promise<PopupRecord> {
  const existing = (await popups()).findFirst((q) => q.where({ user_id: userId, popup_type: popupType }));
  if (!existing) return popups.create({ user_id: userId, popup_type: popupType, shown_count: 1, first_shown_at: now, last_shown_at: now });
  return popups.update(existing, (draft) => {
    draft.shown_count += 1;
    draft.last_shown_at = now;
  });
}

/** The user's popup records, last shown first. */
export async function popupsOf(userId: number): Promise<PopupRecord[]> {
  return (await popups()).findMany((q) => q.where({ user_id: userId })).sort((a, b) => b.last_shown_at.localeCompare(a.last_shown_at));
}

export function addGetStartedRecord(fields: Omit<GetStartedRecord, 'id'>): Promise<GetStartedRecord> {
  return getStartedRecords.insert(fields);
}

/** When the user first triggered the spring-event assist (now, on the first trigger), and whether this was it. */
export function triggerSpringEvent(userId: number, now: string): Promise<{ triggeredAt: string; isFirst: boolean }> {
  return springEvents.exclusive(async () => {
    const earlier = (await springEvents()).findFirst((q) => q.where({ user_id: userId }));
    if (earlier) return { triggeredAt: earlier.triggered_at, isFirst: false };
    await springEvents.create({ user_id: userId, triggered_at: now });
    return { triggeredAt: now, isFirst: true };
  });
}

export async function hasTriggeredSpringEvent(userId: number): Promise<boolean> {
  return (await springEvents()).findFirst((q) => q.where({ user_id: userId })) !== undefined;
}

/** Counts an avatar upload of the user on the day, unless the day's AVATARS_PER_DAY are used; the uploads that day before it, or null when refused. */
export function countAvatarUpload(userId: number, day: string): Promise<number | null> {
  return avatarUploads.exclusive(() => countUpload(userId, day));
}

async function countUpload(userId: number, day: string): Promise<number | null> {
  const today = (await avatarUploads()).findFirst((q) => q.where({ user_id: userId, day }));
  const before = today?.count ?? 0;
  if (before >= AVATARS_PER_DAY) return null;
  if (!today) await avatarUploads.create({ user_id: userId, day, count: 1 });
  else {
    await avatarUploads.update(today, (draft) => {
      draft.count += 1;
    });
  }
  return before;
}
