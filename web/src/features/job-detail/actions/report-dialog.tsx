/**
 * W32 report: the ten reasons of the `report_job_reasons` config list, then reportJob. The list has its
 * loading, empty and error states; a failed report keeps the chosen reason and says why.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ModalDialog } from '../../../components/modal-dialog';
import { configListsQuery } from '../../../lib/config-lists-queries';
import { useQueryScope } from '../../../lib/query-scope';
import { useReportJobMutation } from '../job-detail-queries';
import { ActionError } from './action-error';
import { ReasonFieldset } from './reason-fieldset';

export function ReportDialog({ job, onClose, onReported }: { job: JobDetail; onClose: () => void; onReported: () => void }) {
  const { t } = useTranslation(['job-detail', 'common']);
  const lists = useQuery(configListsQuery(useQueryScope(), ['report_job_reasons']));
  const report = useReportJobMutation();
  const schema = useMemo(() => z.object({ reason: z.string({ error: t('report.chooseReason') }).min(1, t('report.chooseReason')) }), [t]);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });

  const onSubmit = handleSubmit(({ reason }) => {
    if (report.isPending) return;
    report.mutate({ id: job.id, data: { report_reason_id: Number(reason) } }, { onSuccess: onReported });
  });

  const reasons = lists.data?.report_job_reasons ?? [];
  let body: React.ReactNode;
  if (lists.isPending) body = <LoadingState label={t('report.loading')} />;
  else if (lists.isError) body = <ErrorState error={lists.error} compact onRetry={() => void lists.refetch()} />;
  else if (reasons.length === 0) body = <EmptyState title={t('report.empty')} />;
  else {
    body = (
      <form className="job-actions__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={report.isPending}>
        {report.isError ? <ActionError error={report.error} /> : null}
        <ReasonFieldset
          legend={t('report.legend')}
          options={reasons.map((reason) => ({ value: String(reason.id), label: reason.title || reason.value, description: reason.description }))}
          registration={register('reason')}
          error={formState.errors.reason?.message}
        />
        <div className="job-actions__dialog-buttons">
          <button type="submit" className="button" aria-disabled={report.isPending || undefined}>
            {report.isPending ? t('report.sending') : t('report.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={report.isPending}>
            {t('common:actions.cancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <ModalDialog title={t('report.title')} onClose={onClose} busy={report.isPending} className="job-actions__dialog">
      {body}
    </ModalDialog>
  );
}
