/**
 * The query cache's default reaction to a failure: a translated message in the notification bar. Pages
 * do not carry the error messages (lib/i18n.ts), so they are loaded first: a message never shows as its key.
 */
import type { i18n as I18n } from 'i18next';
import type { AppStore } from '../lib/app-jotai';
import { describeError, isCancellation } from '../lib/describe-error';
import { loadErrorMessages } from '../lib/i18n';
import { pushNotificationAtom } from '../lib/notifications';

export function showErrorNotification(store: AppStore, i18n: I18n, error: unknown): void {
  if (isCancellation(error)) return;
  void loadErrorMessages(i18n).then(() => {
    const message = describeError(error, i18n.t);
    if (message) store.set(pushNotificationAtom, { severity: 'error', message });
  });
}
