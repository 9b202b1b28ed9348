/**
 * Config-list shapes (docs/api-slice.md, "Schemas").
 * Plain interfaces for now; a later step swaps them for the SDK's generated types,
 * so they must stay structurally identical to the slice.
 */

export interface ConfigOption {
  id: number;
  key: string;
  value: string;
  seo_value: string;
}

export interface LocationOption extends ConfigOption {
  region_id: number;
  region_value: string;
}

export interface LocationRegion extends ConfigOption {
  locations: LocationOption[];
}

export interface CountryOption extends ConfigOption {
  /** Dial code, e.g. "+65". */
  code: string;
  is_sms_allowed: boolean;
  country_key: string;
}

export interface CurrencyOption {
  id: number;
  /** ISO code, lowercase ("php"). */
  key: string;
  /** e.g. "PHP ₱". */
  display_value: string;
}

export interface SalaryRangeFilter extends ConfigOption {
  salary_from: number;
  salary_to: number | null;
}

export interface FunctionTitle extends ConfigOption {
  function_title_value: string;
}

export interface JobFunctionNode extends ConfigOption {
  sub_list: JobFunctionNode[] | FunctionTitle[];
}

export interface ReasonOption extends ConfigOption {
  title: string;
  description: string;
  category: string;
}

/** feature_banners: an option plus the banner image path and its link target. */
export interface FeatureBanner extends ConfigOption {
  image: string;
  link: string;
}

export interface ConfigLists {
  industry_lists: ConfigOption[];
  xp_lvls: ConfigOption[];
  educations: ConfigOption[];
  location_lists: LocationRegion[];
  job_category_lists: ConfigOption[];
  job_types: ConfigOption[];
  salary_range_filters: SalaryRangeFilter[];
  /** main function → sub-function → function titles */
  main_functions: JobFunctionNode[];
  /** sub-functions (flat), each with its function titles in sub_list */
  job_functions: JobFunctionNode[];
  function_titles: FunctionTitle[];
  degrees: ConfigOption[];
  no_of_employee_ranges: ConfigOption[];
  company_sizes: ConfigOption[];
  job_benefit_lists: ConfigOption[];
  job_attractive_reasons: ConfigOption[];
  company_benefit_lists: ConfigOption[];
  company_culture_lists: ConfigOption[];
  company_financing_stage_lists: ConfigOption[];
  country_lists: CountryOption[];
  chat_report_lists: ReasonOption[];
  notice_period_lists: ConfigOption[];
  subscibe_job_frequency_lists: ConfigOption[];
  report_job_reasons: ReasonOption[];
  report_talent_reasons: ReasonOption[];
  salary_ranges: SalaryRangeFilter[];
  social_types: ConfigOption[];
  resume_source_lists: ConfigOption[];
  language_lists: ConfigOption[];
  gender_lists: ConfigOption[];
  pipeline_stage_lists: ConfigOption[];
  resume_last_updated_time_lists: ConfigOption[];
  /** same hierarchy as main_functions */
  job_function_lists: JobFunctionNode[];
  report_interview_reasons: ReasonOption[];
  report_recruiter_reasons: ReasonOption[];
  work_xps: ConfigOption[];
  feature_banners: FeatureBanner[];
  recruiter_role_permissions: ConfigOption[];
  user_identity_lists: ConfigOption[];
  currency_lists: CurrencyOption[];
  salary_types: ConfigOption[];
  work_arrangements: ConfigOption[];
}

export type ConfigListName = keyof ConfigLists;

/** Language-independent catalogue: every list except the per-country location_lists, in English. */
export type ConfigCatalog = Omit<ConfigLists, 'location_lists'>;

export type LanguageCode = 'en-us' | 'zh-cn' | 'id' | 'ja' | 'zh-tw' | 'ms' | 'tr' | 'pt-br' | 'es-es' | 'ar';

export type CountryKey =
  | 'jp' | 'ph' | 'sg' | 'my' | 'id' | 'hk' | 'tw' | 'us' | 'gb' | 'ca'
  | 'br' | 'tr' | 'ng' | 'sa' | 'ae' | 'lk' | 'es' | 'rs' | 'com';

/** Seed row: [id, key, English value]. */
export type OptionRow = readonly [id: number, key: string, value: string];

export interface LocationSeed {
  id: number;
  key: string;
  value: string;
}

export interface LocationRegionSeed extends LocationSeed {
  locations: LocationSeed[];
}

/**
 * Lists whose options carry a translatable `value`: all but currency_lists (only a display_value) and
 * job_function_lists (same hierarchy as main_functions; translated with main_functions, job_functions
 * and function_titles).
 */
export type TranslatableListName = Exclude<keyof ConfigCatalog, 'currency_lists' | 'job_function_lists'>;

/** Lists of ReasonOption (their description is translated separately). */
export type ReasonListName = 'chat_report_lists' | 'report_job_reasons' | 'report_talent_reasons' | 'report_interview_reasons' | 'report_recruiter_reasons';

/** { [listName]: { [optionKey]: translatedValue } } */
export type ListTranslations = { [L in TranslatableListName]: Record<string, string> };

/** { [reasonListName]: { [optionKey]: translatedDescription } } */
export type ReasonDescriptionTranslations = { [L in ReasonListName]: Record<string, string> };

/** { [regionOrLocationKey]: translatedName } (partial: missing names fall back to English) */
export type PlaceTranslations = Record<string, string>;

/** Everything one language translates. */
export interface LanguageTranslations {
  lists: ListTranslations;
  reasonDescriptions: ReasonDescriptionTranslations;
  places: PlaceTranslations;
}
