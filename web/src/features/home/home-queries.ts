/**
 * The home page's data: the four job lists, the category lists and the featured companies, each as
 * a scoped query that shows its own error (spec section 9: home lists are size 21, page 1).
 */
import { getListFeaturedCompaniesQueryOptions } from '@sdk/generated/company/hooks';
import { JobSearchSort, WorkArrangementId, type FilterJobsRequest } from '@sdk/generated/job/hooks';
import { getListRecommendedJobsQueryOptions } from '@sdk/generated/reco/hooks';
import { queryOptions, type QueryFunction, type QueryKey, type SkipToken } from '@tanstack/react-query';
import { jobCardListQuery, keepsFitFacts, type JobCardData } from '../../lib/job-card-data';
import { jobListQuery, jobListRequest, type ListAsker } from '../../lib/job-list-queries';
import { scoped, type QueryScope } from '../../lib/query-scope';

/** The page size a home list asks for, as the spec writes the request. */
export const HOME_LIST_SIZE = 21;
/**
 * The jobs a home list shows and keeps of its page: a phone hydrates six cards a section instead of 21,
 * and each section's "see all" link opens the rest. The cache (so the page the server sends) holds only these.
 */
export const HOME_CARDS_SHOWN = 6;
export const TOP_COMPANIES_SIZE = 8;

export const HOME_LISTS = ['recommended', 'latest', 'remote', 'web3'] as const;
export type HomeList = (typeof HOME_LISTS)[number];

/** The config lists the home page reads: its category tabs' categories. */
export const HOME_CONFIG_LISTS = ['job_category_lists'] as const;

type ListFilters = Omit<FilterJobsRequest, 'device' | 'device_uuid' | 'page' | 'size'>;

const LIST_FILTERS: Record<HomeList, ListFilters> = {
  recommended: { sort: JobSearchSort.Relevance },
  latest: { sort: JobSearchSort.Newest },
  remote: { work_arrangements: [WorkArrangementId.Remote] },
  web3: { is_web3: true },
};

function jobsRequest(filters: ListFilters, asker: ListAsker): FilterJobsRequest {
  return jobListRequest({ ...filters, page: 1, size: HOME_LIST_SIZE }, asker);
}

export function homeListRequest(list: HomeList, asker: ListAsker): FilterJobsRequest {
  return jobsRequest(LIST_FILTERS[list], asker);
}

export function categoryRequest(categoryId: number, asker: ListAsker): FilterJobsRequest {
  return jobsRequest({ job_categories: [categoryId] }, asker);
}

/** One list's first jobs, as cards show them (the key leaves out who asks, see lib/job-list-queries). */
export function homeJobsQuery(scope: QueryScope, request: FilterJobsRequest) {
  return jobListQuery(scope, request, HOME_CARDS_SHOWN);
}

/**
 * A signed-in seeker's recommended jobs: the ones that fit their job preferences first (decision 0030), from
 * the recommendation service; a guest's are the job search by relevance (homeListRequest).
 */
export function seekerRecommendedJobsQuery(scope: QueryScope) {
  return scoped(scope, jobCardListQuery(getListRecommendedJobsQueryOptions({ page: 1, size: HOME_LIST_SIZE }), { limit: HOME_CARDS_SHOWN, withFitFacts: keepsFitFacts(scope) }));
}

/** What every home list answers: its cards, and what the list's tracking reads of the reply. */
export interface HomeJobs {
  jobs: readonly JobCardData[];
  query_id?: string | null;
  page?: number;
}

/** A list's query as a home list reads it, whichever service answers it. */
export function asHomeJobs<T extends HomeJobs>({ queryKey, queryFn }: { queryKey: QueryKey; queryFn?: QueryFunction<T, QueryKey, never> | SkipToken }) {
  if (typeof queryFn !== 'function') throw new Error('a home list query always has its query function');
  return queryOptions<HomeJobs>({ queryKey, queryFn: (context) => queryFn(context) });
}

/** The query behind one home list: a seeker's recommendations are their own. */
export function homeListQuery(scope: QueryScope, list: HomeList, asker: ListAsker, signedIn: boolean) {
  return asHomeJobs(list === 'recommended' && signedIn ? seekerRecommendedJobsQuery(scope) : homeJobsQuery(scope, homeListRequest(list, asker)));
}

export function topCompaniesQuery(scope: QueryScope) {
  return scoped(scope, getListFeaturedCompaniesQueryOptions({ size: TOP_COMPANIES_SIZE }));
}
