/** One application as getAppliedJob answers it: its status, when it was sent and changed, the greeting sent with it. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppliedJob } from '@sdk/generated/job/hooks';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { ModalDialog } from '../../components/modal-dialog';
import { useQueryScope } from '../../lib/query-scope';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';
import { canWithdraw } from './application-status';
import { appliedJobQuery } from './my-jobs-queries';
import { ApplicationBadge } from './status-badges';

export function ApplicationDialog({ job, onClose, onWithdraw }: { job: AppliedJob; onClose: () => void; onWithdraw: () => void }) {
  const { t } = useTranslation('my-jobs');
  const formatDate = useFormatInstant('dateTime');
  const detail = useQuery(appliedJobQuery(useQueryScope(), job.application_id));

  let body;
  if (detail.isPending) body = <LoadingState label={t('application.loading')} />;
  else if (detail.isError) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} compact />;
  else {
    const application = detail.data;
    body = (
      <dl className="my-jobs-facts">
        <div className="my-jobs-facts__row">
          <dt>{t('application.status')}</dt>
          <dd>
            <ApplicationBadge status={application.application_status} />
          </dd>
        </div>
        <div className="my-jobs-facts__row">
          <dt>{t('application.company')}</dt>
          <dd dir="auto">{application.company_name}</dd>
        </div>
        <div className="my-jobs-facts__row">
          <dt>{t('application.appliedAt')}</dt>
          <dd>{formatDate(application.applied_at)}</dd>
        </div>
        <div className="my-jobs-facts__row">
          <dt>{t('application.updatedAt')}</dt>
          <dd>{formatDate(application.updated_at)}</dd>
        </div>
        <div className="my-jobs-facts__row">
          <dt>{t('application.message')}</dt>
          <dd className="my-jobs-facts__text" dir="auto">
            {application.first_message ?? '-'}
          </dd>
        </div>
      </dl>
    );
  }
  const withdrawable = detail.data ? canWithdraw(detail.data.application_status) : false;

  return (
    <ModalDialog
      title={job.title}
      onClose={onClose}
      className="my-jobs-dialog"
      footer={
        withdrawable ? (
          <button type="button" className="button button--secondary" onClick={onWithdraw}>
            {t('withdraw.button')}
          </button>
        ) : undefined
      }
    >
      {body}
    </ModalDialog>
  );
}
