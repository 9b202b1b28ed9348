/**
 * Guests are prompted to log in or register to apply, chat, save or report (spec section 6), and come
 * back to this job afterwards; after "chat now" the dialog opens again on return (`?intent=chat`).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ModalDialog } from '../../../components/modal-dialog';
import { useAtomValue } from '../../../lib/app-jotai';
import { localHref, withQuery } from '../../../lib/local-href';
import { languageAtom } from '../../../lib/session-atoms';

export type SignInReason = 'chat' | 'save' | 'report' | 'notSuitable';

export const CHAT_INTENT = 'chat';

/** This job's address to come back to, with the intent to chat when that is what the guest wanted. */
export function useReturnPath(intent?: string): string {
  const { pathname } = useLocation();
  return intent ? `${pathname}?${new URLSearchParams({ intent }).toString()}` : pathname;
}

export function SignInPrompt({ reason, recruiterName, onClose }: { reason: SignInReason; recruiterName: string; onClose: () => void }) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  const back = useReturnPath(reason === 'chat' ? CHAT_INTENT : undefined);
  const textId = useId();
  return (
    <ModalDialog title={t('signIn.title')} onClose={onClose} className="job-actions__dialog job-actions__dialog--narrow" descriptionId={textId}>
      <p id={textId}>{t(`signIn.${reason}`, { name: recruiterName })}</p>
      <div className="job-actions__dialog-buttons">
        <Link className="button" to={withQuery(localHref(language, '/:lang?/get-started'), { redirect: back })}>
          {t('signIn.action')}
        </Link>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('signIn.later')}
        </button>
      </div>
    </ModalDialog>
  );
}
