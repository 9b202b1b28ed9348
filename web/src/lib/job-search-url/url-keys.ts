/**
 * URL query keys, in the fixed order the encoder writes them (the order of
 * spec section 2, then the extra filters), so equal filters give equal URLs.
 */
import type { JobSearchFilters } from './types';

export const JOB_SEARCH_BASE = '/jobs-hiring/';
export const JOB_SEARCH_SEGMENT = 'job-search';

export const URL_KEYS = [
  ['page', 'page'],
  ['industries', 'industry'],
  ['workExperience', 'workExperience'],
  ['categories', 'category'],
  ['jobTypes', 'jobType'],
  ['salary', 'salary'],
  ['locations', 'location'],
  ['qualification', 'qualification'],
  ['verifiedCompany', 'verifiedCompany'],
  ['sort', 'sort'],
  ['mainFunctions', 'mainFunctions'],
  ['jobFunctions', 'jobFunctions'],
  ['functionTitles', 'functionTitles'],
  ['companySizes', 'companySize'],
  ['financingStages', 'financingStage'],
  ['benefits', 'benefits'],
  ['workArrangements', 'remote'],
  ['fitsPreferences', 'fitsPreferences'],
] as const satisfies readonly (readonly [Exclude<keyof JobSearchFilters, 'query'>, string])[];

/** Accepted on decode only: a query given as ?query= instead of in the path. */
export const QUERY_PARAM = 'query';
