/**
 * The notifications tab: email and push per kind of notification (getNotificationSettings), and the
 * account's email and privacy switches (getAccountSetting / saveUserSettings). Each switch saves at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountSetting, NotificationSettings } from '@sdk/generated/jobseeker/hooks';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useQueryScope } from '../../lib/query-scope';
import { SettingsSwitch } from './settings-switch';
import { accountSettingQuery, notificationSettingsQuery, useNotificationSettingsToggle, useUserSettingsToggle } from './settings-queries';
import { ToggleOutcomeMessage } from './toggle-outcome';

const KINDS = ['new_message', 'interview_update', 'application_update', 'job_recommendation', 'job_alert', 'promotion'] as const;
const CHANNELS = ['email', 'push'] as const;
const USER_SWITCHES = ['is_subscribe', 'is_profile_visible', 'is_resume_auto_send'] as const;

function NotificationSwitches({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('settings');
  const { toggle, outcome } = useNotificationSettingsToggle();
  return (
    <>
      {KINDS.map((kind) => (
        <fieldset key={kind} className="settings-group">
          <legend className="settings-group__title">{t(`notifications.kinds.${kind}`)}</legend>
          {CHANNELS.map((channel) => {
            const label = t('notifications.switchName', { kind: t(`notifications.kinds.${kind}`), channel: t(`notifications.channels.${channel}`) });
            return (
              <SettingsSwitch
                key={channel}
                label={t(`notifications.channels.${channel}`)}
                checked={settings[kind][channel]}
                onChange={(on) => toggle({ [kind]: { [channel]: on } }, label, on)}
              />
            );
          })}
        </fieldset>
      ))}
      <ToggleOutcomeMessage outcome={outcome} />
    </>
  );
}

function UserSwitches({ account }: { account: AccountSetting }) {
  const { t } = useTranslation('settings');
  const { toggle, outcome } = useUserSettingsToggle();
  return (
    <fieldset className="settings-group">
      <legend className="settings-group__title">{t('notifications.account')}</legend>
      {USER_SWITCHES.map((key) => (
        <SettingsSwitch
          key={key}
          label={t(`notifications.user.${key}`)}
          checked={account.settings[key]}
          onChange={(on) => toggle({ [key]: on }, t(`notifications.user.${key}`), on)}
        />
      ))}
      <ToggleOutcomeMessage outcome={outcome} />
    </fieldset>
  );
}

export function NotificationsTab() {
  const scope = useQueryScope();
  const notifications = useQuery(notificationSettingsQuery(scope));
  const account = useQuery(accountSettingQuery(scope));
  return (
    <div className="settings-notifications">
      {notifications.isPending ? (
        <LoadingState />
      ) : notifications.isError ? (
        <ErrorState error={notifications.error} onRetry={() => void notifications.refetch()} compact />
      ) : (
        <NotificationSwitches settings={notifications.data} />
      )}
      {account.isPending ? (
        <LoadingState />
      ) : account.isError ? (
        <ErrorState error={account.error} onRetry={() => void account.refetch()} compact />
      ) : (
        <UserSwitches account={account.data} />
      )}
    </div>
  );
}
