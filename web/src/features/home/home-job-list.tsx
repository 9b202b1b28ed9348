/** One home list of jobs with its own loading skeleton, empty and error states. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { JobCardList } from '../../components/job-card';
import { useJobListTracking } from '../../lib/tracking/use-job-list-tracking';
import type { SceneKey } from '../../lib/tracking/scenes';
import { HOME_CARDS_SHOWN, type asHomeJobs } from './home-queries';

export function HomeJobsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="job-grid" aria-hidden="true">
        {Array.from({ length: HOME_CARDS_SHOWN }, (_, index) => (
          <li key={index} className="skeleton home-skeleton" />
        ))}
      </ul>
    </div>
  );
}

/**
 * The first jobs of one list's query (at most HOME_CARDS_SHOWN); `title` names the list for screen-reader
 * status messages; inside an island, `idPrefix` names the cards' headings (components/job-card.tsx).
 */
export function HomeJobList({
  jobsQuery,
  title,
  scene,
  idPrefix,
}: {
  jobsQuery: ReturnType<typeof asHomeJobs>;
  title: string;
  scene: SceneKey;
  idPrefix?: string;
}) {
  const { t } = useTranslation('home');
  const query = useQuery(jobsQuery);
  const tracking = useJobListTracking(scene, query.data);
  if (query.isPending) return <HomeJobsSkeleton label={t('lists.loading', { title })} />;
  if (query.isError) return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  // Only the cards shown are rendered (and hydrated), whatever the cache holds: the section's "See all" opens the rest.
  const jobs = query.data.jobs.slice(0, HOME_CARDS_SHOWN);
  if (jobs.length === 0) return <EmptyState title={t('lists.emptyTitle')} hint={t('lists.emptyHint')} />;
  return <JobCardList jobs={jobs} className="job-grid" aria-label={title} tracking={tracking} idPrefix={idPrefix} />;
}
