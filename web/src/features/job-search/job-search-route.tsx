/**
 * W06 job search. All state is in the URL (lib/job-search-url): the page decodes it, asks the search
 * service with the config lists' ids, and every change navigates to a new URL.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo } from 'react';
import { redirect } from 'react-router';
import { configListsQuery, FRAME_CONFIG_LISTS } from '../../lib/config-lists-queries';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import { buildSeoLookups, type SeoLookups } from '../../lib/job-search-url/lookups';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import type { SkipLinkHandle } from '../../lib/skip-links';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { pageDescription } from '../../lib/seo/page-description';
import { waitBriefly } from '../../lib/route-prefetch';
import { countryAtom, languageAtom } from '../../lib/session-atoms';
import { FilterPanel } from './filter-panel';
import { HotSearches } from './hot-searches';
import { hotJobTitlesQuery, SEARCH_CONFIG_LISTS, searchJobsQuery } from './job-search-queries';
import { SearchBox } from './search-box';
import { searchDocumentTitle, searchHeading, useSearchDocumentTitle, useSearchHeading } from './search-heading';
import { toJobSearchRequest } from '../../lib/job-search-url/request';
import { SEARCH_RESULTS_ID, SearchResults } from './search-results';
import { useJobSearchUrl } from './use-job-search-url';
import { filtersFromLocation } from '../../lib/job-search-url/decode';
import { plainFormSearchRedirect } from '../../lib/job-search-url/plain-form';
import { useSearchHistory } from './use-search-history';
import { JobPreviewPane } from '../job-detail/job-preview-pane';
import { searchWithoutPreview } from './job-preview-param';
import { previewedJobId, previewExpected } from './prefetch-preview';
import { useJobPreview } from './use-job-preview';
import { splitLanguageFromPath } from '../../lib/resolve-language';
import './job-search.css';
import type { Route } from './+types/job-search-route';
import { CreateJobAlertEntry } from '../job-alerts/create-job-alert-entry';
import { jobAlertsNamespaces } from '../job-alerts/job-alerts-namespaces';
import { pageData, pageMeta } from '../../lib/page-data';
import { appContext, type RouteContext } from '../../lib/route-context';

// The page shows the job-alert entry (W15) too, so its strings load with the page's own.
export const namespaces = ['job-search', ...jobAlertsNamespaces] as const;
/** A wide screen's preview shows a job as its page does. */
const previewNamespaces = ['job-detail'] as const;

/** The search the URL asks for, built from the config lists' ids (lib/job-search-url); none without the lists. */
async function searchQueryFor({ queryClient, store }: RouteContext, request: Request) {
  const lists = await queryClient.ensureQueryData(configListsQuery(scopeOf(store), SEARCH_CONFIG_LISTS)).catch(() => undefined);
  // Without config lists the page shows their error; no search can be built.
  if (!lists) return undefined;
  const url = new URL(request.url);
  return searchJobsQuery(scopeOf(store), toJobSearchRequest(filtersFromLocation(url.pathname, url.search), buildSeoLookups(lists)));
}

/**
 * Starts the search. The page waits (briefly: waitBriefly) for its results, on the first visit so the
 * first paint has them, and on a change made on the page so that the change commits once, with its
 * results, rather than once with the previous results and again with the new ones (the filter panel
 * shows the change meanwhile). A slow search commits with the previous results marked stale.
 */
function startSearch(app: RouteContext, request: Request) {
  return searchQueryFor(app, request).then((query) => (query ? app.queryClient.fetchQuery(query).catch(() => undefined) : undefined));
}

/**
 * The server's HTML of a wide screen has its first preview. The browser's own navigations leave a
 * preview to ask for its job itself (it shows its loading): the code that asks is not in its bundle.
 */
async function prefetchPreview(app: RouteContext, request: Request, results: () => Promise<{ jobs: readonly { id: number }[] } | undefined>) {
  const jobId = await previewedJobId(request, results);
  if (jobId === undefined) return;
  const { prefetchJobPreview } = await import('../job-detail/prefetch-job-preview');
  await prefetchJobPreview(app, jobId);
}

async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<null> {
  const app = context.get(appContext);
  const scope = scopeOf(app.store);
  const search = startSearch(app, request);
  const preview = import.meta.env.SSR && previewExpected(app) ? prefetchPreview(app, request, () => search) : undefined;
  // The hot searches sit above the results: in the first HTML too, so nothing shifts when they come.
  // The footer's lists come from the same reply as the page's: the HTML has its footer too.
  await waitBriefly(
    Promise.all([
      search,
      preview,
      app.queryClient.prefetchQuery(hotJobTitlesQuery(scope)),
      app.queryClient.prefetchQuery(configListsQuery(scope, FRAME_CONFIG_LISTS)),
    ]),
  );
  return null;
}

