/**
 * W07, the area landing pages' one call: the job search (filterJobs) narrowed to an area, newest first,
 * 30 a page, as a scoped query the page shows the error of. The loader and the page build it the same way.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { JobSearchSort, WorkArrangementId, type FilterJobsRequest } from '@sdk/generated/job/hooks';
import { jobListQuery, jobListRequest, type ListAsker } from '../../lib/job-list-queries';
import type { QueryScope } from '../../lib/query-scope';

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

export function areaJobsRequest(area: Area, page: number, asker: ListAsker): FilterJobsRequest {
  return jobListRequest({ ...AREA_FILTERS[area], sort: JobSearchSort.Newest, page, size: AREA_PAGE_SIZE }, asker);
}

/**
 * One page of an area's jobs; the previous page stays on screen (marked busy) while the next one loads.
 * A list the loader saw fail shows its error (and Retry) rather than fetching again on mount.
 */
export function areaJobsQuery(scope: QueryScope, area: Area, page: number, asker: ListAsker) {
  return { ...jobListQuery(scope, areaJobsRequest(area, page, asker)), placeholderData: keepPreviousData, retryOnMount: false };
}
