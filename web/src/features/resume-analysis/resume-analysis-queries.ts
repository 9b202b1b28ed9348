/**
 * The AI resume analysis calls (W19): the user's resumes to choose from, past reports with today's quota,
 * one report (read again while the service is still diagnosing), and the start and resolve mutations.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetResumeAnalysisQueryOptions,
  getListResumeAnalysesQueryKey,
  getListResumeAnalysesQueryOptions,
  getListResumesQueryOptions,
  useResolveResumeAnalysisIssue,
  useStartResumeAnalysis,
  type AiAnalysisReport,
} from '@sdk/generated/jobseeker/hooks';
import { scoped, scopedKey, useQueryScope, type QueryScope } from '../../lib/query-scope';

/** How often a report still diagnosing is read again. */
export const DIAGNOSING_POLL_MS = 2000;

/** The resumes to choose from; the page shows its own loading, empty and error states. */
export function analysisResumesQuery(scope: QueryScope) {
  return scoped(scope, getListResumesQueryOptions());
}

export function analysisListQuery(scope: QueryScope) {
  return scoped(scope, getListResumeAnalysesQueryOptions());
}

/** One report, read again every few seconds until the service has finished diagnosing it (or a read fails). */
export function analysisReportQuery(scope: QueryScope, id: number, initialData?: AiAnalysisReport) {
  return scoped(
    scope,
    getGetResumeAnalysisQueryOptions(id, {
      query: {
        initialData,
        refetchInterval: (query) => (query.state.status !== 'error' && query.state.data?.status === 'diagnosing' ? DIAGNOSING_POLL_MS : false),
      },
    }),
  );
}

/** Each screen shows its own refusal with the code's message; the new or changed report is stored before the screen's callback runs. */
export function useAnalysisMutations() {
  const storeReport = useStoreReport();
  const storing = { mutation: { onSuccess: storeReport } };
  return { start: useStartResumeAnalysis(storing), resolve: useResolveResumeAnalysisIssue(storing) };
}

/** A new or changed report: put it in its own cache entry and read the list (and quota) again. */
function useStoreReport() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(
    (report: AiAnalysisReport) => {
      queryClient.setQueryData(analysisReportQuery(scope, report.id).queryKey, report);
      void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListResumeAnalysesQueryKey()) });
    },
    [queryClient, scope],
  );
}
