/**
 * Save and unsave with undo: the button follows checkJobSaved, each change answers with a status
 * message whose Undo makes the opposite call. Guests are asked to sign in instead.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { useAtomValue } from '../../../lib/app-jotai';
import { useQueryScope } from '../../../lib/query-scope';
import { deviceUuidAtom, sessionAtom } from '../../../lib/session-atoms';
import { jobSavedQuery, useDeleteSavedJobMutation, useSaveJobMutation } from '../job-detail-queries';
import { ActionError } from './action-error';
import type { ActionOutcome } from '../../../components/action-outcome';
import { trackEvent } from '../../../lib/tracking/tracker-slot';

interface SaveButtonProps {
  job: JobDetail;
  onOutcome: (outcome: ActionOutcome) => void;
  onSignIn: () => void;
}

export function SaveButton({ job, onOutcome, onSignIn }: SaveButtonProps) {
  const { t } = useTranslation('job-detail');
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  const deviceUuid = useAtomValue(deviceUuidAtom);
  const saved = useQuery(jobSavedQuery(useQueryScope(), job.id, signedIn));
  const save = useSaveJobMutation();
  const unsave = useDeleteSavedJobMutation();
  const busy = save.isPending || unsave.isPending;

  function saveJob(undoing = false) {
    if (!undoing) trackEvent('job_favorites_click', { job_id: job.id });
    save.mutate(
      { data: { job_id: job.id, device_uuid: deviceUuid, timestamp: Math.floor(Date.now() / 1000) } },
      {
        onSuccess: () =>
          onOutcome(undoing ? { kind: 'done', message: t('save.restored') } : { kind: 'done', message: t('save.saved'), undo: () => unsaveJob(true) }),
        onError: (error) => onOutcome({ kind: 'failed', error }),
      },
    );
  }

  function unsaveJob(undoing = false) {
    unsave.mutate(
      { id: job.id },
      {
        onSuccess: () =>
          onOutcome(undoing ? { kind: 'done', message: t('save.undone') } : { kind: 'done', message: t('save.removed'), undo: () => saveJob(true) }),
        onError: (error) => onOutcome({ kind: 'failed', error }),
      },
    );
  }

  if (!signedIn) {
    return (
      <button type="button" className="button button--secondary job-actions__save" onClick={onSignIn}>
        {t('save.save')}
      </button>
    );
  }
  if (saved.isError) {
    return (
      <span className="job-actions__save-failed">
        <button type="button" className="button button--secondary job-actions__save" onClick={() => void saved.refetch()}>
          {t('save.retry')}
        </button>
        <ActionError error={saved.error} />
      </span>
    );
  }
  const isSaved = saved.data?.is_saved === true;
  return (
    <button
      type="button"
      className="button button--secondary job-actions__save"
      aria-pressed={saved.data ? isSaved : undefined}
      // Not disabled while a call runs: the button keeps the keyboard focus.
      aria-disabled={saved.isPending || busy || undefined}
      aria-busy={saved.isPending || busy || undefined}
      onClick={() => {
        if (saved.isPending || busy) return;
        if (isSaved) unsaveJob();
        else saveJob();
      }}
    >
      {isSaved ? t('save.savedLabel') : t('save.save')}
    </button>
  );
}
