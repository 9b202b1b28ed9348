/** The user's alerts with their loading, empty and error states (manage modal and settings tab alike). */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { configListsQuery } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { JobAlertItem } from './job-alert-item';
import { JOB_ALERT_CONFIG_LISTS } from './job-alert-config-lists';
import { jobAlertsQuery } from './job-alerts-queries';

export function JobAlertList() {
  const { t } = useTranslation('job-alerts');
  const scope = useQueryScope();
  const alerts = useQuery(jobAlertsQuery(scope));
  const lists = useQuery(configListsQuery(scope, JOB_ALERT_CONFIG_LISTS)).data;
  const [status, setStatus] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const deleted = (message: string) => {
    setStatus(message);
    containerRef.current?.focus();
  };

  let body;
  if (alerts.isPending) body = <LoadingState label={t('manage.loading')} />;
  else if (alerts.isError) body = <ErrorState error={alerts.error} onRetry={() => void alerts.refetch()} compact />;
  else if (alerts.data.job_alerts.length === 0) body = <EmptyState title={t('manage.emptyTitle')} hint={t('manage.emptyHint')} />;
  else
    body = (
      <ul className="job-alerts__list">
        {alerts.data.job_alerts.map((alert) => (
          <li key={alert.id}>
            <JobAlertItem alert={alert} lists={lists} onChanged={setStatus} onDeleted={deleted} />
          </li>
        ))}
      </ul>
    );

  return (
    <div ref={containerRef} className="job-alerts__manage" role="group" tabIndex={-1} aria-label={t('manage.title')}>
      <p role="status" className="job-alerts__status">
        {status}
      </p>
      {body}
    </div>
  );
}
