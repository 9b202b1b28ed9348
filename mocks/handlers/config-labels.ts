/**
 * Config lists per country and language (memoised: they never change), and id → option lookups
 * handlers use to label records in the request's language.
 */
import type { z } from 'zod';
import { getConfigListsResponse } from '../../sdk/generated/config/zod';
import { buildConfigLists } from '../seed/config/build-config-lists';
import type { ConfigLists, ConfigOption, CountryKey, FunctionTitle, LanguageCode } from '../seed/config/types';

type LabelledList =
  | 'industry_lists' | 'xp_lvls' | 'job_category_lists' | 'job_types' | 'degrees' | 'company_sizes' | 'job_benefit_lists'
  | 'company_benefit_lists' | 'company_culture_lists' | 'company_financing_stage_lists' | 'educations' | 'language_lists';

export interface Labels {
  /** The G01 reply body, exactly the contract's shape. */
  reply: z.output<typeof getConfigListsResponse>['data'];
  /** A plain option of a list ({ id, key, value, seo_value }) in the language; a neutral one for unknown ids. */
  option(list: LabelledList | 'locations', id: number): ConfigOption;
  functionTitles: readonly FunctionTitle[];
}

const cache = new Map<string, Labels>();

function plain(option: ConfigOption): ConfigOption {
  return Object.freeze({ id: option.id, key: option.key, value: option.value, seo_value: option.seo_value });
}

function indexLists(lists: ConfigLists): Map<string, Map<number, ConfigOption>> {
  const named: Record<LabelledList | 'locations', readonly ConfigOption[]> = {
    industry_lists: lists.industry_lists,
    xp_lvls: lists.xp_lvls,
    job_category_lists: lists.job_category_lists,
    job_types: lists.job_types,
    degrees: lists.degrees,
    company_sizes: lists.company_sizes,
    job_benefit_lists: lists.job_benefit_lists,
    company_benefit_lists: lists.company_benefit_lists,
    company_culture_lists: lists.company_culture_lists,
    company_financing_stage_lists: lists.company_financing_stage_lists,
    educations: lists.educations,
    language_lists: lists.language_lists,
    locations: lists.location_lists.flatMap((region) => region.locations),
  };
  return new Map(Object.entries(named).map(([name, options]) => [name, new Map(options.map((o) => [o.id, plain(o)]))]));
}

export function labelsFor(country: CountryKey, language: LanguageCode): Labels {
  const cacheKey = `${country}:${language}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const lists = buildConfigLists(country, language);
  const byList = indexLists(lists);
  const labels: Labels = {
    reply: getConfigListsResponse.shape.data.parse(lists),
    functionTitles: lists.function_titles,
    option(list, id) {
      return byList.get(list)?.get(id) ?? { id, key: String(id), value: String(id), seo_value: String(id) };
    },
  };
  cache.set(cacheKey, labels);
  return labels;
}
