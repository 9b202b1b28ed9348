import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { subFunctionIdByTitleId, mainFunctionIdBySubFunctionId } from '@mocks/seed/config/catalog';
import { locationsByCountry } from '@mocks/seed/config/locations';
import { COUNTRY_PROFILES } from '@mocks/seed/country-profiles';
import { SEED_FIXTURES, UNSAFE_HTML_JOB_IDS } from '@mocks/seed/fixtures';
import { generateSeed } from '@mocks/seed/generate';
import { SEED_REFERENCE_NOW } from '@mocks/seed/seed-helpers';
import type { SeedData, SeedJob } from '@mocks/seed/types';

const hash = (data: SeedData): string => createHash('sha256').update(JSON.stringify(data)).digest('hex');

/** A whole seed takes about 0.5 s on a quiet core; two cores shared with a production build need room. */
const SEED_GENERATION_BUDGET_MS = 60_000;

let data: SeedData;
let jobsById: Map<number, SeedJob>;

beforeAll(() => {
  const started = performance.now();
  data = generateSeed();
  console.info(`generateSeed(): ${(performance.now() - started).toFixed(0)} ms for ${data.jobs.length} jobs`);
  jobsById = new Map(data.jobs.map((j) => [j.id, j]));
}, SEED_GENERATION_BUDGET_MS);

function job(id: number): SeedJob {
  const found = jobsById.get(id);
  if (!found) throw new Error(`job ${id} missing`);
  return found;
}

describe('generateSeed determinism', () => {
  it('gives byte-identical data for the same seed', () => {
    const again = generateSeed();
    expect(hash(again)).toBe(hash(data));
    expect(again.jobs[1234]).toEqual(data.jobs[1234]);
  }, SEED_GENERATION_BUDGET_MS);

  it('gives different data for another seed, with the same fixtures', () => {
    const other = generateSeed({ seed: 7, jobsPerCountry: 60 });
    expect(hash(other)).not.toBe(hash(generateSeed({ jobsPerCountry: 60 })));
    expect(other.jobs.find((j) => j.id === SEED_FIXTURES.openPhJobId)?.status).toBe('open');
  }, SEED_GENERATION_BUDGET_MS);
});

