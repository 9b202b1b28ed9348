/** P04 account settings, P07 user settings, implied notification settings, R14/R15 popup records. */
import { recordPopupWindowBody, saveUserSettingsBody, updateNotificationSettingsBody } from '../../../sdk/generated/jobseeker/zod';
import { defineOperation } from '../../http/define-operation';
import { ok } from '../../http/reply';
import { updateAccount } from '../../state/accounts';
import {
  notificationSettingsOf, popupsOf, recordPopupShown, updateNotificationSettingsOf, updateUserSettings, userSettingsOf,
} from '../../state/profile-settings';
import { definedFields, nowIso } from './profile-request';

export function settingsHandlers() {
  return [
    defineOperation('getAccountSetting', {
      access: 'user',
      handle: async ({ user }) => ok({
        email: user.email, is_email_verify: user.is_email_verify, phone_country_code: user.phone_country_code, phone_num: user.phone_num,
        is_mobile_verified: user.is_mobile_verified, has_password: Boolean(user.password), social_accounts: user.social_accounts.map((social) => social.social_type),
        settings: await userSettingsOf(user.id, user.language_code), created_at: user.created_at,
      }),
    }),
    defineOperation('saveUserSettings', {
      access: 'user',
      body: saveUserSettingsBody,
      handle: async ({ user, body }) => {
        const settings = await updateUserSettings(user.id, user.language_code, definedFields(body));
        await updateAccount(user, { language_code: settings.language_code });
        return ok(settings);
      },
    }),
    defineOperation('getNotificationSettings', {
      access: 'user',
      handle: async ({ user }) => ok(await notificationSettingsOf(user.id)),
    }),
    defineOperation('updateNotificationSettings', {
      access: 'user',
      body: updateNotificationSettingsBody,
      handle: async ({ user, body }) => {
        const changes = Object.fromEntries(Object.entries(definedFields(body)).map(([kind, channels]) => [kind, definedFields(channels)]));
        return ok(await updateNotificationSettingsOf(user.id, changes));
      },
    }),
    defineOperation('recordPopupWindow', {
      access: 'user',
      body: recordPopupWindowBody,
      handle: async ({ user, body }) => {
        const { user_id: _owner, ...reply } = await recordPopupShown(user.id, body.popup_type, nowIso());
        return ok(reply);
      },
    }),
    defineOperation('listPopupWindowRecords', {
      access: 'user',
      handle: async ({ user }) => {
        const records = (await popupsOf(user.id)).map(({ user_id: _owner, ...record }) => record);
        return ok({ records });
      },
    }),
  ];
}
