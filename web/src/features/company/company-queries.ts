/**
 * Every server call of the company screens: one options function per query, with scoped keys (blocking
 * and unblocking: lib/company-block-queries.ts). Every screen shows its own error.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getGetCompanyQueryOptions,
  getListBlockedCompaniesQueryKey,
  getListCompanySearchSuggestionsQueryOptions,
  getListFeaturedCompaniesQueryOptions,
  getListSimilarCompaniesQueryOptions,
  getSearchCompaniesQueryOptions,
  listBlockedCompanies,
} from '@sdk/generated/company/hooks';
import { WorkArrangementId, getSearchJobsQueryOptions, type JobSearchRequest } from '@sdk/generated/job/hooks';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { jobCardListQuery, keepsFitFacts } from '../../lib/job-card-data';
import { idFromSlug } from '../../lib/local-href';
import { scoped, type QueryScope } from '../../lib/query-scope';

export const COMPANY_JOBS_PAGE_SIZE = 30;
export const COMPANY_SEARCH_PAGE_SIZE = 30;
export const FEATURED_COMPANIES_SIZE = 12;

export function companyIdFromSlug(slug: string | undefined): number | undefined {
  const id = idFromSlug(slug);
  return id !== undefined && id > 0 ? id : undefined;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error, ErrorCode.NotFound);
}

const SUGGESTIONS_STALE_MS = 5 * 60_000;

export function companyQuery(scope: QueryScope, id: number) {
  return scoped(scope, getGetCompanyQueryOptions(id, { query: { retryOnMount: false } }));
}

/**
 * One page of the company's jobs, as cards show them; a new page or filter keeps the previous jobs on
 * screen until its own arrive.
 */
export function companyJobsQuery(scope: QueryScope, companyId: number, page: number, remoteOnly: boolean) {
  const request: JobSearchRequest = {
    company_ids: [companyId],
    page,
    size: COMPANY_JOBS_PAGE_SIZE,
    ...(remoteOnly ? { work_arrangements: [WorkArrangementId.Remote] } : {}),
  };
  return scoped(scope, { ...jobCardListQuery(getSearchJobsQueryOptions(request), { withFitFacts: keepsFitFacts(scope) }), placeholderData: keepPreviousData });
}

export function similarCompaniesQuery(scope: QueryScope, companyId: number) {
  return scoped(scope, getListSimilarCompaniesQueryOptions(companyId));
}

/** Nothing is asked for an empty query (the page shows the featured companies instead). */
export function companySearchQuery(scope: QueryScope, query: string, page: number) {
  const params = { query, page, size: COMPANY_SEARCH_PAGE_SIZE };
  return scoped(scope, getSearchCompaniesQueryOptions(params, { query: { enabled: query.length > 0, placeholderData: keepPreviousData } }));
}

export function featuredCompaniesQuery(scope: QueryScope) {
  return scoped(scope, getListFeaturedCompaniesQueryOptions({ size: FEATURED_COMPANIES_SIZE }));
}

export function companySuggestionsQuery(scope: QueryScope, query: string) {
  return scoped(
    scope,
    getListCompanySearchSuggestionsQueryOptions({ query }, { query: { enabled: query.length > 0, staleTime: SUGGESTIONS_STALE_MS } }),
  );
}

const BLOCKED_PAGE_SIZE = 100;
/** A bound on the pages read (10,000 blocks), so a server that never says "done" cannot keep the page asking. */
const MAX_BLOCKED_PAGES = 100;

/** The companies the signed-in user blocked, every page of them: the company page tells whether this one is. */
export function blockedCompanyIdsQuery(scope: QueryScope, enabled: boolean) {
  return scoped(
    scope,
    queryOptions({
      queryKey: [...getListBlockedCompaniesQueryKey(), 'company-ids'] as const,
      queryFn: async ({ signal }) => {
        const ids: number[] = [];
        for (let page = 1; page <= MAX_BLOCKED_PAGES; page += 1) {
          const reply = await listBlockedCompanies({ page, size: BLOCKED_PAGE_SIZE }, { signal });
          ids.push(...reply.companies.map((entry) => entry.company_id));
          if (page >= reply.total_page || reply.companies.length === 0) break;
        }
        return ids;
      },
      enabled,
    }),
  );
}
