/** Every call of the job search page, one options function each, shared by the route loader and the page. */
import { keepPreviousData } from '@tanstack/react-query';
import { getListJobTitleSuggestionsQueryOptions } from '@sdk/generated/config/hooks';
import { getSearchJobsQueryKey, getSearchJobsQueryOptions, type JobSearchRequest } from '@sdk/generated/job/hooks';
import { getListHotJobTitlesQueryOptions } from '@sdk/generated/reco/hooks';
import type { ConfigListsOf } from '../../lib/config-lists-queries';
import { jobCardListQuery, keepsFitFacts } from '../../lib/job-card-data';
import { SEO_LOOKUP_LISTS } from '../../lib/job-search-url/lookups';
import { scoped, type QueryScope } from '../../lib/query-scope';

const SUGGESTION_COUNT = 5;
const SUGGESTIONS_STALE_MS = 5 * 60_000;
const HOT_STALE_MS = 10 * 60_000;

/**
 * The config lists the search page reads: those the URL codec turns seo values into ids with, which
 * are also the ones its filters, search box and heading show.
 */
export const SEARCH_CONFIG_LISTS = SEO_LOOKUP_LISTS;
export type SearchConfigLists = ConfigListsOf<typeof SEARCH_CONFIG_LISTS>;

/**
 * The results for a request, their jobs as cards show them; none is asked while there is no request yet
 * (the config lists it is built from are not there). A new request keeps the previous results on screen
 * until its own arrive.
 */
export function searchJobsQuery(scope: QueryScope, body: JobSearchRequest | undefined) {
  // Keyed by `body` as given (undefined while there is none), not by the `{}` stand-in the call needs.
  const results = jobCardListQuery(getSearchJobsQueryOptions(body ?? {}, { query: { queryKey: getSearchJobsQueryKey(body) } }), { withFitFacts: keepsFitFacts(scope) });
  return scoped(scope, { ...results, placeholderData: keepPreviousData, enabled: body !== undefined });
}

/** Popular titles are a convenience: a failure just hides them. */
export function hotJobTitlesQuery(scope: QueryScope) {
  return scoped(scope, getListHotJobTitlesQueryOptions({ query: { staleTime: HOT_STALE_MS, retry: false } }));
}

/** Suggestions are a convenience: a failure just shows none. `enabled` is the caller's (the list is open). */
export function jobTitleSuggestionsQuery(scope: QueryScope, query: string, enabled: boolean) {
  return scoped(
    scope,
    getListJobTitleSuggestionsQueryOptions(
      { query, size: SUGGESTION_COUNT },
      { query: { enabled, staleTime: SUGGESTIONS_STALE_MS, retry: false } },
    ),
  );
}
