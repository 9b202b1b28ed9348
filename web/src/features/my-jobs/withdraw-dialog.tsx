/** "Withdraw your application?": on yes the application becomes cancelled (the seeker may apply again). */
import { useTranslation } from 'react-i18next';
import type { AppliedJob } from '@sdk/generated/job/hooks';
import { ConfirmAction } from './confirm-action';
import { useWithdrawMutation } from './my-jobs-queries';
import type { ActionOutcome } from '../../components/action-outcome';

export function WithdrawDialog({ job, onClose, onStatus }: { job: AppliedJob; onClose: () => void; onStatus: (status: ActionOutcome) => void }) {
  const { t } = useTranslation('my-jobs');
  const withdraw = useWithdrawMutation();
  return (
    <ConfirmAction
      title={t('withdraw.title')}
      message={t('withdraw.message', { title: job.title })}
      confirmLabel={t('withdraw.confirm')}
      busy={withdraw.isPending}
      error={withdraw.error}
      onClose={onClose}
      onConfirm={() => {
        if (withdraw.isPending) return;
        withdraw.mutate(
          { id: job.application_id },
          {
            onSuccess: () => {
              onStatus({ kind: 'done', message: t('withdraw.done', { title: job.title }) });
              onClose();
            },
          },
        );
      }}
    />
  );
}
