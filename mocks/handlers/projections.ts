/**
 * Records → reply objects, field for field as the contracts define them: joined fields come from the
 * indexes, labels from the config lists in the request's language, asset paths become absolute URLs.
 */
import type { CompanyDetail, CompanySuggestion, CompanySummary } from '../../sdk/generated/company/hooks';
import type { JobDetail, JobStaticDetail, JobSummary, Recruiter } from '../../sdk/generated/job/hooks';
import type { Database } from '../db/database';
import type { CompanyRecord, JobRecord } from '../db/record-schemas';
import type { CountryKey } from '../seed/config/types';
import { labelsFor, type Labels } from './config-labels';
import { assetUrl, type RequestContext } from './request-context';

function labels(ctx: RequestContext, country: string): Labels {
  return labelsFor(country as CountryKey, ctx.language);
}

function recruiterOf(db: Database, ctx: RequestContext, job: JobRecord): Recruiter {
  const r = db.side.recruitersById.get(job.recruiter_id);
  if (!r) {
    return {
      id: job.recruiter_id, full_name: 'Recruiter', avatar: assetUrl(ctx, `/mock-assets/recruiter/${job.recruiter_id}.jpg`),
      job_title: 'Recruiter', activity_label: 'within_seven_days', replied_minutes_ago: null, response_rate: 0,
    };
  }
  return {
    id: r.id, full_name: r.full_name, avatar: assetUrl(ctx, r.avatar), job_title: r.job_title, activity_label: r.activity_label,
    replied_minutes_ago: r.replied_minutes_ago, response_rate: r.response_rate,
  };
}

export function toCompanySummary(db: Database, ctx: RequestContext, company: CompanyRecord): CompanySummary {
  const l = labels(ctx, company.country_key);
  const counts = db.indexes.openJobCounts.get(company.id);
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    logo: assetUrl(ctx, company.logo),
    industry_id: company.industry_id,
    industry: l.option('industry_lists', company.industry_id).value,
    company_size_id: company.company_size_id,
    company_size: l.option('company_sizes', company.company_size_id).value,
    financing_stage_id: company.financing_stage_id,
    financing_stage: l.option('company_financing_stage_lists', company.financing_stage_id).value,
    is_verified: company.is_verified,
    country_key: company.country_key,
    location_value: l.option('locations', company.location_id).value,
    job_count: counts?.jobs ?? 0,
    remote_job_count: counts?.remote ?? 0,
    benefits: company.benefits.map((b) => l.option('company_benefit_lists', b.id)),
  };
}

export function toCompanyDetail(db: Database, ctx: RequestContext, company: CompanyRecord): CompanyDetail {
  const l = labels(ctx, company.country_key);
  return {
    ...toCompanySummary(db, ctx, company),
    legal_name: company.legal_name,
    cover_image: assetUrl(ctx, company.cover_image),
    description_html: company.description_html,
    founded_date: company.founded_date,
    ceo: company.ceo,
    registered_capital: company.registered_capital,
    paid_up_capital: company.paid_up_capital,
    tax_number: company.tax_number,
    registration_number: company.registration_number,
    ipo: company.ipo ? { exchange: company.ipo.exchange, ticker: company.ipo.ticker, listed_on: company.ipo.listed_on } : null,
    listing_status: company.listing_status,
    website: company.website,
    social_media: company.social_media.map((s) => ({ type: s.type, url: s.url })),
    culture: company.culture.map((c) => l.option('company_culture_lists', c.id)),
    album: company.album.map((a) => ({ id: a.id, url: assetUrl(ctx, a.url), caption: a.caption })),
    address: company.address,
    hr_count: company.hr_count,
  };
}

export function toCompanySuggestion(ctx: RequestContext, company: CompanyRecord): CompanySuggestion {
  return { id: company.id, name: company.name, logo: assetUrl(ctx, company.logo), slug: company.slug };
}