export const head: PageHeadFunction = ({ i18n, queryClient, store }, { request }) => {
  const url = new URL(request.url);
  const filters = filtersFromLocation(url.pathname, url.search);
  const country = store.get(countryAtom);
  const language = store.get(languageAtom);
  const lists = queryClient.getQueryData(configListsQuery(scopeOf(store), SEARCH_CONFIG_LISTS).queryKey);
  const t = i18n.getFixedT(language, 'job-search');
  const heading = searchHeading(t, language, country, filters, lists);
  return {
    title: searchDocumentTitle(t, heading, filters.page ?? 1),
    description: pageDescription(i18n.t, { page: 'jobSearch', heading }),
    // The search's own query (its page, its filters), never the previewed job.
    canonicalPath: `${splitLanguageFromPath(url.pathname).rest}${searchWithoutPreview(url.search)}`,
  };
};

/**
 * The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle).
 * A search form submitted as plain HTML (before hydration, without JavaScript) is sent on to its canonical URL first.
 */
const loadPage = (args: Route.LoaderArgs) => {
  const language = args.context.get(appContext).store.get(languageAtom);
  const canonical = plainFormSearchRedirect(language, new URL(args.request.url));
  if (canonical !== undefined) throw redirect(canonical);
  const app = args.context.get(appContext);
  return pageData(args, { namespaces: previewExpected(app) ? [...namespaces, ...previewNamespaces] : namespaces, head, status: prefetchPage(args) });
};
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;
/** "Skip to results" past the header, the search box and the filters: rendered by the server too. */
export const handle: SkipLinkHandle = { skipLink: { targetId: SEARCH_RESULTS_ID, labelKey: 'job-search:results.skip' } };

/**
 * A change's search, asked for in the event that makes it: the navigation then runs the loader, which
 * finds the request in flight (the same URL gives the same request) instead of sending it about 100 ms
 * later at 4× CPU, once the router has done its part.
 */
function useSearchStartedAtOnce(search: (next: JobSearchFilters) => Promise<void>, hrefFor: (next: JobSearchFilters) => string, lookups: SeoLookups | undefined) {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(
    (next: JobSearchFilters) => {
      if (lookups) {
        const url = new URL(hrefFor({ ...next, page: undefined }), 'http://same.origin');
        void queryClient.prefetchQuery(searchJobsQuery(scope, toJobSearchRequest(filtersFromLocation(url.pathname, url.search), lookups)));
      }
      return search(next);
    },
    [search, hrefFor, lookups, queryClient, scope],
  );
}

export default function JobSearchRoute() {
  const url = useJobSearchUrl();
  const { filters, hrefFor } = url;
  const scope = useQueryScope();
  const config = useQuery(configListsQuery(scope, SEARCH_CONFIG_LISTS));
  const lists = config.data;
  const history = useSearchHistory();
  const lookups = useMemo(() => (lists ? buildSeoLookups(lists) : undefined), [lists]);
  const search = useSearchStartedAtOnce(url.search, hrefFor, lookups);
  const request = useMemo(() => (lookups ? toJobSearchRequest(filters, lookups) : undefined), [filters, lookups]);
  const result = useQuery(searchJobsQuery(scope, request));
  const preview = useJobPreview(result.data?.jobs[0]?.id);
  const previewing = preview.shown && preview.jobId !== undefined && !result.isError;
  const heading = useSearchHeading(filters, lists);
  useSearchDocumentTitle(heading, filters.page ?? 1);

  const error = config.isError ? config.error : result.isError ? result.error : null;
  const retrying = (config.isError && config.isFetching) || (result.isError && result.isFetching);
  const loading = retrying || (!error && (config.isPending || result.isPending));
  const searchQuery = (query: string): JobSearchFilters => ({ query });

  return (
    <div className="job-search">
      <div className="job-search__header">
        <h1 className="page-title job-search__title">{heading}</h1>
        <SearchBox filters={filters} lists={lists} history={history} onSearch={search} />
        <HotSearches hrefForQuery={(query) => hrefFor(searchQuery(query))} onPick={history.add} />
        <CreateJobAlertEntry />
      </div>
      <div className={previewing ? 'job-search__body job-search__body--preview' : 'job-search__body'}>
        {lists ? (
          <FilterPanel
            lists={lists}
            filters={filters}
            onChange={search}
            resultCount={error || result.isPlaceholderData ? undefined : result.data?.total_num}
          />
        ) : null}
        <SearchResults
          filters={filters}
          data={error ? undefined : result.data}
          error={error}
          loading={loading}
          stale={result.isPlaceholderData}
          onRetry={() => void (config.isError ? config.refetch() : result.refetch())}
          hrefFor={hrefFor}
          onSortChange={(sort) => search({ ...filters, sort })}
          previewedJobId={previewing ? preview.jobId : undefined}
          listEvents={preview.listEvents}
        />
        {previewing && preview.jobId !== undefined ? (
          // Waits for the job page's strings where the server did not expect a preview (a phone's user agent, a wide window).
          <Suspense fallback={null}>
            <JobPreviewPane
              jobId={preview.jobId}
              chosen={preview.chosen}
              focusTitle={preview.focusTitle}
              onTitleFocused={preview.onTitleFocused}
              onEscape={preview.backToCard}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
