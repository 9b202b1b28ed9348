/** The job detail query, shared by the route loader (prefetch) and the page, so both use one key. */
import type { QueryClient } from '@tanstack/react-query';
import { getGetJobDetailQueryOptions, useGetJobDetail, useListSimilarJobs, getListSimilarJobsQueryKey } from '@sdk/generated/job/hooks';
import { ErrorCode, isApiError } from '@sdk/api-error';
import type { AppStore } from '../../lib/app-jotai';
import { idFromSlug } from '../../lib/paths';
import { useScopedKey } from '../../lib/query-scope';
import { queryScopeAtom } from '../../lib/session-atoms';

export const SIMILAR_JOBS_SIZE = 5;

/** A usable job id from the URL slug, or undefined when the slug cannot name a job. */
export function jobIdFromSlug(slug: string | undefined): number | undefined {
  const id = idFromSlug(slug);
  return id !== undefined && id > 0 ? id : undefined;
}

export function prefetchJobDetail(queryClient: QueryClient, store: AppStore, jobId: number): Promise<void> {
  const base = getGetJobDetailQueryOptions(jobId);
  return queryClient.prefetchQuery({ ...base, queryKey: [store.get(queryScopeAtom), ...base.queryKey], meta: { handlesError: true } });
}

export function useJobDetail(jobId: number) {
  const scoped = useScopedKey();
  const base = getGetJobDetailQueryOptions(jobId);
  return useGetJobDetail(jobId, undefined, {
    // The loader already tried; a second attempt on mount would only repeat a 404.
    query: { queryKey: scoped(base.queryKey), meta: { handlesError: true }, retryOnMount: false },
  });
}

export function useSimilarJobs(jobId: number) {
  const scoped = useScopedKey();
  const params = { job_id: jobId, size: SIMILAR_JOBS_SIZE };
  return useListSimilarJobs(params, { query: { queryKey: scoped(getListSimilarJobsQueryKey(params)), meta: { handlesError: true } } });
}

/** Why the job cannot be shown when its failure means "this job is gone" rather than "something failed". */
export function goneReason(error: unknown): 'deleted' | 'closed' | 'not-found' | undefined {
  if (isApiError(error, ErrorCode.JobDeleted)) return 'deleted';
  if (isApiError(error, ErrorCode.JobClosed)) return 'closed';
  if (isApiError(error, ErrorCode.NotFound)) return 'not-found';
  return undefined;
}
