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
import type { JobListTab, JobListView, ListSortName, MyJobsFilters, MyJobsView, OtherListTab, OtherListView, SortName } from './my-jobs-url';

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

// The job lists count sort 1 newest, 2 relevance; the recommendation lists the other way round. Best fit
// is the job lists' only: the recommendations are ranked by fit already, the recruiter lists read it as newest.
const JOB_LIST_SORT = {
  newest: MyJobsSortParameter.Newest,
  relevance: MyJobsSortParameter.Relevance,
  salary: MyJobsSortParameter.HighestSalary,
  fit: MyJobsSortParameter.BestFit,
} as const satisfies Record<SortName, MyJobsSortParameter>;
const RECRUITER_SORT = { newest: MyJobsSortParameter.Newest, relevance: MyJobsSortParameter.Relevance, salary: MyJobsSortParameter.HighestSalary } as const satisfies Record<ListSortName, MyJobsSortParameter>;
const RECO_SORT = {
  newest: RecommendationSortParameter.Newest,
  relevance: RecommendationSortParameter.Relevance,
  salary: RecommendationSortParameter.HighestSalary,
} as const satisfies Record<ListSortName, RecommendationSortParameter>;

function listParams<N extends string, S>(sorts: Record<N, S>, { sort, page }: { sort: N | undefined; page: number }) {
  return { page, ...(sort ? { sort: sorts[sort] } : {}) };
}

/** The W14 filters as the job-service lists take them. */
function filterParams({ jobType, arrangement, fitsPreferences }: MyJobsFilters) {
  return {
    ...(jobType !== undefined ? { job_type_id: jobType } : {}),
    ...(arrangement !== undefined ? { work_arrangement_id: arrangement } : {}),
    ...(fitsPreferences ? { fits_preferences: true } : {}),
  };
}

/** Each list keeps its reply in the cache as the call answers it; `select` reads it as a TabList. */
function asTabList<T extends Pagination>(options: UseQueryOptions<T, never, T, QueryKey>, entriesOf: (reply: T) => TabEntry[]): TabListOptions {
  const select = (reply: T): TabList => ({ page: reply.page, totalPages: reply.total_page, entries: entriesOf(reply) });
  // The options differ only in their reply type, which `select` hides from the page.
  return { ...options, select } as unknown as TabListOptions;
}

const listOptions = { query: { staleTime: LIST_STALE_MS } };

/** The job lists, by tab, at the call's sort, filters and page (`status`: the applied tab's own filter). */
type JobListParams = ReturnType<typeof listParams<SortName, MyJobsSortParameter>> & ReturnType<typeof filterParams>;
const JOB_LISTS: Record<JobListTab, (params: JobListParams, filters: MyJobsFilters) => TabListOptions> = {
  saved: (params) => asTabList(getListSavedJobsQueryOptions(params, listOptions), (r) => r.jobs.map((job) => ({ kind: 'saved', job }))),
  applied: (params, { status }) => asTabList(getListAppliedJobsQueryOptions({ ...params, ...(status ? { status } : {}) }, listOptions), (r) => r.jobs.map((job) => ({ kind: 'applied', job }))),
  communicated: (params) => asTabList(getListCommunicatedJobsQueryOptions(params, listOptions), (r) => r.jobs.map((job) => ({ kind: 'communicated', job }))),
  interview: (params) => asTabList(getListInterviewJobsQueryOptions(params, listOptions), (r) => r.jobs.map((job) => ({ kind: 'interview', job }))),
  viewed: (params) => asTabList(getListViewedJobsQueryOptions(params, listOptions), (r) => r.jobs.map((job) => ({ kind: 'viewed', job }))),
};

/** The recruiter and recommendation lists, by tab, at the call's sort and page. */
const OTHER_LISTS: Record<OtherListTab, (view: OtherListView) => TabListOptions> = {
  'who-viewed-me': (view) =>
    asTabList(getListProfileViewersQueryOptions(listParams(RECRUITER_SORT, view), listOptions), (r) => r.recruiters.map((activity) => ({ kind: 'recruiter', activity, reason: 'viewed' }))),
  'interested-in-me': (view) =>
    asTabList(getListInterestedRecruitersQueryOptions(listParams(RECRUITER_SORT, view), listOptions), (r) => r.recruiters.map((activity) => ({ kind: 'recruiter', activity, reason: 'interested' }))),
  'personalized-picks': (view) => asTabList(getListPersonalizedPicksQueryOptions(listParams(RECO_SORT, view), listOptions), (r) => r.jobs.map((job) => ({ kind: 'job', job }))),
  recommended: (view) => asTabList(getListRecommendedJobsQueryOptions(listParams(RECO_SORT, view), listOptions), (r) => r.jobs.map((job) => ({ kind: 'job', job }))),
};

// Read here rather than from my-jobs-url.ts, which imports this module's enums (no import cycles).
const isJobListView = (view: MyJobsView): view is JobListView => Object.hasOwn(JOB_LISTS, view.tab);

/** The list of a tab at a sort and page; the page shows its own loading, empty and error states. */
export function tabListQuery(scope: QueryScope, view: MyJobsView): TabListOptions {
  if (isJobListView(view)) return scoped(scope, JOB_LISTS[view.tab]({ ...listParams(JOB_LIST_SORT, view), ...filterParams(view.filters) }, view.filters));
  return scoped(scope, OTHER_LISTS[view.tab](view));
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
