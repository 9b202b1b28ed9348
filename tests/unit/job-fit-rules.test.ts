import { describe, expect, it } from 'vitest';
import type { JobPreference, ProfileLanguage } from '@sdk/generated/jobseeker/hooks';
import { jobFitOf, type FitJob, type FitLine, type FitLookups, type FitSeeker } from '@web/lib/job-fit/fit-rules';

const PER_USD: Record<string, number> = { USD: 1, PHP: 56, SGD: 1.35 };
const CURRENCY_IDS: Record<number, string> = { 1: 'PHP', 2: 'USD', 3: 'SGD' };
const lookups: FitLookups = {
  convert: (amount, from, to) => (PER_USD[from] && PER_USD[to] ? (amount / (PER_USD[from] ?? 1)) * (PER_USD[to] ?? 1) : undefined),
  currencyCode: (id) => CURRENCY_IDS[id],
  languageNames: (language) => (language.language_id === 2 ? ['mandarin', 'mandarin chinese'] : [language.language_value.toLowerCase()]),
};

function preference(overrides: Partial<JobPreference>): JobPreference {
  return {
    id: 1012,
    function_job_title_id: null,
    job_title: 'Senior Accountant',
    industry_id: 5,
    job_type_id: 1,
    work_arrangement_id: 2,
    work_arrangement: 'hybrid',
    work_language_id: 1,
    timezone: null,
    location_id: 211,
    country_id: null,
    currency_id: 1,
    salary_from: 60_000,
    salary_to: 85_000,
    salary_type_id: 2,
    is_open_to_work: true,
    notice_period_id: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const english: ProfileLanguage = { id: 1, language_id: 1, language_value: 'English', proficiency: 'professional' };
const maria: FitSeeker = {
  skills: ['Financial reporting', 'IFRS', 'SAP FICO', 'Excel'],
  preferences: [preference({}), preference({ id: 1013, job_title: 'Remote Financial Analyst', work_arrangement_id: 3, work_arrangement: 'remote', location_id: null, currency_id: 2, salary_from: 1_500, salary_to: 2_200 })],
  languages: [english],
  yearsOfExperience: 10,
  hasSingaporeIdentity: false,
  country: 'ph',
};

const accountant: FitJob = {
  title: 'Accountant',
  skills: ['IFRS', 'excel', 'Payroll'],
  salary: { salary_from: 70_000, salary_to: 90_000, currency: 'PHP', salary_type: 'monthly' },
  location_id: 211,
  location_value: 'Makati',
  work_arrangement: 'hybrid',
  function_job_title_id: 77,
  job_type_id: 1,
  job_type_value: 'Full time',
  xp_lvl_id: 5,
  xp_lvl_value: '5-10 Years',
  country_key: 'ph',
};

const lineOf = <K extends FitLine['kind']>(lines: FitLine[], kind: K) => lines.find((line): line is Extract<FitLine, { kind: K }> => line.kind === kind);

describe('job fit rules', () => {
  it('says which of the job’s skills the seeker has and which they lack, whatever their case', () => {
    const skills = lineOf(jobFitOf(accountant, maria, lookups).lines, 'skills');
    expect(skills).toEqual({ kind: 'skills', fits: false, matched: ['IFRS', 'excel'], missing: ['Payroll'] });
    const all = lineOf(jobFitOf({ ...accountant, skills: ['IFRS'] }, maria, lookups).lines, 'skills');
    expect(all?.fits).toBe(true);
  });

  it('compares with the preference that asks for the job’s title, and says which one', () => {
    const fit = jobFitOf(accountant, maria, lookups);
    expect(fit.preference).toEqual({ id: 1012, title: 'Senior Accountant' });
    expect(lineOf(fit.lines, 'location')).toMatchObject({ fits: true, job: 'Makati', expectedLocationId: 211 });
    expect(lineOf(fit.lines, 'workArrangement')).toMatchObject({ fits: true, job: 'hybrid', expected: 'hybrid' });
    expect(lineOf(fit.lines, 'jobType')).toMatchObject({ fits: true, expectedJobTypeId: 1 });
    expect(lineOf(fit.lines, 'salary')).toMatchObject({ fits: true, converted: false, expected: { from: 60_000, to: 85_000, currency: 'PHP' } });
  });

  it('reads a remote job in dollars against the remote preference', () => {
    const analyst: FitJob = { ...accountant, title: 'Financial Analyst', work_arrangement: 'remote', salary: { salary_from: 30_000, salary_to: 36_000, currency: 'USD', salary_type: 'annually' } };
    const fit = jobFitOf(analyst, maria, lookups);
    expect(fit.preference?.id).toBe(1013);
    // 30,000–36,000 a year is 2,500–3,000 a month: above the expected 1,500–2,200.
    expect(lineOf(fit.lines, 'salary')).toMatchObject({ fits: false, converted: true, job: { from: 2_500, to: 3_000, currency: 'USD', type: 'monthly' } });
    expect(lineOf(fit.lines, 'location')).toBeUndefined();
  });

  it('says where the job differs from the preference', () => {
    const elsewhere = { ...accountant, location_id: 300, location_value: 'Cebu City', work_arrangement: 'onsite' as const, job_type_id: 2, job_type_value: 'Part time', salary: { ...accountant.salary, salary_from: 20_000, salary_to: 30_000 } };
    const lines = jobFitOf(elsewhere, maria, lookups).lines;
    for (const kind of ['location', 'workArrangement', 'jobType', 'salary'] as const) expect(lineOf(lines, kind)?.fits, kind).toBe(false);
  });

  it('has no preference lines, and names no preference, without preferences', () => {
    const fit = jobFitOf(accountant, { ...maria, preferences: [] }, lookups);
    expect(fit.preference).toBeNull();
    expect(fit.lines.map((line) => line.kind)).toEqual(['skills', 'experience']);
  });

  it('checks a remote job’s countries against the seeker’s site, and its languages against their profile', () => {
    const remote: FitJob = {
      ...accountant,
      work_arrangement: 'remote',
      remote_details: { open_countries: ['Singapore'], closed_countries: [], timezones: [], language_requirements: ['English', 'Mandarin Chinese'] },
    };
    const lines = jobFitOf(remote, maria, lookups).lines;
    expect(lineOf(lines, 'remoteCountry')).toEqual({ kind: 'remoteCountry', fits: false, country: 'ph' });
    expect(lineOf(lines, 'languages')).toEqual({ kind: 'languages', fits: false, matched: [{ name: 'English', proficiency: 'professional' }], missing: ['Mandarin Chinese'] });
    const bilingual = { ...maria, country: 'sg' as const, languages: [english, { id: 2, language_id: 2, language_value: 'Mandarin', proficiency: 'native' as const }] };
    const inSingapore = jobFitOf(remote, bilingual, lookups).lines;
    expect(lineOf(inSingapore, 'remoteCountry')?.fits).toBe(true);
    expect(lineOf(inSingapore, 'languages')?.fits).toBe(true);
    // The global site has no country to read against the job's.
    expect(lineOf(jobFitOf(remote, { ...maria, country: 'com' }, lookups).lines, 'remoteCountry')).toBeUndefined();
  });

  it('reads the experience level against the years on the profile', () => {
    expect(lineOf(jobFitOf(accountant, maria, lookups).lines, 'experience')).toEqual({ kind: 'experience', fits: true, level: '5-10 Years', minYears: 5, years: 10 });
    expect(lineOf(jobFitOf(accountant, { ...maria, yearsOfExperience: 2 }, lookups).lines, 'experience')?.fits).toBe(false);
    expect(lineOf(jobFitOf(accountant, { ...maria, yearsOfExperience: null }, lookups).lines, 'experience')).toMatchObject({ fits: false, years: null });
    expect(lineOf(jobFitOf({ ...accountant, xp_lvl_id: 2 }, { ...maria, yearsOfExperience: null }, lookups).lines, 'experience')?.fits).toBe(true);
  });

  it('asks a Singapore job for a verified Singapore identity (41274), and no other job', () => {
    expect(lineOf(jobFitOf(accountant, maria, lookups).lines, 'eligibility')).toBeUndefined();
    const singapore = { ...accountant, country_key: 'sg' };
    expect(lineOf(jobFitOf(singapore, maria, lookups).lines, 'eligibility')).toEqual({ kind: 'eligibility', fits: false });
    expect(lineOf(jobFitOf(singapore, { ...maria, hasSingaporeIdentity: true }, lookups).lines, 'eligibility')?.fits).toBe(true);
  });

  it('leaves the salary out when it cannot be compared', () => {
    const negotiable = { ...accountant, salary: { salary_from: null, salary_to: null, currency: 'PHP', salary_type: 'negotiable' as const } };
    expect(lineOf(jobFitOf(negotiable, maria, lookups).lines, 'salary')).toBeUndefined();
    const euros = { ...accountant, salary: { ...accountant.salary, currency: 'EUR' } };
    expect(lineOf(jobFitOf(euros, maria, lookups).lines, 'salary')).toBeUndefined();
  });
});
