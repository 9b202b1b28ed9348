/** Up to five jobs like this one; its own loading, empty and error states never affect the page. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { JobCardList } from '../../components/job-card';
import { LoadingState } from '../../components/loading-state';
import { WidgetBoundary } from '../../components/widget-boundary';
import { useQueryScope } from '../../lib/query-scope';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useJobListTracking } from '../../lib/tracking/use-job-list-tracking';
import { similarJobsQuery } from './job-detail-queries';

function SimilarJobsList({ jobId }: { jobId: number }) {
  const { t } = useTranslation('job-detail');
  // Below the job on a phone: asked for when it comes near, not while the page starts.
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const { data, error, isPending, isError, refetch } = useQuery({ ...similarJobsQuery(useQueryScope(), jobId), enabled: near });
  const tracking = useJobListTracking('job_detail:similar', data);
  if (!near && isPending) return <div ref={nearRef} />;
  if (isPending) return <LoadingState label={t('similar.loading')} />;
  if (isError) return <ErrorState error={error} compact onRetry={() => void refetch()} />;
  const jobs = data.jobs.filter((job) => job.id !== jobId);
  if (jobs.length === 0) return <EmptyState title={t('similar.empty')} />;
  return <JobCardList jobs={jobs} tracking={tracking} />;
}

export function SimilarJobs({ jobId }: { jobId: number }) {
  const { t } = useTranslation('job-detail');
  return (
    <section className="job-detail__similar" aria-labelledby="job-similar-title">
      <h2 id="job-similar-title" className="section__title">
        {t('similar.title')}
      </h2>
      <WidgetBoundary fallback={<EmptyState title={t('similar.unavailable')} />}>
        <SimilarJobsList jobId={jobId} />
      </WidgetBoundary>
    </section>
  );
}
