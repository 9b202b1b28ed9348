/** Every server query of the company screens, one options function each, with scoped keys and screen-handled errors. */
import { keepPreviousData } from '@tanstack/react-query';
import {
  getGetCompanyQueryOptions,
  getListBlockedCompaniesQueryOptions,
  getListCompanySearchSuggestionsQueryOptions,
  getListFeaturedCompaniesQueryOptions,
  getListSimilarCompaniesQueryOptions,
  getSearchCompaniesQueryOptions,
} from '@sdk/generated/company/hooks';
import { WorkArrangementId, getSearchJobsQueryOptions, type JobSearchRequest } from '@sdk/generated/job/hooks';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { idFromSlug } from '../../lib/paths';
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

const handled = { meta: { handlesError: true } } as const;
const SUGGESTIONS_STALE_MS = 5 * 60_000;

export function companyQuery(scope: QueryScope, id: number) {
  return scoped(scope, getGetCompanyQueryOptions(id, { query: { retryOnMount: false, ...handled } }));
}

/** One page of the company's jobs; a new page or filter keeps the previous jobs on screen until its own arrive. */
export function companyJobsQuery(scope: QueryScope, companyId: number, page: number, remoteOnly: boolean) {
  const request: JobSearchRequest = {
    company_ids: [companyId],
    page,
    size: COMPANY_JOBS_PAGE_SIZE,
    ...(remoteOnly ? { work_arrangements: [WorkArrangementId.Remote] } : {}),
  };
  return scoped(scope, getSearchJobsQueryOptions(request, { query: { placeholderData: keepPreviousData, ...handled } }));
}

export function similarCompaniesQuery(scope: QueryScope, companyId: number) {
  return scoped(scope, getListSimilarCompaniesQueryOptions(companyId, undefined, { query: handled }));
}

/** Nothing is asked for an empty query (the page shows the featured companies instead). */
export function companySearchQuery(scope: QueryScope, query: string, page: number) {
  const params = { query, page, size: COMPANY_SEARCH_PAGE_SIZE };
  return scoped(scope, getSearchCompaniesQueryOptions(params, { query: { enabled: query.length > 0, placeholderData: keepPreviousData, ...handled } }));
}

export function featuredCompaniesQuery(scope: QueryScope) {
  return scoped(scope, getListFeaturedCompaniesQueryOptions({ size: FEATURED_COMPANIES_SIZE }, { query: handled }));
}

export function companySuggestionsQuery(scope: QueryScope, query: string) {
  return scoped(
    scope,
    getListCompanySearchSuggestionsQueryOptions({ query }, { query: { enabled: query.length > 0, staleTime: SUGGESTIONS_STALE_MS, ...handled } }),
  );
}

/** Enough of the signed-in user's blocks to tell whether this company is one (the settings page pages through all). */
const BLOCKED_LOOKUP_SIZE = 100;

export function blockedCompaniesQuery(scope: QueryScope, enabled: boolean) {
  return scoped(scope, getListBlockedCompaniesQueryOptions({ size: BLOCKED_LOOKUP_SIZE }, { query: { enabled, ...handled } }));
}
