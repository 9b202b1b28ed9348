/**
 * On the sign-up page: tells a visitor who came by a friend's invitation link that the code is kept
 * and what it gives once the account exists. The link's code is in the address (server rendered); a
 * code remembered from an earlier page is in a cookie, read after hydration so both renders agree.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inviteCodeFromParams, peekInviteCode } from './pending-invite-code';
import './invited-notice.css';

export const invitedNoticeNamespaces = ['invite-friends'] as const;

export function InvitedNotice() {
  const { t } = useTranslation('invite-friends');
  const [params] = useSearchParams();
  const [rememberedCode, setRememberedCode] = useState<string>();
  useEffect(() => setRememberedCode(peekInviteCode()), []);
  const code = inviteCodeFromParams(params) ?? rememberedCode;
  if (!code) return null;
  return (
    <div className="invited-notice" role="note" aria-labelledby="invited-notice-title">
      <p id="invited-notice-title" className="invited-notice__title">
        {t('invited.title')}
      </p>
      <p>{t('invited.body', { code })}</p>
    </div>
  );
}
