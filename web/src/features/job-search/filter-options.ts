/**
 * Filter options from the config lists: labels in the current language, values as the URL carries
 * them (seo values; keys for work arrangements; "{seo}-{id}" for function titles).
 */
import type { ConfigOption, FunctionTitle, JobFunctionNode, JobSubFunctionNode } from '@sdk/generated/config/hooks';
import { functionSeo, seoKey } from '../../lib/job-search-url/lookups';
import type { SearchConfigLists } from './job-search-queries';
import { WORK_ARRANGEMENTS, type JobSearchFilters, type StringListFilter, type WorkArrangement } from '../../lib/job-search-url/types';

export interface FilterOption {
  value: string;
  label: string;
}

/** The multi-select filters shown as plain checkbox groups, in display order. */
export type CheckboxFilterKey = Extract<
  StringListFilter,
  'jobTypes' | 'workExperience' | 'qualification' | 'salary' | 'industries' | 'categories' | 'companySizes' | 'financingStages' | 'benefits'
>;

export interface CheckboxFilterGroup {
  key: CheckboxFilterKey;
  /** Translation key of the group's legend. */
  labelKey: string;
  options: FilterOption[];
}

/** The URL value of a config option. */
export function optionSeo(option: Pick<ConfigOption, 'seo_value' | 'value'>): string {
  return option.seo_value || functionSeo(option.value);
}

/** The URL value of a function title: "{seo}-{id}". */
export function functionTitleValue(title: Pick<FunctionTitle, 'seo_value' | 'value' | 'id'>): string {
  return `${optionSeo(title)}-${title.id}`;
}

function toOptions(list: readonly ConfigOption[]): FilterOption[] {
  return list.map((option) => ({ value: optionSeo(option), label: option.value }));
}

const GROUPS: readonly (readonly [CheckboxFilterKey, string, (lists: SearchConfigLists) => readonly ConfigOption[]])[] = [
  ['jobTypes', 'filters.jobType', (l) => l.job_types],
  ['workExperience', 'filters.workExperience', (l) => l.xp_lvls],
  ['qualification', 'filters.qualification', (l) => l.degrees],
  ['salary', 'filters.salary', (l) => l.salary_range_filters],
  ['industries', 'filters.industry', (l) => l.industry_lists],
  ['categories', 'filters.category', (l) => l.job_category_lists],
  ['companySizes', 'filters.companySize', (l) => l.company_sizes],
  ['financingStages', 'filters.financingStage', (l) => l.company_financing_stage_lists],
  ['benefits', 'filters.benefits', (l) => l.job_benefit_lists],
];

export function checkboxFilterGroups(lists: SearchConfigLists): CheckboxFilterGroup[] {
  return GROUPS.map(([key, labelKey, pick]) => ({ key, labelKey, options: toOptions(pick(lists) ?? []) }));
}

/** On-site, hybrid, remote: URL values are the fixed keys, labels come from `work_arrangements`. */
export function workArrangementOptions(lists: SearchConfigLists): { value: WorkArrangement; label: string | undefined }[] {
  const byKey = new Map((lists.work_arrangements ?? []).map((option) => [option.key.toLowerCase(), option.value]));
  return WORK_ARRANGEMENTS.map((value) => ({ value, label: byKey.get(value) }));
}

export interface LocationGroup {
  label: string;
  options: FilterOption[];
}

export function locationGroups(lists: SearchConfigLists): LocationGroup[] {
  return (lists.location_lists ?? [])
    .map((region) => ({ label: region.value, options: toOptions(region.locations ?? []) }))
    .filter((group) => group.options.length > 0);
}

/** The label of a location seo value, in the current language. */
export function locationLabel(lists: SearchConfigLists | undefined, seo: string): string | undefined {
  const wanted = seoKey(seo);
  for (const region of lists?.location_lists ?? []) {
    const found = region.locations?.find((location) => seoKey(optionSeo(location)) === wanted);
    if (found) return found.value;
  }
  return undefined;
}

export function includesValue(values: readonly string[] | undefined, value: string): boolean {
  const wanted = seoKey(value);
  return (values ?? []).some((candidate) => seoKey(candidate) === wanted);
}

/** Whether two selections hold the same values in the same order (a decoded URL gives new arrays each time). */
export function sameValues(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  const left = a ?? [];
  const right = b ?? [];
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

/** `values` with `value` added or removed. */
export function toggleValue(values: readonly string[] | undefined, value: string, on: boolean): string[] {
  const rest = (values ?? []).filter((candidate) => seoKey(candidate) !== seoKey(value));
  return on ? [...rest, value] : rest;
}

export type JobFunctionTree = readonly JobFunctionNode[];
export type { JobSubFunctionNode };

/** Keys of the filters the panel owns (everything but the query, locations, sort and page). */
const PANEL_KEYS = [
  'jobTypes',
  'workExperience',
  'qualification',
  'salary',
  'industries',
  'categories',
  'companySizes',
  'financingStages',
  'benefits',
  'workArrangements',
  'verifiedCompany',
  'fitsPreferences',
  'mainFunctions',
  'jobFunctions',
  'functionTitles',
] as const satisfies readonly (keyof JobSearchFilters)[];

export function activeFilterCount(filters: JobSearchFilters): number {
  return PANEL_KEYS.reduce((sum, key) => {
    const value = filters[key];
    if (value === true) return sum + 1;
    return Array.isArray(value) ? sum + value.length : sum;
  }, 0);
}

/** The search without any panel filter: the query, locations and sort stay. */
export function withoutPanelFilters(filters: JobSearchFilters): JobSearchFilters {
  const next: JobSearchFilters = { ...filters };
  for (const key of PANEL_KEYS) delete next[key];
  return next;
}
