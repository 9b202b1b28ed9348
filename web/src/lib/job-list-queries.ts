/**
 * A list of jobs from the job search (filterJobs) as a scoped query that shows its own error: the home
 * lists and the area landing pages. The key leaves out who asks (device type and uuid): the server
 * renders the page with its own, and the browser must find the same list under the same key. The cache
 * keeps the jobs as cards show them (lib/job-card-data.ts).
 */
import { getFilterJobsQueryKey, getFilterJobsQueryOptions, type FilterJobsRequest } from '@sdk/generated/job/hooks';
import { useAtomValue, type AppStore } from './app-jotai';
import { jobCardListQuery, keepsFitFacts } from './job-card-data';
import type { DeviceType } from './device-id';
import { scoped, type QueryScope } from './query-scope';
import { deviceTypeAtom, deviceUuidAtom } from './session-atoms';

/** What a list asks for; who asks is added by `jobListRequest`. */
export type JobListFilters = Omit<FilterJobsRequest, 'device' | 'device_uuid'>;

/** Who asks for a list: the device uuid and the device type the page was rendered for (mobile web or not). */
export interface ListAsker {
  uuid: string;
  type: DeviceType;
}

export function listAskerOf(store: AppStore): ListAsker {
  return { uuid: store.get(deviceUuidAtom), type: store.get(deviceTypeAtom) };
}

export function useListAsker(): ListAsker {
  return { uuid: useAtomValue(deviceUuidAtom), type: useAtomValue(deviceTypeAtom) };
}

export function jobListRequest(filters: JobListFilters, asker: ListAsker): FilterJobsRequest {
  return { ...filters, device: asker.type, device_uuid: asker.uuid };
}

/** The list's jobs as card data; only the first `limit` of them are kept when the list shows fewer than it asks for. */
export function jobListQuery(scope: QueryScope, request: FilterJobsRequest, limit?: number) {
  const { device: _device, device_uuid: _deviceUuid, ...filters } = request;
  const queryKey = getFilterJobsQueryKey(filters as FilterJobsRequest);
  return scoped(scope, jobCardListQuery(getFilterJobsQueryOptions(request, { query: { queryKey } }), { limit, withFitFacts: keepsFitFacts(scope) }));
}
