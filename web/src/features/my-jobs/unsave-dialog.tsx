/** "Remove this job from your saved jobs?": on yes the job leaves the list and the status bar offers Undo. */
import { useTranslation } from 'react-i18next';
import type { SavedJob } from '@sdk/generated/job/hooks';
import { ConfirmAction } from './confirm-action';
import { useUnsaveMutation } from './my-jobs-queries';

export function UnsaveDialog({ job, onClose, onUnsaved }: { job: SavedJob; onClose: () => void; onUnsaved: (job: SavedJob) => void }) {
  const { t } = useTranslation('my-jobs');
  const unsave = useUnsaveMutation();
  return (
    <ConfirmAction
      title={t('unsave.title')}
      message={t('unsave.message', { title: job.title })}
      confirmLabel={t('unsave.confirm')}
      busy={unsave.isPending}
      error={unsave.error}
      onClose={onClose}
      onConfirm={() => {
        if (unsave.isPending) return;
        unsave.mutate(
          { id: job.id },
          {
            onSuccess: () => {
              onUnsaved(job);
              onClose();
            },
          },
        );
      }}
    />
  );
}
