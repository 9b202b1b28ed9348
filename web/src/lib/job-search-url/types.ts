/** Shapes shared by the job-search URL codec and the request mapping. */
import { JobSearchSort } from './contract-queries';

/** The contract's sort, by name: JobSearchSort.Newest, .Relevance, .HighestSalary, .BestFit (a signed-in seeker's). */
export { JobSearchSort };

export const WORK_ARRANGEMENTS = ['onsite', 'hybrid', 'remote'] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number];

/** What the job-search page shows, as the URL carries it (seo values, not ids). */
export interface JobSearchFilters {
  query?: string;
  /** Location seo values. */
  locations?: string[];
  categories?: string[];
  industries?: string[];
  jobTypes?: string[];
  workExperience?: string[];
  qualification?: string[];
  /** Salary range filter seo values, e.g. "30k-50k". */
  salary?: string[];
  verifiedCompany?: boolean;
  /** Only the jobs one of the signed-in seeker's job preferences asks for; a guest's search ignores it. */
  fitsPreferences?: boolean;
  mainFunctions?: string[];
  jobFunctions?: string[];
  /** Function title keys "{seo}-{id}". */
  functionTitles?: string[];
  companySizes?: string[];
  financingStages?: string[];
  benefits?: string[];
  workArrangements?: WorkArrangement[];
  sort?: JobSearchSort;
  page?: number;
}

/** The on/off filters: in the URL as "true" when on, absent when off. */
export const BOOLEAN_FILTERS = ['verifiedCompany', 'fitsPreferences'] as const;
export type BooleanFilter = (typeof BOOLEAN_FILTERS)[number];

/** Filters holding free string lists (work arrangements are a closed set). */
export type StringListFilter =
  | 'locations'
  | 'categories'
  | 'industries'
  | 'jobTypes'
  | 'workExperience'
  | 'qualification'
  | 'salary'
  | 'mainFunctions'
  | 'jobFunctions'
  | 'functionTitles'
  | 'companySizes'
  | 'financingStages'
  | 'benefits';

export const STRING_LIST_FILTERS: readonly StringListFilter[] = [
  'locations',
  'categories',
  'industries',
  'jobTypes',
  'workExperience',
  'qualification',
  'salary',
  'mainFunctions',
  'jobFunctions',
  'functionTitles',
  'companySizes',
  'financingStages',
  'benefits',
];

/** The contract's search body (generated from contracts/job.yaml). */
export type { JobSearchRequest } from '@sdk/generated/job/hooks';
