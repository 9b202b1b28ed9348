/** The primary control of the action bar for each apply state (see use-apply-state.ts). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode, isApiError } from '@sdk/api-error';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { useAtomValue } from '../../../lib/app-jotai';
import { localHref, withQuery } from '../../../lib/local-href';
import { languageAtom } from '../../../lib/session-atoms';
import { ActionError } from './action-error';
import { ContinueChatButton } from './continue-chat-button';
import { ExternalApplyButton } from './external-apply-button';
import { CHAT_INTENT, useReturnPath } from './sign-in-prompt';
import type { ApplyState } from './use-apply-state';

interface ChatActionProps {
  job: JobDetail;
  state: ApplyState;
  onApply: () => void;
  /** The user is about to apply (pointer over, focus): the dialog's code can load now. */
  onApplyIntent?: () => void;
  onSignIn: () => void;
}

export function ChatAction({ job, state, onApply, onApplyIntent, onSignIn }: ChatActionProps) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  const back = useReturnPath(CHAT_INTENT);
  switch (state.kind) {
    case 'closed':
      return <p className="job-actions__note">{t('chat.closed')}</p>;
    case 'on-hold':
      return <p className="job-actions__note">{t('chat.onHold')}</p>;
    case 'too-far':
      return (
        <div className="job-actions__note">
          <p className="job-actions__note-title">{t('chat.tooFar')}</p>
          <p>{t('chat.tooFarHint', { countries: (job.remote_details?.open_countries ?? []).join(t('list.separator')) })}</p>
        </div>
      );
    case 'sign-in':
      return (
        <button type="button" className="button" onClick={onSignIn}>
          {t('actions.chatNow')}
        </button>
      );
    case 'complete-profile':
      return (
        <div className="job-actions__primary-group">
          <Link className="button" to={withQuery(localHref(language, '/:lang?/jobseeker-complete-profile/:step?'), { redirect: back })}>
            {t('profile.completeToChat')}
          </Link>
          <p className="job-actions__hint">{t('profile.incomplete')}</p>
        </div>
      );
    case 'checking':
      return (
        <button type="button" className="button" aria-disabled="true" aria-busy="true">
          {t('actions.checking')}
        </button>
      );
    case 'check-failed':
      return (
        <div className="job-actions__primary-group">
          <ActionError error={state.error} />
          {isApiError(state.error, [ErrorCode.JobClosed, ErrorCode.JobDeleted, ErrorCode.NotFound]) ? null : (
            <button type="button" className="button button--secondary" onClick={state.retry}>
              {t('actions.retry')}
            </button>
          )}
        </div>
      );
    case 'external':
      return <ExternalApplyButton job={job} url={state.url} />;
    case 'continue-chat':
      return <ContinueChatButton job={job} />;
    case 'apply':
      return (
        <>
          <button type="button" className="button" onPointerEnter={onApplyIntent} onFocus={onApplyIntent} onClick={onApply}>
            {t('actions.chatNow')}
          </button>
          {state.chatExists ? <ContinueChatButton job={job} secondary /> : null}
        </>
      );
  }
}
