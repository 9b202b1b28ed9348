/**
 * W06 job search: what the server and the browser's navigations load for it. The page is
 * job-search-page.tsx; all its state is in the URL (lib/job-search-url).
 */
import { redirect } from 'react-router';
import { configListsQuery, FRAME_CONFIG_LISTS } from '../../lib/config-lists-queries';
import { buildSeoLookups } from '../../lib/job-search-url/lookups';
import { scopeOf } from '../../lib/query-scope';
import type { SkipLinkHandle } from '../../lib/skip-links';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { pageDescription } from '../../lib/seo/page-description';
import { waitBriefly } from '../../lib/route-prefetch';
import { countryAtom, languageAtom } from '../../lib/session-atoms';
import { hotJobTitlesQuery, SEARCH_CONFIG_LISTS, searchJobsQuery } from './job-search-queries';
import { searchDocumentTitle, searchHeading } from './search-heading';
import { toJobSearchRequest } from '../../lib/job-search-url/request';
import { SEARCH_RESULTS_ID } from './search-results';
import { filtersFromLocation } from '../../lib/job-search-url/decode';
import { plainFormSearchRedirect } from '../../lib/job-search-url/plain-form';
import { searchWithoutPreview } from './job-preview-param';
import { previewedJobId, previewExpected } from './prefetch-preview';
import { splitLanguageFromPath } from '../../lib/resolve-language';
import './job-search.css';
import type { Route } from './+types/job-search-route';
import { jobAlertsNamespaces } from '../job-alerts/job-alerts-namespaces';
import { pageData, pageMeta } from '../../lib/page-data';
import { appContext, type RouteContext } from '../../lib/route-context';
import { Island } from '../../components/island';
import type { IslandsHandle } from '../../lib/island-names';
import { JobSearchPage } from './job-search-page';

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
export const handle: SkipLinkHandle & IslandsHandle = {
  skipLink: { targetId: SEARCH_RESULTS_ID, labelKey: 'job-search:results.skip' },
  // A guest's search is one island (decision 0027): box, filters and results change together.
  islands: ['job-search'],
};

export default function JobSearchRoute() {
  return (
    <Island name="job-search">
      <JobSearchPage />
    </Island>
  );
}

