/**
 * W07, the area landing pages' one call: the job search (filterJobs) narrowed to an area, newest first,
 * 30 a page, as a scoped query the page shows the error of. The loader and the page build it the same way.
 */
import { keepPreviousData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { JobSearchSort, WorkArrangementId, getFilterJobsQueryKey, getFilterJobsQueryOptions, useFilterJobs, type FilterJobsRequest } from '@sdk/generated/job/hooks';
import type { AppStore } from '../../lib/app-jotai';
import { useAtomValue } from '../../lib/app-jotai';
import { getDeviceType } from '../../lib/device-id';
import { useScopedKey } from '../../lib/query-scope';
import { deviceUuidAtom, queryScopeAtom } from '../../lib/session-atoms';

export const AREA_PAGE_SIZE = 30;

export const AREAS = ['onsite', 'remote', 'web3'] as const;
export type Area = (typeof AREAS)[number];

type AreaFilters = Pick<FilterJobsRequest, 'work_arrangements' | 'is_web3'>;

/** Spec: "Areas: on-site, hybrid, remote and Web3 jobs"; the on-site page carries hybrid jobs too. */
const AREA_FILTERS: Record<Area, AreaFilters> = {
  onsite: { work_arrangements: [WorkArrangementId.Onsite, WorkArrangementId.Hybrid] },
  remote: { work_arrangements: [WorkArrangementId.Remote] },
  web3: { is_web3: true },
};

export function areaJobsRequest(area: Area, page: number, deviceUuid: string): FilterJobsRequest {
  return { ...AREA_FILTERS[area], sort: JobSearchSort.Newest, page, size: AREA_PAGE_SIZE, device: getDeviceType(), device_uuid: deviceUuid };
}

/**
 * The key leaves out who asks (device type and uuid): the server renders the page with its own, and the
 * browser must find the same list under the same key when it takes over.
 */
function areaJobsKey(request: FilterJobsRequest): QueryKey {
  const { device: _device, device_uuid: _deviceUuid, ...filters } = request;
  return getFilterJobsQueryKey(filters as FilterJobsRequest);
}

const ownErrors = { meta: { handlesError: true } } as const;

/**
 * One page of an area's jobs; the previous page stays on screen (marked busy) while the next one loads.
 * A list the loader saw fail shows its error (and Retry) rather than fetching again on mount, on the
 * server as in the browser, so the HTML the server sends already has the error state.
 */
export function useAreaJobs(area: Area, page: number) {
  const scoped = useScopedKey();
  const request = areaJobsRequest(area, page, useAtomValue(deviceUuidAtom));
  return useFilterJobs(request, {
    query: { queryKey: scoped(areaJobsKey(request)), placeholderData: keepPreviousData, retryOnMount: false, ...ownErrors },
  });
}

/** For the loader: the same query under the same scoped key. Errors stay in the cache for the page. */
export function prefetchAreaJobs(queryClient: QueryClient, store: AppStore, area: Area, page: number): Promise<void> {
  const request = areaJobsRequest(area, page, store.get(deviceUuidAtom));
  return queryClient.prefetchQuery({ ...getFilterJobsQueryOptions(request), queryKey: [store.get(queryScopeAtom), ...areaJobsKey(request)], ...ownErrors });
}
