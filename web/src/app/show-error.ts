/** The query cache's default reaction to a failure: a translated message in the notification bar. */
import type { i18n as I18n } from 'i18next';
import type { AppStore } from '../lib/app-jotai';
import { describeError } from '../lib/describe-error';
import { pushNotificationAtom } from '../lib/notifications';

export function showErrorNotification(store: AppStore, i18n: I18n, error: unknown): void {
  const message = describeError(error, i18n.t);
  if (message) store.set(pushNotificationAtom, { severity: 'error', message });
}
