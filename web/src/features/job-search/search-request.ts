/**
 * URL filters → the SDK's search body. lib/job-search-url still declares a local copy of the
 * request type whose work_arrangements is number[]; the contract narrows it to 1 | 2 | 3, so ids
 * outside that set (none today) are dropped here instead of casting.
 */
import type { JobSearchRequest, WorkArrangementId } from '@sdk/generated/job/hooks';
import type { SeoLookups } from '../../lib/job-search-url/lookups';
import { toJobSearchRequest } from '../../lib/job-search-url/request';
import type { JobSearchFilters } from '../../lib/job-search-url/types';

function isWorkArrangementId(id: number): id is WorkArrangementId {
  return id === 1 || id === 2 || id === 3;
}

export function buildSearchRequest(filters: JobSearchFilters, lookups: SeoLookups): JobSearchRequest {
  const { work_arrangements: arrangements, ...rest } = toJobSearchRequest(filters, lookups);
  const ids = arrangements?.filter(isWorkArrangementId);
  return ids && ids.length > 0 ? { ...rest, work_arrangements: ids } : rest;
}
