/**
 * The job page's queries (the job, similar jobs, and for a signed-in seeker whether the job is saved,
 * where "chat now" leads and whether a chat with the recruiter exists), one options function each,
 * shared by the route loader and the page; and the job actions' calls, with what each one changes in the
 * cache. Every screen, dialog and button shows its own error.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getGetRedirectConditionQueryOptions, useSubmitFeedback } from '@sdk/generated/apiGo/hooks';
import { useStartConversation } from '@sdk/generated/chat/hooks';
import { useApplyToJob } from '@sdk/generated/data/hooks';
import {
  getCheckChatExistsQueryOptions, getCheckJobSavedQueryOptions, getGetJobDetailQueryOptions, getListSimilarJobsQueryOptions,
  recordJobView, useDeleteSavedJob, useRecordExternalJobClick, useReportJob, useSaveJob,
} from '@sdk/generated/job/hooks';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { jobCardListQuery, keepsFitFacts } from '../../lib/job-card-data';
import { idFromSlug } from '../../lib/local-href';
import { scoped, useQueryScope, type QueryScope } from '../../lib/query-scope';

export const SIMILAR_JOBS_SIZE = 5;

/** A usable job id from the URL slug, or undefined when the slug cannot name a job. */
export function jobIdFromSlug(slug: string | undefined): number | undefined {
  const id = idFromSlug(slug);
  return id !== undefined && id > 0 ? id : undefined;
}

/** The page shows the error itself (deleted, closed, not found, retry). */
export function jobDetailQuery(scope: QueryScope, jobId: number) {
  // The loader already tried; a second attempt on mount would only repeat a 404.
  return scoped(scope, getGetJobDetailQueryOptions(jobId, undefined, { query: { retryOnMount: false } }));
}

/** Jobs like this one, as cards show them. */
export function similarJobsQuery(scope: QueryScope, jobId: number) {
  return scoped(scope, jobCardListQuery(getListSimilarJobsQueryOptions({ job_id: jobId, size: SIMILAR_JOBS_SIZE }), { withFitFacts: keepsFitFacts(scope) }));
}

/** Signed-in seekers only (the call needs a session); the save control shows its own error. */
export function jobSavedQuery(scope: QueryScope, jobId: number, enabled: boolean) {
  return scoped(scope, getCheckJobSavedQueryOptions(jobId, { query: { enabled } }));
}

/** Where "chat now" sends a signed-in seeker (complete profile, external site, existing chat, apply). */
export function redirectConditionQuery(scope: QueryScope, jobId: number, enabled: boolean) {
  return scoped(scope, getGetRedirectConditionQueryOptions({ job_id: jobId }, { query: { enabled } }));
}

/** Whether the seeker already talks with the job's recruiter (about any of the recruiter's jobs). */
export function chatExistsQuery(scope: QueryScope, recruiterId: number, enabled: boolean) {
  return scoped(scope, getCheckChatExistsQueryOptions(recruiterId, undefined, { query: { enabled } }));
}

/** Why the job cannot be shown when its failure means "this job is gone" rather than "something failed". */
export function goneReason(error: unknown): 'deleted' | 'closed' | 'not-found' | undefined {
  if (isApiError(error, ErrorCode.JobDeleted)) return 'deleted';
  if (isApiError(error, ErrorCode.JobClosed)) return 'closed';
  if (isApiError(error, ErrorCode.NotFound)) return 'not-found';
  return undefined;
}

/** Saving answers when; the Save button follows at once. */
export function useSaveJobMutation() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useSaveJob({
    mutation: {
      onSuccess: (reply, { data }) =>
        client.setQueryData(jobSavedQuery(scope, data.job_id, true).queryKey, { job_id: data.job_id, is_saved: true, saved_at: reply.saved_at }),
    },
  });
}

export function useDeleteSavedJobMutation() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useDeleteSavedJob({
    mutation: { onSuccess: (_reply, { id }) => client.setQueryData(jobSavedQuery(scope, id, true).queryKey, { job_id: id, is_saved: false, saved_at: null }) },
  });
}

/** After applying, "chat now" on the job reads "continue chat": where it leads and whether a chat with the recruiter exists are asked again. */
export function useApplyToJobMutation(recruiterId: number) {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useApplyToJob({
    mutation: {
      onSuccess: (_reply, { jobId }) => {
        void client.invalidateQueries({ queryKey: redirectConditionQuery(scope, jobId, true).queryKey });
        void client.invalidateQueries({ queryKey: chatExistsQuery(scope, recruiterId, true).queryKey });
      },
    },
  });
}

/** W32 not-suitable feedback. */
export function useSubmitFeedbackMutation() {
  return useSubmitFeedback();
}

export function useReportJobMutation() {
  return useReportJob();
}

/** The click on a job applied for on the employer's own site, recorded before the browser leaves. */
export function useRecordExternalJobClickMutation() {
  return useRecordExternalJobClick();
}

/** "Continue chat": answers the existing conversation with the recruiter. */
export function useStartConversationMutation() {
  return useStartConversation();
}

/** Counts a job view. Counting is not the visitor's action, so a failure is dropped rather than shown. */
export function countJobView(jobId: number): void {
  recordJobView(jobId).catch(() => undefined);
}
