/**
 * buildConfigLists(countryKey, language): the G01 reply body (ConfigLists) for one site and language.
 * Values come from the requested language and fall back to English; seo_value (and function-title keys)
 * always come from the English value, so URLs do not depend on the language. Every call returns fresh objects.
 */
import { configCatalog, toSeoValue } from './catalog';
import { countryKeys } from './catalog-countries';
import { locationsByCountry } from './locations';
import { configTranslations, isLanguageCode } from './translations';
import type {
  ConfigLists, ConfigOption, CountryKey, FeatureBanner, FunctionTitle, JobFunctionNode, LanguageCode, LanguageTranslations,
  LocationRegion, ReasonListName, ReasonOption, SalaryRangeFilter, TranslatableListName,
} from './types';

export type {
  ConfigLists, ConfigOption, CountryKey, CountryOption, CurrencyOption, FeatureBanner, FunctionTitle, JobFunctionNode, LanguageCode,
  LocationOption, LocationRegion, ReasonOption, SalaryRangeFilter,
} from './types';

const FALLBACK_COUNTRY: CountryKey = 'com';

/** A site key of the product; anything else is served by the global `com` site (spec section 1). */
export function resolveCountryKey(countryKey: string): CountryKey {
  const key = countryKey.toLowerCase();
  return (countryKeys as readonly string[]).includes(key) ? (key as CountryKey) : FALLBACK_COUNTRY;
}

class Translator {
  constructor(private readonly t: LanguageTranslations) {}

  value(list: TranslatableListName, option: ConfigOption): string {
    return this.t.lists[list]?.[option.key] ?? option.value;
  }

  options<T extends ConfigOption>(list: TranslatableListName, options: readonly T[]): T[] {
    return options.map((option) => ({ ...option, value: this.value(list, option) }));
  }

  salaryRanges(list: 'salary_range_filters' | 'salary_ranges', options: readonly SalaryRangeFilter[]): SalaryRangeFilter[] {
    return this.options(list, options);
  }

  banners(options: readonly FeatureBanner[]): FeatureBanner[] {
    return this.options('feature_banners', options);
  }

  reasons(list: ReasonListName, options: readonly ReasonOption[]): ReasonOption[] {
    return options.map((option) => {
      const value = this.value(list, option);
      return { ...option, value, title: value, description: this.t.reasonDescriptions[list]?.[option.key] ?? option.description };
    });
  }

  title(option: FunctionTitle): FunctionTitle {
    const value = this.value('function_titles', option);
    return { ...option, value, function_title_value: value };
  }

  subFunction(node: JobFunctionNode): JobFunctionNode {
    return {
      ...node,
      value: this.value('job_functions', node),
      sub_list: (node.sub_list as FunctionTitle[]).map((title) => this.title(title)),
    };
  }

  mainFunction(node: JobFunctionNode): JobFunctionNode {
    return {
      ...node,
      value: this.value('main_functions', node),
      sub_list: (node.sub_list as JobFunctionNode[]).map((sub) => this.subFunction(sub)),
    };
  }

  place(key: string, english: string): string {
    return this.t.places[key] ?? english;
  }

  locations(countryKey: CountryKey): LocationRegion[] {
    return locationsByCountry[countryKey].map((region) => {
      const regionValue = this.place(region.key, region.value);
      return {
        id: region.id,
        key: region.key,
        value: regionValue,
        seo_value: toSeoValue(region.value),
        locations: region.locations.map((location) => ({
          id: location.id,
          key: location.key,
          value: this.place(location.key, location.value),
          seo_value: toSeoValue(location.value),
          region_id: region.id,
          region_value: regionValue,
        })),
      };
    });
  }
}

export function buildConfigLists(countryKey: string, language: LanguageCode): ConfigLists {
  const lang: LanguageCode = isLanguageCode(language) ? language : 'en-us';
  const tr = new Translator(configTranslations[lang]);
  const c = configCatalog;
  return {
    industry_lists: tr.options('industry_lists', c.industry_lists),
    xp_lvls: tr.options('xp_lvls', c.xp_lvls),
    educations: tr.options('educations', c.educations),
    location_lists: tr.locations(resolveCountryKey(countryKey)),
    job_category_lists: tr.options('job_category_lists', c.job_category_lists),
    job_types: tr.options('job_types', c.job_types),
    salary_range_filters: tr.salaryRanges('salary_range_filters', c.salary_range_filters),
    main_functions: c.main_functions.map((node) => tr.mainFunction(node)),
    job_functions: c.job_functions.map((node) => tr.subFunction(node)),
    function_titles: c.function_titles.map((title) => tr.title(title)),
    degrees: tr.options('degrees', c.degrees),
    no_of_employee_ranges: tr.options('no_of_employee_ranges', c.no_of_employee_ranges),
    company_sizes: tr.options('company_sizes', c.company_sizes),
    job_benefit_lists: tr.options('job_benefit_lists', c.job_benefit_lists),
    job_attractive_reasons: tr.options('job_attractive_reasons', c.job_attractive_reasons),
    company_benefit_lists: tr.options('company_benefit_lists', c.company_benefit_lists),
    company_culture_lists: tr.options('company_culture_lists', c.company_culture_lists),
    company_financing_stage_lists: tr.options('company_financing_stage_lists', c.company_financing_stage_lists),
    country_lists: tr.options('country_lists', c.country_lists),
    chat_report_lists: tr.reasons('chat_report_lists', c.chat_report_lists),
    notice_period_lists: tr.options('notice_period_lists', c.notice_period_lists),
    subscibe_job_frequency_lists: tr.options('subscibe_job_frequency_lists', c.subscibe_job_frequency_lists),
    report_job_reasons: tr.reasons('report_job_reasons', c.report_job_reasons),
    report_talent_reasons: tr.reasons('report_talent_reasons', c.report_talent_reasons),
    salary_ranges: tr.salaryRanges('salary_ranges', c.salary_ranges),
    social_types: tr.options('social_types', c.social_types),
    resume_source_lists: tr.options('resume_source_lists', c.resume_source_lists),
    language_lists: tr.options('language_lists', c.language_lists),
    gender_lists: tr.options('gender_lists', c.gender_lists),
    pipeline_stage_lists: tr.options('pipeline_stage_lists', c.pipeline_stage_lists),
    resume_last_updated_time_lists: tr.options('resume_last_updated_time_lists', c.resume_last_updated_time_lists),
    job_function_lists: c.job_function_lists.map((node) => tr.mainFunction(node)),
    report_interview_reasons: tr.reasons('report_interview_reasons', c.report_interview_reasons),
    report_recruiter_reasons: tr.reasons('report_recruiter_reasons', c.report_recruiter_reasons),
    work_xps: tr.options('work_xps', c.work_xps),
    feature_banners: tr.banners(c.feature_banners),
    recruiter_role_permissions: tr.options('recruiter_role_permissions', c.recruiter_role_permissions),
    user_identity_lists: tr.options('user_identity_lists', c.user_identity_lists),
    currency_lists: c.currency_lists.map((currency) => ({ ...currency })),
    salary_types: tr.options('salary_types', c.salary_types),
    work_arrangements: tr.options('work_arrangements', c.work_arrangements),
  };
}
