/**
 * The My jobs calls (W14): one list per tab, read into one shape (`TabList`) so the page renders every
 * tab alike, the application detail, and the save, unsave and withdraw mutations with what they refresh.
 * Every screen and dialog shows its own error.
 */
import { useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getCheckJobSavedQueryKey,
  getGetAppliedJobQueryKey,
  getGetAppliedJobQueryOptions,
  getListAppliedJobsQueryKey,
  getListAppliedJobsQueryOptions,
  getListCommunicatedJobsQueryOptions,
  getListInterestedRecruitersQueryOptions,
  getListInterviewJobsQueryOptions,
  getListProfileViewersQueryOptions,
  getListSavedJobsQueryKey,
  getListSavedJobsQueryOptions,
  getListViewedJobsQueryOptions,
  MyJobsSortParameter,
  useDeleteSavedJob,
  useSaveJob,
  useWithdrawApplication,
  type AppliedJob,
  type CommunicatedJob,
  type InterviewJob,
  type JobSummary,
  type Pagination,
  type RecruiterActivity,
  type SavedJob,
  type ViewedJob,
} from '@sdk/generated/job/hooks';
import { getListPersonalizedPicksQueryOptions, getListRecommendedJobsQueryOptions, RecommendationSortParameter } from '@sdk/generated/reco/hooks';
import { scoped, scopedKey, useQueryScope, type QueryScope } from '../../lib/query-scope';
import type { MyJobsTab, MyJobsView, SortName } from './my-jobs-url';

const LIST_STALE_MS = 30_000;

/** One item of a tab, by what it is about. */
export type TabEntry =
  | { kind: 'saved'; job: SavedJob }
  | { kind: 'applied'; job: AppliedJob }
  | { kind: 'communicated'; job: CommunicatedJob }
  | { kind: 'interview'; job: InterviewJob }
  | { kind: 'viewed'; job: ViewedJob }
  | { kind: 'recruiter'; activity: RecruiterActivity; reason: 'viewed' | 'interested' }
  | { kind: 'job'; job: JobSummary };

export interface TabList {
  page: number;
  totalPages: number;
  entries: TabEntry[];
}

export type TabListOptions = UseQueryOptions<unknown, Error, TabList, QueryKey>;

// The job lists count sort 1 newest, 2 relevance; the recommendation lists the other way round.
const JOB_LIST_SORT = { newest: MyJobsSortParameter.Newest, relevance: MyJobsSortParameter.Relevance, salary: MyJobsSortParameter.HighestSalary } as const;
const RECO_SORT = { newest: RecommendationSortParameter.Newest, relevance: RecommendationSortParameter.Relevance, salary: RecommendationSortParameter.HighestSalary } as const;

function listParams<S>(sorts: Record<SortName, S>, { sort, page }: Pick<MyJobsView, 'sort' | 'page'>) {
  return { page, ...(sort ? { sort: sorts[sort] } : {}) };
}

/** The W14 filters as the job-service lists take them. */
function filterParams({ jobType, arrangement }: MyJobsView['filters']) {
  return { ...(jobType !== undefined ? { job_type_id: jobType } : {}), ...(arrangement !== undefined ? { work_arrangement_id: arrangement } : {}) };
}

/** Each list keeps its reply in the cache as the call answers it; `select` reads it as a TabList. */
function asTabList<T extends Pagination>(options: UseQueryOptions<T, never, T, QueryKey>, entriesOf: (reply: T) => TabEntry[]): TabListOptions {
  const select = (reply: T): TabList => ({ page: reply.page, totalPages: reply.total_page, entries: entriesOf(reply) });
  // The options differ only in their reply type, which `select` hides from the page.
  return { ...options, select } as unknown as TabListOptions;
}

const listOptions = { query: { staleTime: LIST_STALE_MS } };

