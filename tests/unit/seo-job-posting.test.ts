/** JobPosting JSON-LD built from seeded jobs as the job detail reply (J03) carries them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { configCatalog } from '@mocks/seed/config/catalog';
import { locationsByCountry } from '@mocks/seed/config/locations';
import { SEED_FIXTURES } from '@mocks/seed/fixtures';
import { generateSeed } from '@mocks/seed/generate';
import type { SeedJob } from '@mocks/seed/types';
import { DEFAULT_VALID_DAYS, employmentType, jobPostingJsonLd, type JobPostingSite } from '@web/lib/seo/job-posting';
import type { JsonLdObject } from '@web/lib/seo/json-ld';

const ORIGIN = 'https://jobchat.ph';
const PH = 200_000;
const DAY_MS = 86_400_000;
const site: JobPostingSite = {
  origin: ORIGIN,
  country: 'ph',
  language: 'en-us',
  locations: locationsByCountry.ph.flatMap((region) => region.locations.map((l) => ({ id: l.id, region_value: region.value }))),
};

let jobs: SeedJob[];
const job = (id: number): SeedJob => {
  const found = jobs.find((j) => j.id === id);
  if (!found) throw new Error(`seeded job ${id} missing`);
  return found;
};
const posting = (j: SeedJob, s: JobPostingSite = site): JsonLdObject => {
  const data = jobPostingJsonLd(j, s);
  if (!data) throw new Error(`no JobPosting for job ${j.id}`);
  return data;
};

beforeAll(() => {
  jobs = generateSeed({ jobsPerCountry: 60 }).jobs;
}, 60_000);

describe('jobPostingJsonLd for the open ph Accountant fixture', () => {
  it("carries every property Google requires and recommends, from the job's own data", () => {
    const j = job(SEED_FIXTURES.openPhJobId);
    const data = posting(j);
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: j.title,
      datePosted: new Date(j.published_at).toISOString(),
      employmentType: 'FULL_TIME',
      directApply: true,
      url: `${ORIGIN}/job/${j.slug}`,
      identifier: { '@type': 'PropertyValue', name: 'Jobchat', value: String(j.id) },
      hiringOrganization: {
        '@type': 'Organization',
        name: j.company.name,
        sameAs: `${ORIGIN}/company/${j.company.slug}`,
        logo: `${ORIGIN}${j.company.logo}`,
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Makati', addressRegion: 'Metro Manila', addressCountry: 'PH' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'PHP',
        value: { '@type': 'QuantitativeValue', minValue: j.salary.salary_from, maxValue: j.salary.salary_to, unitText: 'MONTH' },
      },
    });
    for (const key of ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation', 'baseSalary', 'directApply']) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('describes the job in plain text: description then requirements, no markup', () => {
    const description = String(posting(job(SEED_FIXTURES.openPhJobId)).description);
    expect(description).toMatch(/is hiring an? .*Accountant/);
    expect(description).toContain('• Experience:');
    expect(description).not.toMatch(/<[a-z/]/i);
  });

  it('is valid until the last refresh plus the documented default', () => {
    const j = job(SEED_FIXTURES.openPhJobId);
    const from = Math.max(Date.parse(j.published_at), Date.parse(j.refreshed_at));
    expect(posting(j).validThrough).toBe(new Date(from + DEFAULT_VALID_DAYS * DAY_MS).toISOString());
  });

  it('links to the page in the language being viewed', () => {
    const j = job(SEED_FIXTURES.openPhJobId);
    const data = posting(j, { ...site, language: 'ar' });
    expect(data.url).toBe(`${ORIGIN}/ar/job/${j.slug}`);
    expect(data.hiringOrganization).toMatchObject({ sameAs: `${ORIGIN}/ar/company/${j.company.slug}` });
  });
});

describe('jobPostingJsonLd by job kind', () => {
  it('marks a remote job TELECOMMUTE with the countries applicants may live in, and no jobLocation', () => {
    const remote = jobs.find((j) => j.country_key === 'ph' && j.status === 'open' && j.work_arrangement === 'remote');
    expect(remote, 'the ph seed has an open remote job').toBeDefined();
    const data = posting(remote!);
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data).not.toHaveProperty('jobLocation');
    const countries = [data.applicantLocationRequirements].flat();
    // The ph site's remote jobs are open to the Philippines first (named by its ISO code), then to other sites' countries.
    expect(countries[0]).toEqual({ '@type': 'Country', name: 'PH' });
    expect(countries).toHaveLength(remote!.remote_details!.open_countries.length);
  });

  it('leaves out baseSalary when the salary is negotiable or unpaid, and keeps the unit of the others', () => {
    const byType = new Map(jobs.filter((j) => j.country_key === 'ph' && j.id >= PH + 44 && j.id <= PH + 49).map((j) => [j.salary.salary_type, j]));
    expect(jobPostingJsonLd(byType.get('negotiable')!, site)).not.toHaveProperty('baseSalary');
    expect(jobPostingJsonLd(byType.get('unpaid')!, site)).not.toHaveProperty('baseSalary');
    const units = (['hourly', 'daily', 'monthly', 'annually'] as const).map((t) => (posting(byType.get(t)!).baseSalary as { value: { unitText: string } }).value.unitText);
    expect(units).toEqual(['HOUR', 'DAY', 'MONTH', 'YEAR']);
  });

  it('gives closed, on-hold and deleted jobs no JobPosting', () => {
    expect(job(SEED_FIXTURES.closedPhJobId).status).toBe('closed');
    expect(job(SEED_FIXTURES.onHoldJobId).status).toBe('on_hold');
    expect(job(SEED_FIXTURES.deletedJobId).status).toBe('deleted');
    expect(jobPostingJsonLd(job(SEED_FIXTURES.closedPhJobId), site)).toBeUndefined();
    expect(jobPostingJsonLd(job(SEED_FIXTURES.onHoldJobId), site)).toBeUndefined();
    expect(jobPostingJsonLd(job(SEED_FIXTURES.deletedJobId), site)).toBeUndefined();
  });

  it('is not a direct application when the employer takes applications on its own site', () => {
    const j = job(SEED_FIXTURES.openPhJobId);
    expect(posting({ ...j, external_apply_url: 'https://careers.acme.example/jobs/1' }).directApply).toBe(false);
  });

  it('omits the region and country on the global site, whose regions are continents', () => {
    const com = jobs.find((j) => j.country_key === 'com' && j.status === 'open' && j.work_arrangement !== 'remote');
    expect(com).toBeDefined();
    const comSite: JobPostingSite = { origin: 'https://jobchat.com', country: 'com', language: 'en-us', locations: site.locations };
    expect((posting(com!, comSite).jobLocation as { address: JsonLdObject }).address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: com!.location_value,
    });
  });
});

describe('employmentType', () => {
  it('maps every job type of the config lists to a Google value', () => {
    const expected: Record<string, string> = {
      full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR', temporary: 'TEMPORARY', internship: 'INTERN', freelance: 'CONTRACTOR',
    };
    expect(Object.fromEntries(configCatalog.job_types.map((t) => [t.key, employmentType(t.id)]))).toEqual(expected);
    expect(employmentType(99)).toBe('OTHER');
  });
});
