/** URL filters → the JobSearchRequest body (ids instead of seo values). */
import type { SeoLookups } from './lookups';
import { seoKey } from './lookups';
import { defaultSort, normalizeFilters } from './normalize';
import { mergeSalaryRanges, type SalaryRange } from './salary';
import { WorkArrangementId } from './contract-queries';
import type { JobSearchFilters, JobSearchRequest } from './types';

export const JOB_SEARCH_PAGE_SIZE = 30;
/** The contract's maximum page size. */
export const JOB_SEARCH_MAX_SIZE = 100;

export interface JobSearchRequestOptions {
  size?: number;
  source?: 'web' | 'mobile_web';
}

/** Known ids in filter order, without repeats; unknown seo values are dropped. */
function ids(values: readonly string[] | undefined, lookup: ReadonlyMap<string, number>): number[] | undefined {
  if (!values) return undefined;
  const found = new Set<number>();
  for (const value of values) {
    const id = lookup.get(seoKey(value));
    if (id !== undefined) found.add(id);
  }
  return found.size > 0 ? [...found] : undefined;
}

function isWorkArrangementId(id: number): id is WorkArrangementId {
  return (Object.values(WorkArrangementId) as number[]).includes(id);
}

function put<K extends keyof JobSearchRequest>(req: JobSearchRequest, key: K, value: JobSearchRequest[K] | undefined): void {
  if (value !== undefined) req[key] = value;
}

export function toJobSearchRequest(
  filters: JobSearchFilters,
  lookups: SeoLookups,
  options: JobSearchRequestOptions = {},
): JobSearchRequest {
  const f = normalizeFilters(filters);
  const req: JobSearchRequest = {};
  put(req, 'query', f.query);
  put(req, 'job_locations', ids(f.locations, lookups.locations));
  put(req, 'job_categories', ids(f.categories, lookups.categories));
  put(req, 'industries', ids(f.industries, lookups.industries));

  const ranges = (f.salary ?? [])
    .map((seo) => lookups.salary.get(seoKey(seo)))
    .filter((r): r is SalaryRange => r !== undefined);
  const salary = mergeSalaryRanges(ranges);
  if (salary) {
    req.salary_from = salary.from;
    if (salary.to !== null) req.salary_to = salary.to;
  }

  put(req, 'degrees', ids(f.qualification, lookups.qualification));
  put(req, 'xp_lvls', ids(f.workExperience, lookups.workExperience));
  put(req, 'job_types', ids(f.jobTypes, lookups.jobTypes));
  if (f.verifiedCompany) req.is_company_verified = true;
  // Ignored by the server for a guest, so a guest's copy of a seeker's link still searches.
  if (f.fitsPreferences) req.fits_preferences = true;
  put(req, 'main_functions', ids(f.mainFunctions, lookups.mainFunctions));
  put(req, 'function_job_title_ids', ids(f.functionTitles, lookups.functionTitles));
  put(req, 'job_function_ids', ids(f.jobFunctions, lookups.jobFunctions));
  put(req, 'company_sizes', ids(f.companySizes, lookups.companySizes));
  put(req, 'financing_stages', ids(f.financingStages, lookups.financingStages));
  put(req, 'job_benefits', ids(f.benefits, lookups.benefits));
  const arrangements = ids(f.workArrangements, lookups.workArrangements)?.filter(isWorkArrangementId);
  put(req, 'work_arrangements', arrangements && arrangements.length > 0 ? arrangements : undefined);

  req.sort = f.sort ?? defaultSort(f);
  req.page = f.page ?? 1;
  const size = options.size ?? JOB_SEARCH_PAGE_SIZE;
  req.size = Number.isSafeInteger(size) ? Math.min(Math.max(size, 1), JOB_SEARCH_MAX_SIZE) : JOB_SEARCH_PAGE_SIZE;
  req.source = options.source ?? 'web';
  return req;
}