export function toJobSummary(db: Database, ctx: RequestContext, job: JobRecord): JobSummary {
  const l = labels(ctx, job.country_key);
  const company = db.indexes.companiesById.get(job.company_id);
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    status: job.status,
    company_id: job.company_id,
    company_name: company?.name ?? '',
    company_logo: assetUrl(ctx, company?.logo ?? `/mock-assets/company/${job.company_id}/logo.png`),
    company_industry: l.option('industry_lists', company?.industry_id ?? job.industry_id).value,
    company_size: company ? l.option('company_sizes', company.company_size_id).value : '',
    is_company_verified: company?.is_verified ?? false,
    country_key: job.country_key,
    location_id: job.location_id,
    location_value: l.option('locations', job.location_id).value,
    salary: { ...job.salary },
    job_type_id: job.job_type_id,
    job_type_value: l.option('job_types', job.job_type_id).value,
    work_arrangement_id: job.work_arrangement_id,
    work_arrangement: job.work_arrangement,
    xp_lvl_id: job.xp_lvl_id,
    xp_lvl_value: l.option('xp_lvls', job.xp_lvl_id).value,
    degree_id: job.degree_id,
    degree_value: l.option('degrees', job.degree_id).value,
    job_category_ids: [...job.job_category_ids],
    industry_id: job.industry_id,
    main_function_id: job.main_function_id,
    job_function_id: job.job_function_id,
    function_job_title_id: job.function_job_title_id,
    skills: [...job.skills],
    benefits: job.benefit_ids.map((id) => l.option('job_benefit_lists', id)),
    is_urgent: job.is_urgent,
    is_web3: job.is_web3,
    published_at: job.published_at,
    refreshed_at: job.refreshed_at,
    recruiter: recruiterOf(db, ctx, job),
  };
}

export function toJobDetail(db: Database, ctx: RequestContext, job: JobRecord): JobDetail {
  const summary = toJobSummary(db, ctx, job);
  const l = labels(ctx, job.country_key);
  const company = db.indexes.companiesById.get(job.company_id);
  return {
    ...summary,
    description_html: job.description_html,
    requirements_html: job.requirements_html,
    address: job.address,
    latitude: job.latitude,
    longitude: job.longitude,
    remote_details: job.remote_details
      ? {
          open_countries: [...job.remote_details.open_countries],
          closed_countries: [...job.remote_details.closed_countries],
          timezones: [...job.remote_details.timezones],
          language_requirements: [...job.remote_details.language_requirements],
        }
      : null,
    job_categories: job.job_category_ids.map((id) => l.option('job_category_lists', id)),
    company: company ? toCompanySummary(db, ctx, company) : missingCompany(ctx, summary),
    screening_questions: job.screening_questions.map((q) => ({ id: q.id, question: q.question })),
    external_apply_url: job.external_apply_url,
    closed_at: job.closed_at,
    response_rate: summary.recruiter.response_rate,
  };
}

/** Only reachable if a test deletes a company but keeps its jobs. */
function missingCompany(ctx: RequestContext, job: JobSummary): CompanySummary {
  return {
    id: job.company_id, slug: `company-${job.company_id}`, name: job.company_name, logo: job.company_logo, industry_id: job.industry_id,
    industry: job.company_industry, company_size_id: 0, company_size: job.company_size, financing_stage_id: 0, financing_stage: '',
    is_verified: false, country_key: job.country_key, location_value: job.location_value, job_count: 0, remote_job_count: 0, benefits: [],
  };
}

export function toJobStaticDetail(db: Database, ctx: RequestContext, job: JobRecord): JobStaticDetail {
  const l = labels(ctx, job.country_key);
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    status: job.status,
    description_html: job.description_html,
    requirements_html: job.requirements_html,
    company_name: db.indexes.companiesById.get(job.company_id)?.name ?? '',
    location_value: l.option('locations', job.location_id).value,
    published_at: job.published_at,
  };
}
