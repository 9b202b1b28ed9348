/**
 * The deterministic seed of the mock database: companies, recruiters and jobs for every country site.
 * Same options → byte-identical data: faker instances and the PRNG are seeded per country stream, and every
 * date is relative to SEED_REFERENCE_NOW (never the wall clock).
 */
import { generateCompanies } from './companies';
import { COUNTRY_PROFILES } from './country-profiles';
import { FORCED_COMPANY_INDUSTRIES, JOB_OVERRIDES } from './fixtures';
import { generateCountryJobs } from './jobs';
import { createNameSource, createStreetPool } from './people-names';
import { generateRecruiters } from './recruiters';
import { Rng, deriveSeed } from './rng';
import { DEFAULT_SEED } from './seed-helpers';
import { skills } from './skills';
import { titleOf } from './titles';
import type { CompanySummary, CountryKey, HotJobTitle, SeedCompany, SeedData, SeedJob, SeedRecruiter } from './types';

export interface GenerateSeedOptions {
  seed?: number;
  /** Jobs per country: one number for all, or per country (unlisted countries keep their default volume). */
  jobsPerCountry?: number | Partial<Record<CountryKey, number>>;
}

const HOT_TITLE_COUNT = 10;

function jobCount(key: CountryKey, fallback: number, option: GenerateSeedOptions['jobsPerCountry']): number {
  if (typeof option === 'number') return option;
  return option?.[key] ?? fallback;
}

function toSummary(c: SeedCompany): CompanySummary {
  return {
    id: c.id, slug: c.slug, name: c.name, logo: c.logo, industry_id: c.industry_id, industry: c.industry,
    company_size_id: c.company_size_id, company_size: c.company_size, financing_stage_id: c.financing_stage_id,
    financing_stage: c.financing_stage, is_verified: c.is_verified, country_key: c.country_key,
    location_value: c.location_value, job_count: 0, remote_job_count: 0, benefits: c.benefits,
  };
}

function hotTitles(jobs: readonly SeedJob[]): HotJobTitle[] {
  const counts = new Map<number, number>();
  for (const job of jobs) {
    if (job.status === 'open') counts.set(job.function_job_title_id, (counts.get(job.function_job_title_id) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, HOT_TITLE_COUNT)
    .map(([id]) => {
      const title = titleOf(id);
      return { id, value: title.value, seo_value: title.seo_value };
    });
}

export function generateSeed(options: GenerateSeedOptions = {}): SeedData {
  const seed = options.seed ?? DEFAULT_SEED;
  const companies: SeedCompany[] = [];
  const recruiters: SeedRecruiter[] = [];
  const jobs: SeedJob[] = [];
  const hotJobTitles = {} as Record<CountryKey, HotJobTitle[]>;

  for (const profile of COUNTRY_PROFILES) {
    const key = profile.key;
    const companyRng = new Rng(deriveSeed(seed, `${key}:companies`));
    const names = createNameSource(key, deriveSeed(seed, `${key}:names`), companyRng);
    const streets = createStreetPool(key, deriveSeed(seed, `${key}:streets`), 24);
    const countryCompanies = generateCompanies(companyRng, profile, names, streets, {
      web3Count: ['sg', 'hk', 'ae', 'com'].includes(key) ? 2 : 1,
      ...(FORCED_COMPANY_INDUSTRIES[key] ? { forcedIndustries: FORCED_COMPANY_INDUSTRIES[key] } : {}),
    });
    const recruiterRng = new Rng(deriveSeed(seed, `${key}:recruiters`));
    const recruitersByCompany = new Map<number, SeedRecruiter[]>();
    for (const company of countryCompanies) {
      const list = generateRecruiters(recruiterRng, company, names);
      company.hr_count = list.length;
      recruitersByCompany.set(company.id, list);
      recruiters.push(...list);
    }
    const summaries = new Map(countryCompanies.map((c) => [c.id, toSummary(c)]));
    const countryJobs = generateCountryJobs({
      rng: new Rng(deriveSeed(seed, `${key}:jobs`)),
      profile,
      count: jobCount(key, profile.jobs, options.jobsPerCountry),
      companies: countryCompanies,
      summaries,
      recruitersByCompany,
      streets,
      overrides: JOB_OVERRIDES[key] ?? new Map(),
    });
    for (const job of countryJobs) {
      if (job.status !== 'open') continue;
      const summary = summaries.get(job.company_id);
      if (!summary) continue;
      summary.job_count += 1;
      if (job.work_arrangement === 'remote') summary.remote_job_count += 1;
    }
    for (const company of countryCompanies) {
      const summary = summaries.get(company.id);
      company.job_count = summary?.job_count ?? 0;
      company.remote_job_count = summary?.remote_job_count ?? 0;
    }
    hotJobTitles[key] = hotTitles(countryJobs);
    companies.push(...countryCompanies);
    jobs.push(...countryJobs);
  }
  return { companies, recruiters, jobs, hotJobTitles, skills };
}

