/**
 * What a job alert keeps of a search (the contract's alert has a keyword, one location, one job type and
 * a minimum salary), and the words that show an alert's criteria as chips.
 */
import type { TFunction } from 'i18next';
import type { JobAlert } from '@sdk/generated/jobseeker/hooks';
import { formatSalary } from '../../lib/format-salary';
import { buildSeoLookups } from '../../lib/job-search-url/lookups';
import { normalizeFilters } from '../../lib/job-search-url/normalize';
import { toJobSearchRequest } from '../../lib/job-search-url/request';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import type { JobAlertConfigLists } from './job-alert-config-lists';

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

/** The lists the chips read, as a query has them: loading, read, or failed (no names to give). */
export type ChipLists = { status: 'pending' } | { status: 'error' } | { status: 'success'; lists: JobAlertConfigLists };

export interface CriteriaChip {
  /** Stable within one alert's chips. */
  key: string;
  text: string;
  /** The words wait for the config lists (a placeholder, never the id). */
  pending?: boolean;
}

export interface ChipFormat {
  t: TFunction;
  /** BCP 47 tag of the page language, for Intl. */
  locale: string;
  /** ISO 4217 code of the country site's currency: an alert keeps an amount, not its currency. */
  currency: string;
}

function locationName(lists: JobAlertConfigLists, id: number): string | undefined {
  for (const region of lists.location_lists) {
    const found = region.locations.find((location) => location.id === id);
    if (found) return found.value;
  }
  return undefined;
}

/** An id criterion's chip: its name in the page language, a placeholder while the lists load, "unknown" otherwise. */
function namedChip(key: 'location' | 'jobType', name: (lists: JobAlertConfigLists) => string | undefined, lists: ChipLists, t: TFunction): CriteriaChip {
  if (lists.status === 'pending') return { key, text: t(`job-alerts:criteria.pending.${key}`), pending: true };
  return { key, text: (lists.status === 'success' ? name(lists.lists) : undefined) ?? t(`job-alerts:criteria.unknown.${key}`) };
}

/**
 * The minimum salary in the site's currency, as the app shows salaries (lib/format-salary.ts): "₱30K" in
 * en-us, "30 ألف PHP" in Arabic. The search's salary ranges it comes from are monthly.
 */
function salaryChip(amount: number, { t, locale, currency }: ChipFormat): CriteriaChip {
  const formatted = formatSalary({ salary_from: amount, salary_to: amount, currency, salary_type: 'monthly' }, locale).amount;
  return { key: 'salary', text: t('job-alerts:criteria.salaryFrom', { amount: formatted ?? new Intl.NumberFormat(locale).format(amount) }) };
}

/** One chip per criterion the alert has; none for "every job". */
export function criteriaChips(criteria: AlertCriteria, lists: ChipLists, format: ChipFormat): CriteriaChip[] {
  const { t } = format;
  const chips: CriteriaChip[] = [];
  if (criteria.keyword) chips.push({ key: 'keyword', text: criteria.keyword });
  const locationId = criteria.location_id;
  if (locationId !== null) chips.push(namedChip('location', (l) => locationName(l, locationId), lists, t));
  const jobTypeId = criteria.job_type_id;
  if (jobTypeId !== null) chips.push(namedChip('jobType', (l) => l.job_types.find((type) => type.id === jobTypeId)?.value, lists, t));
  if (criteria.salary_from !== null) chips.push(salaryChip(criteria.salary_from, format));
  return chips;
}
