/**
 * seo value → id tables built from the config lists, so URL filters can be
 * turned into a search request. Input types are structural subsets of the
 * contract's ConfigLists, so the generated type can be passed as is.
 */
import { salaryRangeFromLabel, salaryRangeFromSeo, type SalaryRange } from './salary';

export interface SeoOption {
  id: number;
  seo_value: string;
  key?: string;
  value?: string;
}

export interface SalaryRangeOption extends SeoOption {
  salary_from?: number | null;
  salary_to?: number | null;
}

export interface FunctionNode extends SeoOption {
  sub_list?: readonly FunctionNode[];
}

export interface SeoConfigLists {
  location_lists?: readonly { locations?: readonly SeoOption[] }[];
  job_category_lists?: readonly SeoOption[];
  industry_lists?: readonly SeoOption[];
  job_types?: readonly SeoOption[];
  xp_lvls?: readonly SeoOption[];
  degrees?: readonly SeoOption[];
  salary_range_filters?: readonly SalaryRangeOption[];
  main_functions?: readonly FunctionNode[];
  job_functions?: readonly FunctionNode[];
  function_titles?: readonly SeoOption[];
  company_sizes?: readonly SeoOption[];
  company_financing_stage_lists?: readonly SeoOption[];
  job_benefit_lists?: readonly SeoOption[];
  work_arrangements?: readonly SeoOption[];
}

/**
 * The config lists buildSeoLookups reads, by name: what a page that decodes search URLs asks for
 * (lib/config-lists-queries.ts). A list left out would leave its URL values matching nothing.
 */
export const SEO_LOOKUP_LISTS = [
  'location_lists',
  'job_category_lists',
  'industry_lists',
  'job_types',
  'xp_lvls',
  'degrees',
  'salary_range_filters',
  'main_functions',
  'job_functions',
  'function_titles',
  'company_sizes',
  'company_financing_stage_lists',
  'job_benefit_lists',
  'work_arrangements',
] as const satisfies readonly (keyof SeoConfigLists)[];

type IdLookup = ReadonlyMap<string, number>;

export interface SeoLookups {
  locations: IdLookup;
  categories: IdLookup;
  industries: IdLookup;
  jobTypes: IdLookup;
  workExperience: IdLookup;
  qualification: IdLookup;
  mainFunctions: IdLookup;
  jobFunctions: IdLookup;
  /** Keyed "{seo}-{id}". */
  functionTitles: IdLookup;
  companySizes: IdLookup;
  financingStages: IdLookup;
  benefits: IdLookup;
  workArrangements: IdLookup;
  salary: ReadonlyMap<string, SalaryRange>;
}

/** Lookups are case-insensitive: URLs typed by hand may differ in case. */
export function seoKey(seo: string): string {
  return seo.trim().toLowerCase();
}

/**
 * Spec: the SEO key of a function node is its value lowercased, "/" and spaces → "-". Commas too: in the
 * URL a comma separates values, so a key holding one could not be selected.
 */
export function functionSeo(value: string): string {
  return value.trim().toLowerCase().replace(/[\s/,]+/g, '-');
}

function nodeSeo(option: SeoOption): string {
  return option.seo_value || functionSeo(option.value ?? '');
}

function index(options: readonly SeoOption[] | undefined, alsoByKey = false): Map<string, number> {
  const map = new Map<string, number>();
  for (const option of options ?? []) {
    const seo = nodeSeo(option);
    if (seo) map.set(seoKey(seo), option.id);
    if (alsoByKey && option.key) map.set(seoKey(option.key), option.id);
  }
  return map;
}

function titleKey(option: SeoOption): string {
  return seoKey(`${nodeSeo(option)}-${option.id}`);
}

function salaryLookup(options: readonly SalaryRangeOption[] | undefined): Map<string, SalaryRange> {
  const map = new Map<string, SalaryRange>();
  for (const option of options ?? []) {
    // seo first: it does not change with the display language, the label does.
    const range =
      salaryRangeFromSeo(option.seo_value) ??
      salaryRangeFromLabel(option.value ?? '') ??
      (typeof option.salary_from === 'number' ? { from: option.salary_from, to: option.salary_to ?? null } : null);
    if (range) map.set(seoKey(option.seo_value), range);
  }
  return map;
}

export function buildSeoLookups(lists: SeoConfigLists): SeoLookups {
  const mainFunctions = index(lists.main_functions);
  const jobFunctions = index(lists.job_functions);
  const functionTitles = new Map<string, number>();
  for (const title of lists.function_titles ?? []) functionTitles.set(titleKey(title), title.id);

  // main_functions is a tree (main → sub-function → title); its lower levels
  // fill the flat tables when those lists are missing or partial.
  for (const main of lists.main_functions ?? []) {
    for (const sub of main.sub_list ?? []) {
      const subSeo = seoKey(nodeSeo(sub));
      if (subSeo && !jobFunctions.has(subSeo)) jobFunctions.set(subSeo, sub.id);
      for (const title of sub.sub_list ?? []) {
        if (!functionTitles.has(titleKey(title))) functionTitles.set(titleKey(title), title.id);
      }
    }
  }

  return {
    locations: index((lists.location_lists ?? []).flatMap((region) => region.locations ?? [])),
    categories: index(lists.job_category_lists),
    industries: index(lists.industry_lists),
    jobTypes: index(lists.job_types),
    workExperience: index(lists.xp_lvls),
    qualification: index(lists.degrees),
    mainFunctions,
    jobFunctions,
    functionTitles,
    companySizes: index(lists.company_sizes),
    financingStages: index(lists.company_financing_stage_lists),
    benefits: index(lists.job_benefit_lists),
    // The URL uses the keys onsite/hybrid/remote; accept key or seo value.
    workArrangements: index(lists.work_arrangements, true),
    salary: salaryLookup(lists.salary_range_filters),
  };
}
