/** Every server query of the company screens, with scoped keys and screen-handled errors. */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import {
  getGetCompanyQueryOptions,
  getListCompanySearchSuggestionsQueryKey,
  getListFeaturedCompaniesQueryOptions,
  getListSimilarCompaniesQueryKey,
  getSearchCompaniesQueryOptions,
  useGetCompany,
  useListCompanySearchSuggestions,
  useListFeaturedCompanies,
  useListSimilarCompanies,
  useSearchCompanies,
} from '@sdk/generated/company/hooks';
import { WorkArrangementId, getSearchJobsQueryKey, useSearchJobs, type JobSearchRequest } from '@sdk/generated/job/hooks';
import { ErrorCode, isApiError } from '@sdk/api-error';
import type { AppStore } from '../../lib/app-jotai';
import { idFromSlug } from '../../lib/paths';
import { useScopedKey } from '../../lib/query-scope';
import { queryScopeAtom } from '../../lib/session-atoms';

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

export function prefetchCompany(queryClient: QueryClient, store: AppStore, id: number): Promise<void> {
  const base = getGetCompanyQueryOptions(id);
  return queryClient.prefetchQuery({ ...base, queryKey: [store.get(queryScopeAtom), ...base.queryKey], ...handled });
}

export function prefetchCompanySearch(queryClient: QueryClient, store: AppStore, query: string, page: number): Promise<void> {
  const scope = store.get(queryScopeAtom);
  if (query) {
    const base = getSearchCompaniesQueryOptions(searchParams(query, page));
    return queryClient.prefetchQuery({ ...base, queryKey: [scope, ...base.queryKey], ...handled });
  }
  const base = getListFeaturedCompaniesQueryOptions({ size: FEATURED_COMPANIES_SIZE });
  return queryClient.prefetchQuery({ ...base, queryKey: [scope, ...base.queryKey], ...handled });
}

function searchParams(query: string, page: number) {
  return { query, page, size: COMPANY_SEARCH_PAGE_SIZE };
}

export function useCompany(id: number) {
  const scoped = useScopedKey();
  const base = getGetCompanyQueryOptions(id);
  return useGetCompany(id, { query: { queryKey: scoped(base.queryKey), retryOnMount: false, ...handled } });
}

export function useCompanyJobs(companyId: number, page: number, remoteOnly: boolean) {
  const scoped = useScopedKey();
  const request: JobSearchRequest = {
    company_ids: [companyId],
    page,
    size: COMPANY_JOBS_PAGE_SIZE,
    ...(remoteOnly ? { work_arrangements: [WorkArrangementId.Remote] } : {}),
  };
  return useSearchJobs(request, { query: { queryKey: scoped(getSearchJobsQueryKey(request)), placeholderData: keepPreviousData, ...handled } });
}

export function useSimilarCompanies(companyId: number) {
  const scoped = useScopedKey();
  return useListSimilarCompanies(companyId, undefined, { query: { queryKey: scoped(getListSimilarCompaniesQueryKey(companyId)), ...handled } });
}

export function useCompanySearch(query: string, page: number) {
  const scoped = useScopedKey();
  const base = getSearchCompaniesQueryOptions(searchParams(query, page));
  return useSearchCompanies(searchParams(query, page), {
    query: { queryKey: scoped(base.queryKey), enabled: query.length > 0, placeholderData: keepPreviousData, ...handled },
  });
}

export function useFeaturedCompanies(enabled: boolean) {
  const scoped = useScopedKey();
  const base = getListFeaturedCompaniesQueryOptions({ size: FEATURED_COMPANIES_SIZE });
  return useListFeaturedCompanies({ size: FEATURED_COMPANIES_SIZE }, { query: { queryKey: scoped(base.queryKey), enabled, ...handled } });
}

export function useCompanySuggestions(query: string) {
  const scoped = useScopedKey();
  const params = { query };
  return useListCompanySearchSuggestions(params, {
    query: { queryKey: scoped(getListCompanySearchSuggestionsQueryKey(params)), enabled: query.length > 0, staleTime: 5 * 60_000, ...handled },
  });
}
