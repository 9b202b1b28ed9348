/**
 * Turns the generated seed into database inputs: flat job and company records (internal seed fields
 * dropped, references kept) and the read-only side data handlers need (recruiters, hot titles, skills).
 */
import type { HotJobTitle, Recruiter, SeedCompany, SeedData, SeedJob, Skill } from '../seed/types';
import type { CountryKey } from '../seed/config/types';
import type { CompanyRecord, JobRecord } from './record-schemas';

export interface SeedSideData {
  recruitersById: ReadonlyMap<number, Recruiter>;
  hotJobTitles: Readonly<Record<CountryKey, readonly HotJobTitle[]>>;
  skills: readonly Skill[];
}

export interface SeedRecords {
  jobs: readonly JobRecord[];
  companies: readonly CompanyRecord[];
  side: SeedSideData;
}

export function toJobRecord(job: SeedJob): JobRecord {
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    status: job.status,
    company_id: job.company_id,
    country_key: job.country_key,
    location_id: job.location_id,
    salary: { ...job.salary, salary_type_id: job.salary.salary_type_id as JobRecord['salary']['salary_type_id'] },
    job_type_id: job.job_type_id,
    work_arrangement_id: job.work_arrangement_id as JobRecord['work_arrangement_id'],
    work_arrangement: job.work_arrangement,
    xp_lvl_id: job.xp_lvl_id,
    degree_id: job.degree_id,
    job_category_ids: [...job.job_category_ids],
    industry_id: job.industry_id,
    main_function_id: job.main_function_id,
    job_function_id: job.job_function_id,
    function_job_title_id: job.function_job_title_id,
    skills: [...job.skills],
    is_urgent: job.is_urgent,
    is_web3: job.is_web3,
    published_at: job.published_at,
    refreshed_at: job.refreshed_at,
    description_html: job.description_html,
    requirements_html: job.requirements_html,
    address: job.address,
    latitude: job.latitude,
    longitude: job.longitude,
    remote_details: job.remote_details,
    screening_questions: job.screening_questions,
    external_apply_url: job.external_apply_url,
    closed_at: job.closed_at,
    recruiter_id: job.recruiter_id,
    benefit_ids: job.benefits.map((benefit) => benefit.id),
  };
}

export function toCompanyRecord(company: SeedCompany): CompanyRecord {
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    logo: company.logo,
    industry_id: company.industry_id,
    industry: company.industry,
    company_size_id: company.company_size_id,
    company_size: company.company_size,
    financing_stage_id: company.financing_stage_id,
    financing_stage: company.financing_stage,
    is_verified: company.is_verified,
    country_key: company.country_key,
    location_value: company.location_value,
    benefits: company.benefits,
    legal_name: company.legal_name,
    cover_image: company.cover_image,
    description_html: company.description_html,
    founded_date: company.founded_date,
    ceo: company.ceo,
    registered_capital: company.registered_capital,
    paid_up_capital: company.paid_up_capital,
    tax_number: company.tax_number,
    registration_number: company.registration_number,
    ipo: company.ipo,
    listing_status: company.listing_status,
    website: company.website,
    social_media: company.social_media,
    culture: company.culture,
    album: company.album,
    address: company.address,
    hr_count: company.hr_count,
    location_id: company.location_id,
  };
}

export function toSeedRecords(seed: SeedData): SeedRecords {
  const recruitersById = new Map<number, Recruiter>();
  for (const r of seed.recruiters) {
    recruitersById.set(r.id, {
      id: r.id, full_name: r.full_name, avatar: r.avatar, job_title: r.job_title, activity_label: r.activity_label,
      replied_minutes_ago: r.replied_minutes_ago, response_rate: r.response_rate,
    });
  }
  return {
    jobs: seed.jobs.map(toJobRecord),
    companies: seed.companies.map(toCompanyRecord),
    side: { recruitersById, hotJobTitles: seed.hotJobTitles, skills: seed.skills },
  };
}
