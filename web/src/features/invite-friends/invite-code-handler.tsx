/**
 * Mounted on every page (root layout): remembers the code of an invitation link, and once a user is
 * signed in (the new account of the sign-up) accepts it, telling the user the outcome in the
 * notification bar (both get a month of VIP; or why not: 41250, 41251, ...).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAtomValue, useSetAtom } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { pushNotificationAtom } from '../../lib/notifications';
import { sessionAtom } from '../../lib/session-atoms';
import { useAcceptInviteCodeMutation } from './invite-friends-queries';
import { inviteCodeFromParams, rememberInviteCode, takeInviteCode } from './pending-invite-code';

export function InviteCodeHandler() {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const linkCode = inviteCodeFromParams(params);
  const signedInUser = useAtomValue(sessionAtom).kind === 'user';
  const notify = useSetAtom(pushNotificationAtom);
  const accept = useAcceptInviteCodeMutation();
  const { mutateAsync } = accept;

  useEffect(() => rememberInviteCode(linkCode), [linkCode]);

  useEffect(() => {
    if (!signedInUser) return;
    const code = takeInviteCode();
    if (!code) return;
    void (async () => {
      // The handler runs on any page, whose namespaces may not include this feature's.
      await i18n.loadNamespaces('invite-friends');
      try {
        const reply = await mutateAsync({ data: { invite_code: code } });
        notify({ severity: 'success', message: i18n.t('invite-friends:accepted', { inviter: reply.inviter_name }) });
      } catch (error) {
        const reason = describeError(error, i18n.t);
        if (reason) notify({ severity: 'error', message: i18n.t('invite-friends:notAccepted', { reason }) });
      }
    })();
  }, [signedInUser, linkCode, i18n, mutateAsync, notify]);

  return null;
}
