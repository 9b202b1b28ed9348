/**
 * Google's JobPosting structured data for the job detail page (https://developers.google.com/search/docs/appearance/structured-data/job-posting),
 * from the job detail reply (J03 getJobDetail). Jobs that take no applications carry none.
 */
import type { CompanySummary, JobDetail, Salary } from '@sdk/generated/job/hooks';
import type { LocationOption } from '@sdk/generated/config/hooks';
import { COUNTRIES } from '../countries';
import { localHref } from '../local-href';
import { htmlToText } from './html-text';
import { jsonLdObject, type JsonLdObject } from './json-ld';
import { SITE_NAME } from './page-head';
import { absoluteUrl, isoCountryCode, siteUrl, type SeoSite } from './site';

/** The reply fields the structured data reads (a JobDetail, or a seed record of the same shape). */
export type JobPostingSource = Pick<
  JobDetail,
  | 'id' | 'slug' | 'title' | 'status' | 'company_name' | 'company_logo' | 'country_key' | 'location_id' | 'location_value'
  | 'job_type_id' | 'work_arrangement' | 'published_at' | 'refreshed_at' | 'description_html' | 'requirements_html'
  | 'remote_details' | 'external_apply_url' | 'closed_at'
> & {
  salary: Pick<Salary, 'salary_from' | 'salary_to' | 'currency' | 'salary_type'>;
  company: Pick<CompanySummary, 'slug' | 'name' | 'logo'>;
};

/** The site, plus the config lists' locations when at hand (they name each location's region). */
export interface JobPostingSite extends SeoSite {
  locations?: readonly Pick<LocationOption, 'id' | 'region_value'>[];
}

/**
 * The reply has no expiry for an open job (closed_at is set only once it closes), so validThrough is
 * the last refresh (refreshed_at, which the employer bumps to keep a job current; never before
 * published_at) plus this many days. Counting from the refresh keeps a live job from looking expired.
 */
export const DEFAULT_VALID_DAYS = 60;
const DAY_MS = 86_400_000;

/** `job_types` config list ids: 1 full-time, 2 part-time, 3 contract, 4 temporary, 5 internship, 6 freelance. */
const EMPLOYMENT_TYPES: Readonly<Record<number, string>> = {
  1: 'FULL_TIME',
  2: 'PART_TIME',
  3: 'CONTRACTOR',
  4: 'TEMPORARY',
  5: 'INTERN',
  6: 'CONTRACTOR',
};

const SALARY_UNITS: Readonly<Record<Salary['salary_type'], string | undefined>> = {
  hourly: 'HOUR',
  daily: 'DAY',
  monthly: 'MONTH',
  annually: 'YEAR',
  negotiable: undefined,
  unpaid: undefined,
};

export function employmentType(jobTypeId: number): string {
  return EMPLOYMENT_TYPES[jobTypeId] ?? 'OTHER';
}

function isoDate(value: string | null | undefined): string | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function validThrough(job: JobPostingSource, posted: string): string {
  const closes = isoDate(job.closed_at);
  if (closes) return closes;
  const refreshed = isoDate(job.refreshed_at);
  const from = Math.max(Date.parse(posted), refreshed ? Date.parse(refreshed) : 0);
  return new Date(from + DEFAULT_VALID_DAYS * DAY_MS).toISOString();
}

/** Absent when the salary is negotiable or unpaid (no amounts to state). */
function baseSalary(salary: JobPostingSource['salary']): JsonLdObject | undefined {
  const unitText = SALARY_UNITS[salary.salary_type];
  const low = salary.salary_from ?? salary.salary_to;
  const high = salary.salary_to ?? salary.salary_from;
  if (!unitText || low === null || high === null) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: salary.currency.toUpperCase(),
    value: { '@type': 'QuantitativeValue', minValue: low, maxValue: high, unitText },
  };
}

const COUNTRY_CODES_BY_NAME = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), isoCountryCode(c.key)]));

function applicantCountries(job: JobPostingSource, site: JobPostingSite): JsonLdObject[] {
  const named = (job.remote_details?.open_countries ?? []).map((name) => COUNTRY_CODES_BY_NAME.get(name.toLowerCase()) ?? name);
  const fallback = isoCountryCode(job.country_key) ?? isoCountryCode(site.country);
  const countries = named.length > 0 ? named : fallback ? [fallback] : [];
  return countries.map((name) => ({ '@type': 'Country', name }));
}

function jobLocation(job: JobPostingSource, site: JobPostingSite): JsonLdObject {
  const country = isoCountryCode(job.country_key) ?? isoCountryCode(site.country);
  // The global site's "regions" are continents, not an addressRegion.
  const region = country ? site.locations?.find((l) => l.id === job.location_id)?.region_value : undefined;
  return {
    '@type': 'Place',
    address: jsonLdObject({ '@type': 'PostalAddress', addressLocality: job.location_value, addressRegion: region, addressCountry: country }),
  };
}

function location(job: JobPostingSource, site: JobPostingSite): JsonLdObject {
  if (job.work_arrangement !== 'remote') return { jobLocation: jobLocation(job, site) };
  const countries = applicantCountries(job, site);
  return jsonLdObject({
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: countries.length === 1 ? countries[0] : countries.length > 1 ? countries : undefined,
  });
}

/** JobPosting JSON-LD for an open job; undefined for closed, on-hold and deleted jobs, which must carry none. */
export function jobPostingJsonLd(job: JobPostingSource, site: JobPostingSite): JsonLdObject | undefined {
  if (job.status !== 'open') return undefined;
  const datePosted = isoDate(job.published_at);
  if (!datePosted) return undefined;
  const description = [htmlToText(job.description_html), htmlToText(job.requirements_html)].filter(Boolean).join('\n\n');
  const companyName = job.company.name || job.company_name;
  return jsonLdObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: description || job.title,
    url: siteUrl(site.origin, localHref(site.language, '/:lang?/job/:slug', { slug: job.slug })),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(job.id) },
    datePosted,
    validThrough: validThrough(job, datePosted),
    employmentType: employmentType(job.job_type_id),
    hiringOrganization: jsonLdObject({
      '@type': 'Organization',
      name: companyName,
      sameAs: job.company.slug ? siteUrl(site.origin, localHref(site.language, '/:lang?/company/:slug/:tab?', { slug: job.company.slug })) : undefined,
      logo: absoluteUrl(site.origin, job.company.logo || job.company_logo),
    }),
    ...location(job, site),
    baseSalary: baseSalary(job.salary),
    // Applying happens on Jobchat itself unless the employer sends applicants to its own site.
    directApply: !job.external_apply_url,
  });
}
