/**
 * The address of a My jobs view (W14): the tab is the path segment (`/recommended-job/saved`; the bare
 * `/recommended-job` is the recommended tab), sort and page are in the query, so reload and back keep them.
 */
import { pageFromParams } from '../../lib/page-param';

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

/** The path segment's tab; undefined for an unknown one (the page answers 404). */
export function tabOf(segment: string | undefined): MyJobsTab | undefined {
  if (segment === undefined) return DEFAULT_TAB;
  return (MY_JOBS_TABS as readonly string[]).includes(segment) ? (segment as MyJobsTab) : undefined;
}

export interface MyJobsView {
  tab: MyJobsTab;
  /** Only when the address chooses one; otherwise each list's own default order. */
  sort: SortName | undefined;
  page: number;
}

export function viewOf(tab: MyJobsTab, params: URLSearchParams): MyJobsView {
  const sort = params.get(SORT_PARAM);
  return { tab, sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortName) : undefined, page: pageFromParams(params) };
}

/** The query of a view: the default order and page 1 carry nothing. */
export function viewSearch({ sort, page }: Pick<MyJobsView, 'sort' | 'page'>): string {
  const query = new URLSearchParams({ ...(sort ? { [SORT_PARAM]: sort } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return query ? `?${query}` : '';
}
