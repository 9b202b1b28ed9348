/**
 * The home page's data: the four job lists, the category lists and the featured companies, each as
 * a scoped query that shows its own error (spec section 9: home lists are size 21, page 1).
 */
import { getListFeaturedCompaniesQueryOptions, useListFeaturedCompanies } from '@sdk/generated/company/hooks';
import { JobSearchSort, WorkArrangementId, getFilterJobsQueryOptions, useFilterJobs, type FilterJobsRequest } from '@sdk/generated/job/hooks';
import type { QueryClient } from '@tanstack/react-query';
import type { AppStore } from '../../lib/app-jotai';
import { useAtomValue } from '../../lib/app-jotai';
import { getDeviceType } from '../../lib/device-id';
import { useScopedKey } from '../../lib/query-scope';
import { deviceUuidAtom, queryScopeAtom } from '../../lib/session-atoms';

export const HOME_LIST_SIZE = 21;
export const TOP_COMPANIES_SIZE = 8;

export const HOME_LISTS = ['recommended', 'latest', 'remote', 'web3'] as const;
export type HomeList = (typeof HOME_LISTS)[number];

type ListFilters = Omit<FilterJobsRequest, 'device' | 'device_uuid' | 'page' | 'size'>;

const LIST_FILTERS: Record<HomeList, ListFilters> = {
  recommended: { sort: JobSearchSort.Relevance },
  latest: { sort: JobSearchSort.Newest },
  remote: { work_arrangements: [WorkArrangementId.Remote] },
  web3: { is_web3: true },
};

function jobsRequest(filters: ListFilters, deviceUuid: string): FilterJobsRequest {
  return { ...filters, page: 1, size: HOME_LIST_SIZE, device: getDeviceType(), device_uuid: deviceUuid };
}

export function homeListRequest(list: HomeList, deviceUuid: string): FilterJobsRequest {
  return jobsRequest(LIST_FILTERS[list], deviceUuid);
}

export function categoryRequest(categoryId: number, deviceUuid: string): FilterJobsRequest {
  return jobsRequest({ job_categories: [categoryId] }, deviceUuid);
}

const companiesParams = { size: TOP_COMPANIES_SIZE };
const ownErrors = { meta: { handlesError: true } } as const;

/**
 * The list's key leaves out who asks (device type and uuid): the server renders the page with its own,
 * and the browser must find the same list under the same key when it takes over.
 */
function homeJobsKey(request: FilterJobsRequest) {
  const { device: _device, device_uuid: _deviceUuid, ...filters } = request;
  return getFilterJobsQueryOptions(filters as FilterJobsRequest).queryKey;
}

export function useHomeJobs(request: FilterJobsRequest) {
  const scoped = useScopedKey();
  return useFilterJobs(request, { query: { queryKey: scoped(homeJobsKey(request)), ...ownErrors } });
}

export function useDeviceUuid(): string {
  return useAtomValue(deviceUuidAtom);
}

export function useTopCompanies() {
  const scoped = useScopedKey();
  return useListFeaturedCompanies(companiesParams, {
    query: { queryKey: scoped(getListFeaturedCompaniesQueryOptions(companiesParams).queryKey), ...ownErrors },
  });
}

/** For the loader: the same queries under the same scoped keys. Errors stay in the cache for the page. */
export function prefetchHomeList(queryClient: QueryClient, store: AppStore, request: FilterJobsRequest): Promise<void> {
  const base = getFilterJobsQueryOptions(request);
  return queryClient.prefetchQuery({ ...base, queryKey: [store.get(queryScopeAtom), ...homeJobsKey(request)], ...ownErrors });
}

export function prefetchTopCompanies(queryClient: QueryClient, store: AppStore): Promise<void> {
  const base = getListFeaturedCompaniesQueryOptions(companiesParams);
  return queryClient.prefetchQuery({ ...base, queryKey: [store.get(queryScopeAtom), ...base.queryKey], ...ownErrors });
}
