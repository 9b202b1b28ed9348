/**
 * "Continue chat": a chat with the recruiter exists, so none is started beside it. startConversation
 * answers the existing conversation (its job becomes this job), and the seeker goes to /chat/{chatId}.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { useAtomValue } from '../../../lib/app-jotai';
import { localHref } from '../../../lib/local-href';
import { languageAtom } from '../../../lib/session-atoms';
import { useStartConversationMutation } from '../job-detail-queries';
import { ActionError } from './action-error';

export function ContinueChatButton({ job, secondary = false }: { job: JobDetail; secondary?: boolean }) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const start = useStartConversationMutation();
  const open = () => {
    start.mutate(
      { data: { job_id: job.id, recruiter_id: job.recruiter.id } },
      { onSuccess: (conversation) => void navigate(localHref(language, '/:lang?/chat/:chatId?', { chatId: conversation.id })) },
    );
  };
  return (
    <>
      <button type="button" className={secondary ? 'button button--secondary' : 'button'} onClick={open} disabled={start.isPending} aria-busy={start.isPending || undefined}>
        {start.isPending ? t('actions.openingChat') : t('actions.continueChat')}
      </button>
      {start.isError ? <ActionError error={start.error} /> : null}
    </>
  );
}
