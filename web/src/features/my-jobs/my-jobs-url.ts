/**
 * The address of a My jobs view (W14): the tab is the path segment (`/recommended-job/saved`; the bare
 * `/recommended-job` is the recommended tab); sort, filters and page are in the query, so reload and
 * back keep them.
 */
import { pageFromParams } from '../../lib/page-param';
import { ApplicationStatus, WorkArrangementId } from './my-jobs-queries';

export const MY_JOBS_TABS = [
  'recommended',
  'saved',
  'applied',
  'communicated',
  'interview',
  'viewed',
  'who-viewed-me',
  'interested-in-me',
  'personalized-picks',
] as const;

export type MyJobsTab = (typeof MY_JOBS_TABS)[number];

export const DEFAULT_TAB: MyJobsTab = 'recommended';

/** The job-service lists of the seeker's own jobs: they take the filters and the best-fit order. */
export const JOB_LIST_TABS = ['saved', 'applied', 'communicated', 'interview', 'viewed'] as const satisfies readonly MyJobsTab[];

export type JobListTab = (typeof JOB_LIST_TABS)[number];

/** The recommendation lists (ranked by fit already) and the recruiter lists (which read best fit as newest). */
export type OtherListTab = Exclude<MyJobsTab, JobListTab>;

export function isJobListTab(tab: MyJobsTab): tab is JobListTab {
  return (JOB_LIST_TABS as readonly MyJobsTab[]).includes(tab);
}

/** The orders every list offers. */
export const LIST_SORTS = ['newest', 'relevance', 'salary'] as const;

/** The job lists also put the jobs that fit the seeker's job preferences best first (`fit`). */
export const JOB_LIST_SORTS = [...LIST_SORTS, 'fit'] as const;

export type ListSortName = (typeof LIST_SORTS)[number];

export type SortName = (typeof JOB_LIST_SORTS)[number];

const SORT_PARAM = 'sort';

/** The orders a tab offers, in the sort bar's order. */
export function sortsOf(tab: MyJobsTab): readonly SortName[] {
  return isJobListTab(tab) ? JOB_LIST_SORTS : LIST_SORTS;
}

/** The recommendation lists put the most relevant first; the others the newest (contracts: job.yaml, reco.yaml). */
const RECOMMENDATION_TABS: readonly MyJobsTab[] = ['recommended', 'personalized-picks'];

/** The order a tab's list comes in when the address chooses none, shown as chosen. */
export function defaultSortOf(tab: MyJobsTab): ListSortName {
  return RECOMMENDATION_TABS.includes(tab) ? 'relevance' : 'newest';
}

/** Work arrangements as the contracts number them: 1 on-site, 2 hybrid, 3 remote. */
export const ARRANGEMENTS: readonly WorkArrangementId[] = Object.values(WorkArrangementId);

/** The filters of the job lists; `status` on the applied tab only. */
export interface MyJobsFilters {
  jobType?: number;
  arrangement?: WorkArrangementId;
  status?: ApplicationStatus;
  /** Only the jobs one of the seeker's job preferences asks for (its title, or the title's function). */
  fitsPreferences?: true;
}

const FILTER_PARAMS = { jobType: 'job_type', arrangement: 'arrangement', status: 'status', fitsPreferences: 'fits_preferences' } as const;

function filtersOf(tab: JobListTab, params: URLSearchParams): MyJobsFilters {
  const jobType = Number(params.get(FILTER_PARAMS.jobType));
  const arrangement = Number(params.get(FILTER_PARAMS.arrangement));
  const status = params.get(FILTER_PARAMS.status);
  return {
    ...(Number.isInteger(jobType) && jobType > 0 ? { jobType } : {}),
    ...((ARRANGEMENTS as readonly number[]).includes(arrangement) ? { arrangement: arrangement as WorkArrangementId } : {}),
    ...(tab === 'applied' && (Object.values(ApplicationStatus) as string[]).includes(status ?? '') ? { status: status as ApplicationStatus } : {}),
    // Written as `true` (viewSearch); anything else is no filter, like an unknown arrangement.
    ...(params.get(FILTER_PARAMS.fitsPreferences) === 'true' ? { fitsPreferences: true as const } : {}),
  };
}

export function hasFilters(filters: MyJobsFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/** The path segment's tab; undefined for an unknown one (the page answers 404). */
export function tabOf(segment: string | undefined): MyJobsTab | undefined {
  if (segment === undefined) return DEFAULT_TAB;
  return (MY_JOBS_TABS as readonly string[]).includes(segment) ? (segment as MyJobsTab) : undefined;
}

/** A job list's view: every filter and order. */
export interface JobListView {
  tab: JobListTab;
  /** Only when the address chooses one; otherwise each list's own default order. */
  sort: SortName | undefined;
  filters: MyJobsFilters;
  page: number;
}

/** A recommendation or recruiter list's view: no filters, and no best-fit order. */
export interface OtherListView {
  tab: OtherListTab;
  sort: ListSortName | undefined;
  filters: Record<string, never>;
  page: number;
}

export type MyJobsView = JobListView | OtherListView;

export function isJobListView(view: MyJobsView): view is JobListView {
  return isJobListTab(view.tab);
}

/** `value` when it is one of `names`; an order the tab does not offer reads as none (the list's own). */
function oneOf<T extends string>(names: readonly T[], value: string | null): T | undefined {
  return (names as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

export function viewOf(tab: MyJobsTab, params: URLSearchParams): MyJobsView {
  const sort = params.get(SORT_PARAM);
  const page = pageFromParams(params);
  if (isJobListTab(tab)) return { tab, sort: oneOf(JOB_LIST_SORTS, sort), filters: filtersOf(tab, params), page };
  return { tab, sort: oneOf(LIST_SORTS, sort), filters: {}, page };
}

export type ViewQuery = Pick<MyJobsView, 'sort' | 'page'> & { filters?: MyJobsFilters };

/** The query of a view: the default order, no filter and page 1 carry nothing. */
export function viewSearch({ sort, page, filters = {} }: ViewQuery): string {
  const query = new URLSearchParams();
  if (sort) query.set(SORT_PARAM, sort);
  for (const [name, param] of Object.entries(FILTER_PARAMS) as [keyof MyJobsFilters, string][]) {
    const value = filters[name];
    if (value !== undefined) query.set(param, String(value));
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
