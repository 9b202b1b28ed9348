/**
 * The interview calls (W13): one options function per query, the mutations (each screen shows its own
 * error), and what every change refreshes (the detail from the reply, the lists, the red dot).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetInterviewDetailQueryOptions,
  getGetInterviewMeetingLinkQueryKey,
  getGetInterviewMeetingLinkQueryOptions,
  getListInterviewsQueryKey,
  getListInterviewsQueryOptions,
  useAcceptInterview,
  useCancelInterview,
  useRejectInterview,
  useRequestInterviewResult,
  useSubmitInterviewCheckIn,
  type InterviewDetail,
  type ListInterviewsParams,
} from '@sdk/generated/apiGo/hooks';
import { getListInterviewJobsQueryKey } from '@sdk/generated/job/hooks';
import { interviewRedDotQuery } from '../../lib/interview-red-dot-queries';
import { scoped, scopedKey, useQueryScope, type QueryScope } from '../../lib/query-scope';

const LIST_STALE_MS = 30_000;

/** The page shows its own loading, empty and error states. */
export function interviewListQuery(scope: QueryScope, params: ListInterviewsParams) {
  return scoped(scope, getListInterviewsQueryOptions(params, { query: { staleTime: LIST_STALE_MS } }));
}

/** The dialog shows the error itself; opening the detail marks the interview read. */
export function interviewDetailQuery(scope: QueryScope, interviewId: number) {
  return scoped(scope, getGetInterviewDetailQueryOptions(interviewId, { query: { refetchOnWindowFocus: false } }));
}

/** An accepted video interview's meeting (id and passcode beside the link). */
export function meetingLinkQuery(scope: QueryScope, interviewId: number, enabled: boolean) {
  return scoped(scope, getGetInterviewMeetingLinkQueryOptions(interviewId, { query: { enabled, retry: false } }));
}

/** What an interview's change (or its first reading) makes stale elsewhere: lists, the My jobs tab, the red dot. */
export function useRefreshInterviewViews() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback((interviewId: number, detail?: InterviewDetail) => {
    if (detail) queryClient.setQueryData(interviewDetailQuery(scope, interviewId).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListInterviewsQueryKey()) });
    void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListInterviewJobsQueryKey()) });
    void queryClient.invalidateQueries({ queryKey: interviewRedDotQuery(scope).queryKey });
    if (detail) void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getGetInterviewMeetingLinkQueryKey(interviewId)) });
  }, [queryClient, scope]);
}

/**
 * The dialog's actions: each shows its own refusal (the code's message) and keeps what was typed; each
 * answers the interview, which refreshes what it changed.
 */
export function useInterviewMutations() {
  const refresh = useRefreshInterviewViews();
  const mutation = { onSuccess: (detail: InterviewDetail, { interviewId }: { interviewId: number }) => refresh(interviewId, detail) };
  return {
    accept: useAcceptInterview({ mutation }),
    reject: useRejectInterview({ mutation }),
    cancel: useCancelInterview({ mutation }),
    checkIn: useSubmitInterviewCheckIn({ mutation }),
    requestResult: useRequestInterviewResult({ mutation }),
  };
}

/** The statuses and reasons the dialog and the list name. */
export { InterviewReason, InterviewStatus } from '@sdk/generated/apiGo/hooks';
