/**
 * After an unsave, the status bar says so and offers Undo, which saves the job again. The save lives
 * with the list (not the closed dialog), so its reply still reaches the bar.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedJob } from '@sdk/generated/job/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { deviceUuidAtom } from '../../lib/session-atoms';
import { useSaveMutation } from './my-jobs-queries';
import type { ActionOutcome } from '../../components/action-outcome';

export function useUndoUnsave(setStatus: (status: ActionOutcome) => void): (job: SavedJob) => void {
  const { t } = useTranslation('my-jobs');
  const deviceUuid = useAtomValue(deviceUuidAtom);
  const { mutate: save } = useSaveMutation();

  return useCallback(
    (job: SavedJob) => {
      let undoing = false;
      const undo = () => {
        if (undoing) return;
        undoing = true;
        setStatus({ kind: 'done', message: t('unsave.done', { title: job.title }), undo, busy: true });
        save(
          { data: { job_id: job.id, device_uuid: deviceUuid, timestamp: Math.floor(Date.now() / 1000) } },
          {
            onSuccess: () => setStatus({ kind: 'done', message: t('unsave.restored', { title: job.title }) }),
            onError: (error) => setStatus({ kind: 'failed', error }),
          },
        );
      };
      setStatus({ kind: 'done', message: t('unsave.done', { title: job.title }), undo });
    },
    [deviceUuid, save, setStatus, t],
  );
}
