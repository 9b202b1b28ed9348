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

export const SORTS = ['newest', 'relevance', 'salary'] as const;

export type SortName = (typeof SORTS)[number];

const SORT_PARAM = 'sort';

/** The recommendation lists put the most relevant first; the others the newest (contracts: job.yaml, reco.yaml). */
const RECOMMENDATION_TABS: readonly MyJobsTab[] = ['recommended', 'personalized-picks'];

/** The order a tab's list comes in when the address chooses none, shown as chosen. */
export function defaultSortOf(tab: MyJobsTab): SortName {
  return RECOMMENDATION_TABS.includes(tab) ? 'relevance' : 'newest';
}

/** The tabs whose lists take the filters (the job-service lists); `applied` also filters by status. */
export const FILTERED_TABS: readonly MyJobsTab[] = ['saved', 'applied', 'communicated', 'interview', 'viewed'];

/** Work arrangements as the contracts number them: 1 on-site, 2 hybrid, 3 remote. */
export const ARRANGEMENTS: readonly WorkArrangementId[] = Object.values(WorkArrangementId);

export interface MyJobsFilters {
  jobType?: number;
  arrangement?: WorkArrangementId;
  status?: ApplicationStatus;
}

const FILTER_PARAMS = { jobType: 'job_type', arrangement: 'arrangement', status: 'status' } as const;

function filtersOf(tab: MyJobsTab, params: URLSearchParams): MyJobsFilters {
  if (!FILTERED_TABS.includes(tab)) return {};
  const jobType = Number(params.get(FILTER_PARAMS.jobType));
  const arrangement = Number(params.get(FILTER_PARAMS.arrangement));
  const status = params.get(FILTER_PARAMS.status);
  return {
    ...(Number.isInteger(jobType) && jobType > 0 ? { jobType } : {}),
    ...((ARRANGEMENTS as readonly number[]).includes(arrangement) ? { arrangement: arrangement as WorkArrangementId } : {}),
    ...(tab === 'applied' && (Object.values(ApplicationStatus) as string[]).includes(status ?? '') ? { status: status as ApplicationStatus } : {}),
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

export interface MyJobsView {
  tab: MyJobsTab;
  /** Only when the address chooses one; otherwise each list's own default order. */
  sort: SortName | undefined;
  filters: MyJobsFilters;
  page: number;
}

export function viewOf(tab: MyJobsTab, params: URLSearchParams): MyJobsView {
  const sort = params.get(SORT_PARAM);
  return {
    tab,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortName) : undefined,
    filters: filtersOf(tab, params),
    page: pageFromParams(params),
  };
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
