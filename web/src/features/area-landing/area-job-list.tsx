/** One page of an area's jobs: the count, the cards and the page links, or its loading, empty or error state. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { JobCardList } from '../../components/job-card';
import { LoadingState } from '../../components/loading-state';
import { Pagination } from '../../components/pagination';
import { withPageParam } from '../../lib/page-param';
import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../lib/query-scope';
import { useJobListTracking } from '../../lib/tracking/use-job-list-tracking';
import { useListAsker } from '../../lib/job-list-queries';
import { areaJobsQuery, type Area } from './area-landing-queries';

export interface AreaJobListProps {
  area: Area;
  page: number;
  /** The landing page's own path in the page's language (page links add `?page=N`). */
  path: string;
  /** The matching job search, offered when the area has no jobs; none where search has no such filter. */
  searchHref?: string;
}

export function AreaJobList({ area, page, path, searchHref }: AreaJobListProps) {
  const { t } = useTranslation('area-landing');
  const titleId = useId();
  const { data, error, isPending, isError, isPlaceholderData, refetch } = useQuery(areaJobsQuery(useQueryScope(), area, page, useListAsker()));
  const tracking = useJobListTracking(`${area}_landing_page:list`, data);

  let body;
  if (isPending) body = <LoadingState label={t('list.loading')} />;
  else if (isError) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (data.jobs.length === 0 && data.total_num > 0)
    // A page past the end (an old link): offer the first page.
    body = (
      <EmptyState
        title={t('list.pageOutOfRange')}
        action={
          <Link className="button" to={path}>
            {t('list.firstPage')}
          </Link>
        }
      />
    );
  else if (data.jobs.length === 0)
    body = (
      <EmptyState
        title={t('list.emptyTitle')}
        hint={t('list.emptyHint')}
        action={
          searchHref ? (
            <Link className="button button--secondary" to={searchHref}>
              {t('seeAllInSearch')}
            </Link>
          ) : undefined
        }
      />
    );
  else
    body = (
      <>
        <p className="area-landing__count" role="status">
          {t('list.count', { count: data.total_num })}
        </p>
        <JobCardList className="job-grid" jobs={data.jobs} aria-labelledby={titleId} aria-busy={isPlaceholderData} tracking={tracking} />
        <Pagination page={data.page} totalPages={data.total_page} hrefFor={(target) => withPageParam(path, target)} />
      </>
    );

  return (
    <section className="area-landing__jobs" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        {t(`areas.${area}.listTitle`)}
      </h2>
      {body}
    </section>
  );
}
