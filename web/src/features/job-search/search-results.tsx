/** The result count, the sort, the job list with its loading/empty/error states, and the pages. */
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobSearchReply } from '@sdk/generated/job/hooks';
import type { JobCardReply } from '../../lib/job-card-data';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { JobCardList } from '../../components/job-card';
import { Pagination } from '../../components/pagination';
import { defaultSort, isSort } from '../../lib/job-search-url/normalize';
import { useJobListTracking } from '../../lib/tracking/use-job-list-tracking';
import { JobSearchSort, type JobSearchFilters } from '../../lib/job-search-url/types';
import { activeFilterCount, withoutPanelFilters } from './filter-options';

const SKELETON_ROWS = 6;
/** Relevance first, as the spec lists them. */
const SORTS: readonly (readonly [JobSearchSort, string])[] = [
  [JobSearchSort.Relevance, 'sort.relevance'],
  [JobSearchSort.Newest, 'sort.newest'],
  [JobSearchSort.HighestSalary, 'sort.salary'],
];
/** A signed-in seeker's sorts: best fit needs job preferences, which a guest has none of. */
const SEEKER_SORTS: readonly (readonly [JobSearchSort, string])[] = [...SORTS, [JobSearchSort.BestFit, 'sort.bestFit']];

export interface SearchResultsProps {
  filters: JobSearchFilters;
  data: JobCardReply<JobSearchReply> | undefined;
  error: unknown;
  /** Waiting for a first reply (config lists or search), or retrying after an error. */
  loading: boolean;
  /** Showing the previous search's results while the new ones load. */
  stale: boolean;
  onRetry: () => void;
  hrefFor: (filters: JobSearchFilters) => string;
  onSortChange: (sort: JobSearchSort) => void;
  /** A signed-in seeker: the best-fit sort shows. */
  signedIn: boolean;
  /** The job previewed beside the list, and the list's events that choose one (use-job-preview.ts). */
  previewedJobId?: number;
  listEvents?: { onClickCapture: (event: MouseEvent<HTMLElement>) => void; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
}

function Skeleton({ label }: { label: string }) {
  return (
    <ul className="job-list job-search-skeleton" aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <li key={index} className="skeleton job-search-skeleton__row" />
      ))}
    </ul>
  );
}

function NoResults({ filters, data, hrefFor }: Pick<SearchResultsProps, 'filters' | 'data' | 'hrefFor'>) {
  const { t } = useTranslation('job-search');
  if (data && data.total_num > 0) {
    // A page past the end (an old link): offer the first page.
    return (
      <EmptyState
        title={t('results.pageOutOfRange')}
        action={
          <Link className="button" to={hrefFor({ ...filters, page: undefined })}>
            {t('results.firstPage')}
          </Link>
        }
      />
    );
  }
  const hasPanelFilters = activeFilterCount(filters) > 0;
  return (
    <EmptyState
      title={t('results.emptyTitle')}
      hint={t('results.emptyHint')}
      action={
        <Link className="button button--secondary" to={hrefFor(hasPanelFilters ? withoutPanelFilters({ ...filters, page: undefined }) : {})}>
          {hasPanelFilters ? t('filters.reset') : t('results.clearSearch')}
        </Link>
      }
    />
  );
}

/** The results region: the target of the page's "skip to results" link. */
export const SEARCH_RESULTS_ID = 'search-results';

export function SearchResults({ filters, data, error, loading, stale, onRetry, hrefFor, onSortChange, signedIn, previewedJobId, listEvents }: SearchResultsProps) {
  const { t } = useTranslation('job-search');
  // One list per page, and an island's (decision 0027): fixed ids, the same in the server's render and the island's.
  const sortId = 'job-search-sort';
  const titleId = 'job-search-results-title';
  const sort = filters.sort ?? defaultSort(filters);
  const page = filters.page ?? 1;
  const tracking = useJobListTracking('onsite_search_page:search', data);

  let body;
  if (loading && !data) body = <Skeleton label={t('results.loading')} />;
  else if (error && !data) body = <ErrorState error={error} onRetry={onRetry} />;
  else if (!data) body = <Skeleton label={t('results.loading')} />;
  else if (data.jobs.length === 0) body = <NoResults filters={filters} data={data} hrefFor={hrefFor} />;
  else
    body = (
      <JobCardList
        jobs={data.jobs}
        className={stale ? 'job-list job-search-results__list job-search-results__list--stale' : 'job-list job-search-results__list'}
        aria-busy={stale}
        tracking={tracking}
        currentJobId={previewedJobId}
        idPrefix="job-search-result"
        {...listEvents}
      />
    );

  return (
    <section id={SEARCH_RESULTS_ID} className="job-search-results" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="visually-hidden">
        {t('results.title')}
      </h2>
      <div className="job-search-results__bar">
        <p className="job-search-results__count" aria-live="polite">
          {data && !error ? t('results.count', { count: data.total_num }) : null}
        </p>
        <div className="job-search-results__sort">
          <label htmlFor={sortId}>{t('sort.label')}</label>
          <select
            id={sortId}
            className="select"
            value={sort}
            onChange={(event) => {
              const next = Number(event.currentTarget.value);
              if (isSort(next)) onSortChange(next);
            }}
          >
            {(signedIn ? SEEKER_SORTS : SORTS).map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
      {data && !error && data.jobs.length > 0 ? (
        <Pagination page={page} totalPages={data.total_page} hrefFor={(value) => hrefFor({ ...filters, page: value })} />
      ) : null}
    </section>
  );
}
