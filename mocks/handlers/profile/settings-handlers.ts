/** P04 account settings, P07 user settings, implied notification settings, R14/R15 popup records. */
import type { NotificationSettings, UserSettings } from '../../../sdk/generated/jobseeker/hooks';
import { recordPopupWindowBody, saveUserSettingsBody, updateNotificationSettingsBody } from '../../../sdk/generated/jobseeker/zod';
import { operation } from '../../http/operation';
import { ok } from '../../http/reply';
import { requireUser, type AccountRecord } from '../../state/accounts';
import { defaultNotificationSettings, profileSettings, type ProfileSettingsState } from '../../state/profile-settings';
import { validateBody } from '../validate-request';
import { definedFields, nowIso } from './profile-request';

function settingsOf(state: ProfileSettingsState, user: AccountRecord): UserSettings {
  let settings = state.userSettings.get(user.id);
  if (!settings) {
    settings = { language_code: user.language_code, is_subscribe: false, is_profile_visible: true, is_resume_auto_send: false };
    state.userSettings.set(user.id, settings);
  }
  return settings;
}

function notificationsOf(state: ProfileSettingsState, userId: number): NotificationSettings {
  let settings = state.notifications.get(userId);
  if (!settings) {
    settings = defaultNotificationSettings();
    state.notifications.set(userId, settings);
  }
  return settings;
}

export function settingsHandlers() {
  return [
    operation('getAccountSetting', async ({ request }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      const { user } = signedIn;
      return ok({
        email: user.email, is_email_verify: user.is_email_verify, phone_country_code: user.phone_country_code, phone_num: user.phone_num,
        is_mobile_verified: user.is_mobile_verified, has_password: Boolean(user.password), social_accounts: user.social_accounts.map((social) => social.social_type),
        settings: settingsOf(await profileSettings(), user), created_at: user.created_at,
      });
    }),
    operation('saveUserSettings', async ({ request }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      const body = await validateBody(request, saveUserSettingsBody);
      if (!body.ok) return body.response;
      const settings = Object.assign(settingsOf(await profileSettings(), signedIn.user), definedFields(body.data));
      signedIn.user.language_code = settings.language_code;
      return ok(settings);
    }),
    operation('getNotificationSettings', async ({ request }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      return ok(notificationsOf(await profileSettings(), signedIn.user.id));
    }),
    operation('updateNotificationSettings', async ({ request }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      const body = await validateBody(request, updateNotificationSettingsBody);
      if (!body.ok) return body.response;
      const settings = notificationsOf(await profileSettings(), signedIn.user.id);
      for (const [kind, channels] of Object.entries(definedFields(body.data)) as [keyof NotificationSettings, Partial<NotificationSettings[keyof NotificationSettings]>][]) {
        Object.assign(settings[kind], definedFields(channels));
      }
      return ok(settings);
    }),
    operation('recordPopupWindow', async ({ request }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      const body = await validateBody(request, recordPopupWindowBody);
      if (!body.ok) return body.response;
      const state = await profileSettings();
      const key = `${signedIn.user.id}:${body.data.popup_type}`;
      const now = nowIso();
      const existing = state.popups.get(key);
      const record = existing
        ? { ...existing, shown_count: existing.shown_count + 1, last_shown_at: now }
        : { user_id: signedIn.user.id, popup_type: body.data.popup_type, shown_count: 1, first_shown_at: now, last_shown_at: now };
      state.popups.set(key, record);
      const { user_id: _owner, ...reply } = record;
      return ok(reply);
    }),
    operation('listPopupWindowRecords', async ({ request }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      const records = [...(await profileSettings()).popups.values()]
        .filter((record) => record.user_id === signedIn.user.id)
        .sort((a, b) => b.last_shown_at.localeCompare(a.last_shown_at))
        .map(({ user_id: _owner, ...record }) => record);
      return ok({ records });
    }),
  ];
}
