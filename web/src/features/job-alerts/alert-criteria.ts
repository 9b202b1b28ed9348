/**
 * What a job alert keeps of a search (the contract's alert has a keyword, one location, one job type and
 * a minimum salary), and the words that show an alert's criteria as chips.
 */
import type { TFunction } from 'i18next';
import type { JobAlert } from '@sdk/generated/jobseeker/hooks';
import { buildSeoLookups } from '../../lib/job-search-url/lookups';
import { normalizeFilters } from '../../lib/job-search-url/normalize';
import { toJobSearchRequest } from '../../lib/job-search-url/request';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import type { JobAlertConfigLists } from './job-alerts-queries';

export type AlertCriteria = Pick<JobAlert, 'keyword' | 'location_id' | 'job_type_id' | 'salary_from'>;

export interface SearchCriteria {
  criteria: AlertCriteria;
  /** The search had filters an alert cannot keep (several locations, industries, ...). */
  partial: boolean;
}

/** Filters the alert keeps when there is at most one value. */
const KEPT_LISTS = ['locations', 'jobTypes', 'salary'] as const;
const IGNORED = new Set<keyof JobSearchFilters>(['query', 'sort', 'page', ...KEPT_LISTS]);

function hasValue(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false && value !== '';
}

export function criteriaFromSearch(filters: JobSearchFilters, lists: JobAlertConfigLists): SearchCriteria {
  const request = toJobSearchRequest(filters, buildSeoLookups(lists));
  const normal = normalizeFilters(filters);
  const criteria: AlertCriteria = {
    keyword: request.query?.trim() || null,
    location_id: request.job_locations?.[0] ?? null,
    job_type_id: request.job_types?.[0] ?? null,
    salary_from: request.salary_from || null,
  };
  const dropped = (Object.keys(normal) as (keyof JobSearchFilters)[]).some((key) => !IGNORED.has(key) && hasValue(normal[key]));
  const several = (request.job_locations?.length ?? 0) > 1 || (request.job_types?.length ?? 0) > 1 || request.salary_to !== undefined;
  return { criteria, partial: dropped || several };
}

function locationName(lists: JobAlertConfigLists | undefined, id: number): string | undefined {
  for (const region of lists?.location_lists ?? []) {
    const found = region.locations.find((location) => location.id === id);
    if (found) return found.value;
  }
  return undefined;
}

/** One chip per criterion the alert has; none for "every job". */
export function criteriaChips(criteria: AlertCriteria, lists: JobAlertConfigLists | undefined, t: TFunction, locale: string): string[] {
  const chips: string[] = [];
  if (criteria.keyword) chips.push(criteria.keyword);
  if (criteria.location_id !== null) chips.push(locationName(lists, criteria.location_id) ?? t('job-alerts:criteria.location', { id: criteria.location_id }));
  if (criteria.job_type_id !== null) {
    chips.push(lists?.job_types.find((type) => type.id === criteria.job_type_id)?.value ?? t('job-alerts:criteria.jobType', { id: criteria.job_type_id }));
  }
  if (criteria.salary_from !== null) chips.push(t('job-alerts:criteria.salaryFrom', { amount: new Intl.NumberFormat(locale).format(criteria.salary_from) }));
  return chips;
}
