/**
 * W06 job search, the page itself: search box, hot searches, filters, results and (on a wide screen) the
 * preview of a job. All its state is in the URL (lib/job-search-url): it decodes it, asks the search
 * service with the config lists' ids, and every change goes to a new URL. On a guest's page it is one
 * island (decision 0027) that renders every search address itself (`documentPaths`), in the document.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { LazyPartBoundary } from '../../components/lazy-part-boundary';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { asGuestSearch } from '../../lib/job-search-url/guest-search';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import { buildSeoLookups, type SeoLookups } from '../../lib/job-search-url/lookups';
import { useQueryScope } from '../../lib/query-scope';
import { sessionAtom } from '../../lib/session-atoms';
import { waitBriefly } from '../../lib/route-prefetch';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { PagePath } from '../../lib/local-href';
import { FilterPanel } from './filter-panel';
import { HotSearches } from './hot-searches';
import { SEARCH_CONFIG_LISTS, searchJobsQuery } from './job-search-queries';
import { SearchBox } from './search-box';
import { useSearchDocumentTitle, useSearchHeading } from './search-heading';
import { toJobSearchRequest } from '../../lib/job-search-url/request';
import { SearchResults } from './search-results';
import { useJobSearchUrl } from './use-job-search-url';
import { filtersFromLocation } from '../../lib/job-search-url/decode';
import { useSearchHistory } from './use-search-history';
import { useJobPreview } from './use-job-preview';
import { CreateJobAlertEntry } from '../job-alerts/create-job-alert-entry';

/** Every address the page renders: each search is a path of its own. */
export const JOB_SEARCH_PATHS: readonly PagePath[] = ['/:lang?/jobs-hiring/:keyword?'];

// Only a wide screen shows the preview: a phone never loads its code.
const JobPreviewPane = lazyWithPreload(() => import('../job-detail/job-preview-pane').then((module) => ({ default: module.JobPreviewPane })));

/**
 * A change's search, asked for in the event that makes it, and awaited (briefly: waitBriefly) before the
 * URL changes: the page then renders once, with the new results. In the app the loader finds them in the
 * cache; in an island nothing else would wait. The filter panel shows the change meanwhile.
 */
function useSearchStartedAtOnce(search: (next: JobSearchFilters) => Promise<void>, hrefFor: (next: JobSearchFilters) => string, lookups: SeoLookups | undefined) {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(
    async (next: JobSearchFilters) => {
      if (lookups) {
        const url = new URL(hrefFor({ ...next, page: undefined }), 'http://same.origin');
        await waitBriefly(queryClient.prefetchQuery(searchJobsQuery(scope, toJobSearchRequest(filtersFromLocation(url.pathname, url.search), lookups))));
      }
      return search(next);
    },
    [search, hrefFor, lookups, queryClient, scope],
  );
}

export function JobSearchPage() {
  const url = useJobSearchUrl();
  const { filters, hrefFor } = url;
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  // The request keeps the URL's filters (the loader's, the same cache key); a guest is shown what their results are.
  const shown = useMemo(() => (signedIn ? filters : asGuestSearch(filters)), [signedIn, filters]);
  const scope = useQueryScope();
  const config = useQuery(configListsQuery(scope, SEARCH_CONFIG_LISTS));
  const lists = config.data;
  const history = useSearchHistory();
  const lookups = useMemo(() => (lists ? buildSeoLookups(lists) : undefined), [lists]);
  const search = useSearchStartedAtOnce(url.search, hrefFor, lookups);
  const request = useMemo(() => (lookups ? toJobSearchRequest(filters, lookups) : undefined), [filters, lookups]);
  const result = useQuery(searchJobsQuery(scope, request));
  // New results show at once; the preview of their first job (its render, its request) follows them.
  const preview = useJobPreview(useDeferredValue(result.data?.jobs[0]?.id));
  const previewing = preview.shown && preview.jobId !== undefined && !result.isError;
  const heading = useSearchHeading(filters, lists);
  useSearchDocumentTitle(heading, filters.page ?? 1);

  const error = config.isError ? config.error : result.isError ? result.error : null;
  const retrying = (config.isError && config.isFetching) || (result.isError && result.isFetching);
  const loading = retrying || (!error && (config.isPending || result.isPending));
  // The search form (its text and hidden fields) follows the results a render later: a filter change's
  // results render first.
  const settledFilters = useDeferredValue(shown);
  const hrefForQuery = useCallback((query: string) => hrefFor({ query }), [hrefFor]);

  return (
    <div className="job-search">
      <div className="job-search__header">
        <h1 className="page-title job-search__title">{heading}</h1>
        <SearchBox filters={settledFilters} lists={lists} history={history} onSearch={search} />
        <HotSearches hrefForQuery={hrefForQuery} onPick={history.add} />
        <CreateJobAlertEntry />
      </div>
      <div className={previewing ? 'job-search__body job-search__body--preview' : 'job-search__body'}>
        {lists ? (
          <FilterPanel
            lists={lists}
            filters={shown}
            onChange={search}
            resultCount={error || result.isPlaceholderData ? undefined : result.data?.total_num}
            signedIn={signedIn}
          />
        ) : null}
        <SearchResults
          filters={shown}
          data={error ? undefined : result.data}
          error={error}
          loading={loading}
          stale={result.isPlaceholderData}
          onRetry={() => void (config.isError ? config.refetch() : result.refetch())}
          hrefFor={hrefFor}
          onSortChange={(sort) => search({ ...shown, sort })}
          signedIn={signedIn}
          previewedJobId={previewing ? preview.jobId : undefined}
          listEvents={preview.listEvents}
        />
        {previewing && preview.jobId !== undefined ? (
          // Waits for the job page's strings where the server did not expect a preview (a phone's user agent, a wide window).
          <LazyPartBoundary>
            <JobPreviewPane
              jobId={preview.jobId}
              chosen={preview.chosen}
              focusTitle={preview.focusTitle}
              onTitleFocused={preview.onTitleFocused}
              onEscape={preview.backToCard}
            />
          </LazyPartBoundary>
        ) : null}
      </div>
    </div>
  );
}
