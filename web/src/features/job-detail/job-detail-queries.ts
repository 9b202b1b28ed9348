/** The job page's queries (the job, similar jobs), one options function each, shared by the route loader and the page. */
import { getGetJobDetailQueryOptions, getListSimilarJobsQueryOptions } from '@sdk/generated/job/hooks';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { idFromSlug } from '../../lib/paths';
import { scoped, type QueryScope } from '../../lib/query-scope';

export const SIMILAR_JOBS_SIZE = 5;

/** A usable job id from the URL slug, or undefined when the slug cannot name a job. */
export function jobIdFromSlug(slug: string | undefined): number | undefined {
  const id = idFromSlug(slug);
  return id !== undefined && id > 0 ? id : undefined;
}

/** The page shows the error itself (deleted, closed, not found, retry). */
export function jobDetailQuery(scope: QueryScope, jobId: number) {
  // The loader already tried; a second attempt on mount would only repeat a 404.
  return scoped(scope, getGetJobDetailQueryOptions(jobId, undefined, { query: { meta: { handlesError: true }, retryOnMount: false } }));
}

export function similarJobsQuery(scope: QueryScope, jobId: number) {
  return scoped(scope, getListSimilarJobsQueryOptions({ job_id: jobId, size: SIMILAR_JOBS_SIZE }, { query: { meta: { handlesError: true } } }));
}

/** Why the job cannot be shown when its failure means "this job is gone" rather than "something failed". */
export function goneReason(error: unknown): 'deleted' | 'closed' | 'not-found' | undefined {
  if (isApiError(error, ErrorCode.JobDeleted)) return 'deleted';
  if (isApiError(error, ErrorCode.JobClosed)) return 'closed';
  if (isApiError(error, ErrorCode.NotFound)) return 'not-found';
  return undefined;
}
