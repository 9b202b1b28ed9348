/**
 * The language-independent config catalogue: every list of ConfigLists except location_lists
 * (see locations.ts), with fixed ids, stable snake_case keys and English values.
 * seo_value = toSeoValue(English value). Translations live in i18n/<lang>.ts, assembly in build-config-lists.ts.
 */
import { chatReportLists, reportInterviewReasons, reportJobReasons, reportRecruiterReasons, reportTalentReasons } from './catalog-reasons';
import {
  companyBenefitLists, companyCultureLists, companyFinancingStageLists, companySizes, noOfEmployeeRanges,
  recruiterRolePermissions,
} from './catalog-company';
import { countryLists, currencyLists } from './catalog-countries';
import { functionTitles, jobFunctions, mainFunctions } from './catalog-functions';
import {
  featureBanners, industryLists, jobAttractiveReasons, jobBenefitLists, jobCategoryLists, jobTypes, salaryRangeFilters,
  salaryRanges, salaryTypes, workArrangements,
} from './catalog-jobs';
import {
  degrees, educations, genderLists, languageLists, noticePeriodLists, pipelineStageLists, resumeLastUpdatedTimeLists,
  resumeSourceLists, socialTypes, subscibeJobFrequencyLists, userIdentityLists, workXps, xpLvls,
} from './catalog-people';
import type { ConfigCatalog } from './types';

export { toSeoValue } from './seo-value';
export { productCountries, countryKeys } from './catalog-countries';
export type { ProductCountry } from './catalog-countries';
export { mainFunctionIdBySubFunctionId, subFunctionIdByTitleId } from './catalog-functions';

export const configCatalog: ConfigCatalog = {
  industry_lists: industryLists,
  xp_lvls: xpLvls,
  educations,
  job_category_lists: jobCategoryLists,
  job_types: jobTypes,
  salary_range_filters: salaryRangeFilters,
  main_functions: mainFunctions,
  job_functions: jobFunctions,
  function_titles: functionTitles,
  degrees,
  no_of_employee_ranges: noOfEmployeeRanges,
  company_sizes: companySizes,
  job_benefit_lists: jobBenefitLists,
  job_attractive_reasons: jobAttractiveReasons,
  company_benefit_lists: companyBenefitLists,
  company_culture_lists: companyCultureLists,
  company_financing_stage_lists: companyFinancingStageLists,
  country_lists: countryLists,
  chat_report_lists: chatReportLists,
  notice_period_lists: noticePeriodLists,
  subscibe_job_frequency_lists: subscibeJobFrequencyLists,
  report_job_reasons: reportJobReasons,
  report_talent_reasons: reportTalentReasons,
  salary_ranges: salaryRanges,
  social_types: socialTypes,
  resume_source_lists: resumeSourceLists,
  language_lists: languageLists,
  gender_lists: genderLists,
  pipeline_stage_lists: pipelineStageLists,
  resume_last_updated_time_lists: resumeLastUpdatedTimeLists,
  job_function_lists: mainFunctions,
  report_interview_reasons: reportInterviewReasons,
  report_recruiter_reasons: reportRecruiterReasons,
  work_xps: workXps,
  feature_banners: featureBanners,
  recruiter_role_permissions: recruiterRolePermissions,
  user_identity_lists: userIdentityLists,
  currency_lists: currencyLists,
  salary_types: salaryTypes,
  work_arrangements: workArrangements,
};

/** Find an option of a catalogue list by id (English). */
export function findCatalogOption<L extends keyof ConfigCatalog>(
  list: L,
  id: number,
): ConfigCatalog[L][number] | undefined {
  return (configCatalog[list] as ConfigCatalog[L][number][]).find((option) => option.id === id);
}