/** The list of a tab at a sort and page; the page shows its own loading, empty and error states. */
export function tabListQuery(scope: QueryScope, view: MyJobsView): TabListOptions {
  const jobParams = listParams(JOB_LIST_SORT, view);
  const filteredParams = { ...jobParams, ...filterParams(view.filters) };
  const recoParams = listParams(RECO_SORT, view);
  const byTab: Record<MyJobsTab, () => TabListOptions> = {
    saved: () => asTabList(getListSavedJobsQueryOptions(filteredParams, listOptions), (r) => r.jobs.map((job) => ({ kind: 'saved', job }))),
    applied: () => asTabList(getListAppliedJobsQueryOptions({ ...filteredParams, ...(view.filters.status ? { status: view.filters.status } : {}) }, listOptions), (r) => r.jobs.map((job) => ({ kind: 'applied', job }))),
    communicated: () => asTabList(getListCommunicatedJobsQueryOptions(filteredParams, listOptions), (r) => r.jobs.map((job) => ({ kind: 'communicated', job }))),
    interview: () => asTabList(getListInterviewJobsQueryOptions(filteredParams, listOptions), (r) => r.jobs.map((job) => ({ kind: 'interview', job }))),
    viewed: () => asTabList(getListViewedJobsQueryOptions(filteredParams, listOptions), (r) => r.jobs.map((job) => ({ kind: 'viewed', job }))),
    'who-viewed-me': () =>
      asTabList(getListProfileViewersQueryOptions(jobParams, listOptions), (r) => r.recruiters.map((activity) => ({ kind: 'recruiter', activity, reason: 'viewed' }))),
    'interested-in-me': () =>
      asTabList(getListInterestedRecruitersQueryOptions(jobParams, listOptions), (r) => r.recruiters.map((activity) => ({ kind: 'recruiter', activity, reason: 'interested' }))),
    'personalized-picks': () => asTabList(getListPersonalizedPicksQueryOptions(recoParams, listOptions), (r) => r.jobs.map((job) => ({ kind: 'job', job }))),
    recommended: () => asTabList(getListRecommendedJobsQueryOptions(recoParams, listOptions), (r) => r.jobs.map((job) => ({ kind: 'job', job }))),
  };
  return scoped(scope, byTab[view.tab]());
}

/** One application with its status; the dialog shows its own error. */
export function appliedJobQuery(scope: QueryScope, applicationId: number) {
  return scoped(scope, getGetAppliedJobQueryOptions(applicationId));
}

/** Saving or unsaving changes the saved tab and the job page's Save button. */
function useRefreshSaved() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(
    (jobId: number) => {
      void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListSavedJobsQueryKey()) });
      void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getCheckJobSavedQueryKey(jobId)) });
    },
    [queryClient, scope],
  );
}

/** A withdrawal changes the applied tab and the application's detail. */
function useRefreshApplied() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useCallback(
    (applicationId: number) => {
      void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getListAppliedJobsQueryKey()) });
      void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getGetAppliedJobQueryKey(applicationId)) });
    },
    [queryClient, scope],
  );
}

/** Each mutation's screen shows its own refusal; the lists and details it changes are read again. */
export function useSaveMutation() {
  const refreshSaved = useRefreshSaved();
  return useSaveJob({ mutation: { onSuccess: (_reply, { data }) => refreshSaved(data.job_id) } });
}

export function useUnsaveMutation() {
  const refreshSaved = useRefreshSaved();
  return useDeleteSavedJob({ mutation: { onSuccess: (_reply, { id }) => refreshSaved(id) } });
}

export function useWithdrawMutation() {
  const refreshApplied = useRefreshApplied();
  return useWithdrawApplication({ mutation: { onSuccess: (_reply, { id }) => refreshApplied(id) } });
}

/** The statuses and work arrangements the page's filters and badges name. */
export { ApplicationStatus, MyJobsInterviewStatus, WorkArrangementId } from '@sdk/generated/job/hooks';
