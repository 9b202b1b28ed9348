/** Shapes shared by the job-search URL codec and the request mapping. */

export type JobSearchSort = 1 | 2 | 3;

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

/**
 * Local copy of the contract's JobSearchRequest (docs/api-slice.md); to be
 * replaced by the generated SDK type.
 */
export interface JobSearchRequest {
  query?: string;
  job_locations?: number[];
  job_categories?: number[];
  industries?: number[];
  salary_from?: number;
  salary_to?: number;
  degrees?: number[];
  xp_lvls?: number[];
  job_types?: number[];
  company_ids?: number[];
  is_company_verified?: boolean;
  main_functions?: number[];
  function_job_title_ids?: number[];
  job_function_ids?: number[];
  company_sizes?: number[];
  financing_stages?: number[];
  job_benefits?: number[];
  work_arrangements?: number[];
  is_web3?: boolean;
  sort?: JobSearchSort;
  page?: number;
  size?: number;
  source?: 'web' | 'mobile_web';
}
