/**
 * Plain record shapes of the mock database, structurally identical to the
 * reply shapes of docs/api-slice.md. `Seed*` types extend a reply shape with
 * internal fields (listed in `*_INTERNAL_KEYS`) that the handlers strip before
 * answering. `country_key` is part of the reply shapes (narrowed to CountryKey here).
 */

import type { CountryKey, ConfigOption } from './config/types';

export type { CountryKey, ConfigOption };

export type RecruiterActivityLabel =
  | 'just_replied'
  | 'replied_minutes_ago'
  | 'active_today'
  | 'within_three_days'
  | 'within_seven_days'
  | 'high_response_rate';

export interface Recruiter {
  id: number;
  full_name: string;
  avatar: string;
  job_title: string;
  activity_label: RecruiterActivityLabel;
  replied_minutes_ago: number | null;
  response_rate: number;
}

export type SalaryTypeKey = 'daily' | 'monthly' | 'annually' | 'hourly' | 'negotiable' | 'unpaid';

export interface Salary {
  salary_from: number | null;
  salary_to: number | null;
  /** ISO 4217, upper case ("PHP"). */
  currency: string;
  salary_type: SalaryTypeKey;
  salary_type_id: number;
}

export type JobStatus = 'open' | 'on_hold' | 'closed' | 'deleted';
export type WorkArrangementKey = 'onsite' | 'hybrid' | 'remote';

export interface JobSummary {
  id: number;
  slug: string;
  title: string;
  status: JobStatus;
  company_id: number;
  company_name: string;
  company_logo: string;
  company_industry: string;
  company_size: string;
  is_company_verified: boolean;
  country_key: string;
  location_id: number;
  location_value: string;
  salary: Salary;
  job_type_id: number;
  job_type_value: string;
  work_arrangement_id: number;
  work_arrangement: WorkArrangementKey;
  xp_lvl_id: number;
  xp_lvl_value: string;
  degree_id: number;
  degree_value: string;
  job_category_ids: number[];
  industry_id: number;
  main_function_id: number;
  job_function_id: number;
  function_job_title_id: number;
  skills: string[];
  benefits: ConfigOption[];
  is_urgent: boolean;
  is_web3: boolean;
  published_at: string;
  refreshed_at: string;
  recruiter: Recruiter;
}

export interface RemoteDetails {
  open_countries: string[];
  closed_countries: string[];
  timezones: string[];
  language_requirements: string[];
}

export interface CompanySummary {
  id: number;
  slug: string;
  name: string;
  logo: string;
  industry_id: number;
  industry: string;
  company_size_id: number;
  company_size: string;
  financing_stage_id: number;
  financing_stage: string;
  is_verified: boolean;
  country_key: string;
  location_value: string;
  job_count: number;
  remote_job_count: number;
  benefits: ConfigOption[];
}

export interface ScreeningQuestion {
  id: number;
  question: string;
}

export interface JobDetail extends JobSummary {
  description_html: string;
  requirements_html: string;
  address: string;
  latitude: number;
  longitude: number;
  remote_details: RemoteDetails | null;
  job_categories: ConfigOption[];
  company: CompanySummary;
  screening_questions: ScreeningQuestion[];
  external_apply_url: string | null;
  closed_at: string | null;
  response_rate: number;
}

export type SocialMediaType = 'linkedin' | 'facebook' | 'instagram' | 'x' | 'youtube' | 'tiktok';

export interface CompanyIpo {
  exchange: string;
  ticker: string;
  /** Date only, "YYYY-MM-DD". */
  listed_on: string;
}

export interface CompanyDetail extends CompanySummary {
  legal_name: string;
  cover_image: string;
  description_html: string;
  founded_date: string | null;
  ceo: string | null;
  registered_capital: string | null;
  paid_up_capital: string | null;
  tax_number: string | null;
  registration_number: string | null;
  ipo: CompanyIpo | null;
  listing_status: 'listed' | 'unlisted';
  website: string | null;
  social_media: { type: SocialMediaType; url: string }[];
  culture: ConfigOption[];
  album: { id: number; url: string; caption: string }[];
  address: string;
  hr_count: number;
}

export interface HotJobTitle {
  id: number;
  value: string;
  seo_value: string;
}

export interface Skill {
  id: number;
  value: string;
  job_function_id: number;
}

/** Internal fields of a job record; handlers strip them (see JOB_INTERNAL_KEYS). */
export interface SeedJobInternal {
  country_key: CountryKey;
  recruiter_id: number;
  /** Lower-cased title, company, skills and location, for query matching. */
  search_text: string;
  /** Salary normalised to a monthly amount in local currency (null when unpaid/negotiable), for sorting. */
  monthly_salary_max: number | null;
}

export interface SeedJob extends JobDetail, SeedJobInternal {
  country_key: CountryKey;
}

export interface SeedCompanyInternal {
  country_key: CountryKey;
  /** Domain used for websites and external apply links ("acme.example"). */
  domain: string;
  is_web3: boolean;
  location_id: number;
  search_text: string;
}

export interface SeedCompany extends CompanyDetail, SeedCompanyInternal {
  country_key: CountryKey;
}

export interface SeedRecruiterInternal {
  company_id: number;
  country_key: CountryKey;
}

export interface SeedRecruiter extends Recruiter, SeedRecruiterInternal {}

export const JOB_INTERNAL_KEYS = ['recruiter_id', 'search_text', 'monthly_salary_max'] as const;
export const COMPANY_INTERNAL_KEYS = ['domain', 'is_web3', 'location_id', 'search_text'] as const;
export const RECRUITER_INTERNAL_KEYS = ['company_id', 'country_key'] as const;

export interface SeedData {
  companies: SeedCompany[];
  recruiters: SeedRecruiter[];
  jobs: SeedJob[];
  hotJobTitles: Record<CountryKey, HotJobTitle[]>;
  skills: Skill[];
}