describe('generateSeed volumes', () => {
  it('has at least 150 companies and 9000 jobs', () => {
    expect(data.companies.length).toBeGreaterThanOrEqual(150);
    expect(data.jobs.length).toBeGreaterThanOrEqual(9000);
  });

  it('gives every country companies, recruiters and jobs; ph and sg the most jobs', () => {
    const perCountry = new Map<string, number>();
    for (const j of data.jobs) perCountry.set(j.country_key, (perCountry.get(j.country_key) ?? 0) + 1);
    for (const profile of COUNTRY_PROFILES) {
      expect(data.companies.some((c) => c.country_key === profile.key), profile.key).toBe(true);
      expect(data.recruiters.some((r) => r.country_key === profile.key), profile.key).toBe(true);
      expect(perCountry.get(profile.key) ?? 0, profile.key).toBeGreaterThanOrEqual(250);
    }
    const sorted = [...perCountry.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
    expect(sorted.slice(0, 2)).toEqual(['ph', 'sg']);
  });

  it('has unique ids', () => {
    expect(new Set(data.jobs.map((j) => j.id)).size).toBe(data.jobs.length);
    expect(new Set(data.companies.map((c) => c.id)).size).toBe(data.companies.length);
    expect(new Set(data.recruiters.map((r) => r.id)).size).toBe(data.recruiters.length);
  });
});

describe('generateSeed salaries and statuses', () => {
  it('uses every salary type, with null amounts only for negotiable and unpaid', () => {
    const types = new Set(data.jobs.map((j) => j.salary.salary_type));
    expect([...types].sort()).toEqual(['annually', 'daily', 'hourly', 'monthly', 'negotiable', 'unpaid']);
    for (const j of data.jobs) {
      const noAmount = j.salary.salary_type === 'negotiable' || j.salary.salary_type === 'unpaid';
      if (noAmount) {
        expect(j.salary.salary_from).toBeNull();
        expect(j.salary.salary_to).toBeNull();
      } else {
        expect(Number.isInteger(j.salary.salary_from)).toBe(true);
        expect(j.salary.salary_to ?? 0).toBeGreaterThanOrEqual(j.salary.salary_from ?? 0);
      }
    }
  });

  it("quotes every salary in the country's currency", () => {
    const currency = new Map(COUNTRY_PROFILES.map((p) => [p.key, p.currency]));
    for (const j of data.jobs) expect(j.salary.currency).toBe(currency.get(j.country_key));
  });

  it('uses local magnitudes (PHP monthly, JPY annually)', () => {
    const ph = data.jobs.filter((j) => j.country_key === 'ph' && j.salary.salary_type === 'monthly' && j.job_type_id === 1);
    for (const j of ph) expect(j.salary.salary_from ?? 0).toBeGreaterThanOrEqual(10_000);
    const jp = data.jobs.filter((j) => j.country_key === 'jp' && j.salary.salary_type === 'annually');
    for (const j of jp) expect(j.salary.salary_from ?? 0).toBeGreaterThanOrEqual(2_000_000);
  });

  it('uses every status; only closed jobs have closed_at', () => {
    expect(new Set(data.jobs.map((j) => j.status))).toEqual(new Set(['open', 'on_hold', 'closed', 'deleted']));
    for (const j of data.jobs) expect(j.closed_at !== null).toBe(j.status === 'closed');
  });

  it('dates lie in the 60 days before the reference now, refreshed after published', () => {
    for (const j of data.jobs) {
      const published = Date.parse(j.published_at);
      const refreshed = Date.parse(j.refreshed_at);
      expect(published).toBeGreaterThanOrEqual(SEED_REFERENCE_NOW - 60 * 86_400_000);
      expect(refreshed).toBeGreaterThanOrEqual(published);
      expect(refreshed).toBeLessThanOrEqual(SEED_REFERENCE_NOW);
    }
  });
});

describe('generateSeed references', () => {
  it("links every job to a company of its own country and one of that company's recruiters", () => {
    const companies = new Map(data.companies.map((c) => [c.id, c]));
    const recruiters = new Map(data.recruiters.map((r) => [r.id, r]));
    for (const j of data.jobs) {
      const company = companies.get(j.company_id);
      expect(company?.country_key).toBe(j.country_key);
      expect(j.company.id).toBe(j.company_id);
      expect(recruiters.get(j.recruiter.id)?.company_id).toBe(j.company_id);
      expect(j.is_web3).toBe(company?.is_web3);
    }
  });

  it("places every job and company in a location of its own country", () => {
    for (const profile of COUNTRY_PROFILES) {
      const ids = new Set(locationsByCountry[profile.key].flatMap((r) => r.locations.map((l) => l.id)));
      for (const j of data.jobs.filter((x) => x.country_key === profile.key)) expect(ids.has(j.location_id)).toBe(true);
      for (const c of data.companies.filter((x) => x.country_key === profile.key)) expect(ids.has(c.location_id)).toBe(true);
    }
  });

  it('keeps title, job function and main function ids consistent', () => {
    for (const j of data.jobs) {
      expect(subFunctionIdByTitleId.get(j.function_job_title_id)).toBe(j.job_function_id);
      expect(mainFunctionIdBySubFunctionId.get(j.job_function_id)).toBe(j.main_function_id);
      expect(j.slug).toMatch(new RegExp(`^[a-z0-9-]+-${j.id}$`));
    }
  });

  it('gives remote details to remote jobs only, and relative image paths everywhere', () => {
    for (const j of data.jobs) expect(j.remote_details !== null).toBe(j.work_arrangement === 'remote');
    for (const c of data.companies) {
      for (const url of [c.logo, c.cover_image, ...c.album.map((a) => a.url)]) expect(url.startsWith('/mock-assets/')).toBe(true);
    }
    for (const r of data.recruiters) expect(r.avatar.startsWith('/mock-assets/')).toBe(true);
  });

  it('lists 8–12 hot job titles per country, each with open jobs there', () => {
    for (const profile of COUNTRY_PROFILES) {
      const hot = data.hotJobTitles[profile.key];
      expect(hot.length).toBeGreaterThanOrEqual(8);
      expect(hot.length).toBeLessThanOrEqual(12);
      for (const t of hot) {
        expect(data.jobs.some((j) => j.country_key === profile.key && j.status === 'open' && j.function_job_title_id === t.id)).toBe(true);
      }
    }
  });

  it('draws job skills from the skills list of the job function', () => {
    const byFunction = new Map<number, Set<string>>();
    for (const s of data.skills) byFunction.set(s.job_function_id, (byFunction.get(s.job_function_id) ?? new Set()).add(s.value));
    for (const j of data.jobs.slice(0, 2000)) {
      expect(j.skills.length).toBeGreaterThanOrEqual(3);
      for (const s of j.skills) expect(byFunction.get(j.job_function_id)?.has(s)).toBe(true);
    }
  });
});

describe('SEED_FIXTURES', () => {
  it('has a Philippine Accountant family of 30+ jobs, several in Makati, over several job types', () => {
    const accountants = data.jobs.filter((j) => j.country_key === 'ph' && j.title.includes('Accountant'));
    expect(accountants.length).toBeGreaterThanOrEqual(30);
    for (const id of SEED_FIXTURES.phAccountantJobIds) expect(job(id).title).toContain('Accountant');
    const makati = SEED_FIXTURES.phMakatiAccountantJobIds.map(job);
    expect(makati.length).toBeGreaterThanOrEqual(5);
    for (const j of makati) expect(j.location_id).toBe(SEED_FIXTURES.makatiLocationId);
    expect(new Set(SEED_FIXTURES.phAccountantJobIds.map((id) => job(id).job_type_id)).size).toBeGreaterThanOrEqual(4);
  });

  it('points at records with the promised statuses and currencies', () => {
    const open = job(SEED_FIXTURES.openPhJobId);
    expect(open).toMatchObject({ status: 'open', country_key: 'ph', company_id: SEED_FIXTURES.phCompanyId, location_value: 'Makati' });
    expect(open.salary).toMatchObject({ currency: 'PHP', salary_type: 'monthly' });
    expect(job(SEED_FIXTURES.closedPhJobId)).toMatchObject({ status: 'closed', country_key: 'ph' });
    expect(job(SEED_FIXTURES.onHoldJobId).status).toBe('on_hold');
    expect(job(SEED_FIXTURES.deletedJobId).status).toBe('deleted');
    const sg = job(SEED_FIXTURES.sgJobId);
    expect(sg).toMatchObject({ status: 'open', country_key: 'sg' });
    expect(sg.salary.currency).toBe('SGD');
    const company = data.companies.find((c) => c.id === SEED_FIXTURES.phCompanyId);
    expect(company?.country_key).toBe('ph');
    expect(company?.job_count).toBeGreaterThan(0);
  });

  it('plants unsafe markup only in UNSAFE_HTML_JOB_IDS', () => {
    const unsafe = /<script|onerror=|javascript:/i;
    for (const id of UNSAFE_HTML_JOB_IDS) expect(job(id).description_html).toMatch(unsafe);
    const others = data.jobs.filter((j) => !UNSAFE_HTML_JOB_IDS.includes(j.id));
    for (const j of others) {
      expect(j.description_html).not.toMatch(unsafe);
      expect(`${j.description_html}${j.requirements_html}`.replace(/<\/?(p|ul|li|strong)>/g, '')).not.toMatch(/<[a-z/]/i);
    }
  });
});
