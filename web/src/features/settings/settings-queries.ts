/**
 * The account settings calls (W16): one options function per query, the mutations with the cache
 * updates that follow them, and the switches that save at once; every screen shows its own errors.
 * The company page (W11) asks for the blocked list too, through its own options in company-queries.ts.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useChangeEmail, useChangePassword, useConnectEmail, useSendEmailOtp } from '@sdk/generated/auth/hooks';
import {
  getListBlockedCompaniesQueryOptions,
  getSearchCompaniesByNameQueryOptions,
  type ListBlockedCompaniesParams,
} from '@sdk/generated/company/hooks';
import {
  getGetAccountSettingQueryOptions,
  getGetNotificationSettingsQueryOptions,
  saveUserSettings,
  updateNotificationSettings,
  type AccountSetting,
  type NotificationSettings,
  type NotificationSettingsInput,
  type UserSettings,
  type UserSettingsInput,
} from '@sdk/generated/jobseeker/hooks';
import { scoped, useQueryScope, type QueryScope } from '../../lib/query-scope';
import { useToggleSave } from './use-toggle-save';

export const BLOCKED_PAGE_SIZE = 20;
const NAME_SEARCH_STALE_MS = 60_000;

export function notificationSettingsQuery(scope: QueryScope) {
  return scoped(scope, getGetNotificationSettingsQueryOptions());
}

export function accountSettingQuery(scope: QueryScope) {
  return scoped(scope, getGetAccountSettingQueryOptions());
}

export function blockedCompaniesQuery(scope: QueryScope, params: ListBlockedCompaniesParams) {
  return scoped(scope, getListBlockedCompaniesQueryOptions({ size: BLOCKED_PAGE_SIZE, ...params }, { query: { placeholderData: keepPreviousData } }));
}

/** Companies to block, by display or legal name (at least one character). */
export function companiesByNameQuery(scope: QueryScope, name: string) {
  return scoped(
    scope,
    getSearchCompaniesByNameQueryOptions(
      { company_name: name },
      { query: { enabled: name.length > 0, staleTime: NAME_SEARCH_STALE_MS, placeholderData: keepPreviousData } },
    ),
  );
}

/** The code to the new address of an email change (or of the email added to an account without one). */
export function useSendEmailOtpMutation() {
  return useSendEmailOtp();
}

/** A changed or added email is the account's: its settings are fetched again. */
function useRefreshAccountSetting() {
  const client = useQueryClient();
  const { queryKey } = accountSettingQuery(useQueryScope());
  return () => void client.invalidateQueries({ queryKey });
}

export function useChangeEmailMutation() {
  const refresh = useRefreshAccountSetting();
  return useChangeEmail({ mutation: { onSuccess: refresh } });
}

export function useConnectEmailMutation() {
  const refresh = useRefreshAccountSetting();
  return useConnectEmail({ mutation: { onSuccess: refresh } });
}

export function useChangePasswordMutation() {
  return useChangePassword();
}

function withNotificationsPatch(data: NotificationSettings, patch: NotificationSettingsInput): NotificationSettings {
  const next = { ...data };
  for (const kind of Object.keys(patch) as (keyof NotificationSettingsInput)[]) {
    const channels = patch[kind];
    if (channels) next[kind] = { ...data[kind], ...channels };
  }
  return next;
}

/** The notification switches save at once: the cached settings show the patch while the call runs, the reply replaces them. */
export function useNotificationSettingsToggle() {
  const { queryKey } = notificationSettingsQuery(useQueryScope());
  return useToggleSave<NotificationSettings, NotificationSettingsInput, NotificationSettings>({
    queryKey,
    apply: withNotificationsPatch,
    patched: (data) => data,
    merge: (_data, reply) => reply,
    save: (patch) => updateNotificationSettings(patch),
  });
}

/** The account's email and privacy switches save at once, in the cached account setting. */
export function useUserSettingsToggle() {
  const { queryKey } = accountSettingQuery(useQueryScope());
  return useToggleSave<AccountSetting, UserSettingsInput, UserSettings>({
    queryKey,
    apply: (data, patch) => ({ ...data, settings: { ...data.settings, ...patch } }),
    // The patch names settings fields: the undo reads them from `settings`, not from the account.
    patched: (data) => data.settings,
    merge: (data, reply) => ({ ...data, settings: reply }),
    save: (patch) => saveUserSettings(patch),
  });
}
