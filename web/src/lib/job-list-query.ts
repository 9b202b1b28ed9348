/**
 * A list of jobs from the job search (filterJobs) as a scoped query that shows its own error: the home
 * lists and the area landing pages. The key leaves out who asks (device type and uuid): the server
 * renders the page with its own, and the browser must find the same list under the same key.
 */
import { getFilterJobsQueryKey, getFilterJobsQueryOptions, type FilterJobsRequest } from '@sdk/generated/job/hooks';
import { getDeviceType } from './device-id';
import { scoped, type QueryScope } from './query-scope';

/** What a list asks for; who asks is added by `jobListRequest`. */
export type JobListFilters = Omit<FilterJobsRequest, 'device' | 'device_uuid'>;

export function jobListRequest(filters: JobListFilters, deviceUuid: string): FilterJobsRequest {
  return { ...filters, device: getDeviceType(), device_uuid: deviceUuid };
}

export function jobListQuery(scope: QueryScope, request: FilterJobsRequest) {
  const { device: _device, device_uuid: _deviceUuid, ...filters } = request;
  const queryKey = getFilterJobsQueryKey(filters as FilterJobsRequest);
  return scoped(scope, getFilterJobsQueryOptions(request, { query: { meta: { handlesError: true }, queryKey } }));
}
