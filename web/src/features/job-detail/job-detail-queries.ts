/**
 * The job page's queries (the job, similar jobs, and for a signed-in seeker whether the job is saved,
 * where "chat now" leads and whether a chat with the recruiter exists), one options function each,
 * shared by the route loader and the page.
 */
import { getGetRedirectConditionQueryOptions } from '@sdk/generated/apiGo/hooks';
import {
  getCheckChatExistsQueryOptions, getCheckJobSavedQueryOptions, getGetJobDetailQueryOptions, getListSimilarJobsQueryOptions,
} from '@sdk/generated/job/hooks';
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

/** Signed-in seekers only (the call needs a session); the save control shows its own error. */
export function jobSavedQuery(scope: QueryScope, jobId: number, enabled: boolean) {
  return scoped(scope, getCheckJobSavedQueryOptions(jobId, { query: { enabled, meta: { handlesError: true } } }));
}

/** Where "chat now" sends a signed-in seeker (complete profile, external site, existing chat, apply). */
export function redirectConditionQuery(scope: QueryScope, jobId: number, enabled: boolean) {
  return scoped(scope, getGetRedirectConditionQueryOptions({ job_id: jobId }, { query: { enabled, meta: { handlesError: true } } }));
}

/** Whether the seeker already talks with the job's recruiter (about any of the recruiter's jobs). */
export function chatExistsQuery(scope: QueryScope, recruiterId: number, enabled: boolean) {
  return scoped(scope, getCheckChatExistsQueryOptions(recruiterId, undefined, { query: { enabled, meta: { handlesError: true } } }));
}

/** Why the job cannot be shown when its failure means "this job is gone" rather than "something failed". */
export function goneReason(error: unknown): 'deleted' | 'closed' | 'not-found' | undefined {
  if (isApiError(error, ErrorCode.JobDeleted)) return 'deleted';
  if (isApiError(error, ErrorCode.JobClosed)) return 'closed';
  if (isApiError(error, ErrorCode.NotFound)) return 'not-found';
  return undefined;
}
