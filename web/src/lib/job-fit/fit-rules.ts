/**
 * How a job fits the signed-in seeker (issue 26): one line per thing a seeker can act on, each true or false
 * with its evidence, never a score. Computed in the browser from the profile and the job, for the seeker
 * only: nothing here is sent anywhere.
 */
import type { JobSummary, RemoteDetails, Salary } from '@sdk/generated/job/hooks';
import type { JobPreference, ProfileLanguage } from '@sdk/generated/jobseeker/hooks';
import type { CountryKey } from '../countries';
import { isTooFarForSite } from '../remote-reach';
import { convertRange, rangeOf, rangesOverlap, salaryTypeOfId, type ConvertCurrency, type SalaryRange } from './salary-fit';

/** What of a job the fit reads: a job page's job has everything, a list's job no remote details. */
export type FitJob = Pick<
  JobSummary,
  | 'title'
  | 'skills'
  | 'location_id'
  | 'location_value'
  | 'work_arrangement'
  | 'function_job_title_id'
  | 'job_type_id'
  | 'job_type_value'
  | 'xp_lvl_id'
  | 'xp_lvl_value'
  | 'country_key'
> & { salary: Pick<Salary, 'salary_from' | 'salary_to' | 'currency' | 'salary_type'>; remote_details?: RemoteDetails | null };

export interface FitSeeker {
  skills: readonly string[];
  preferences: readonly JobPreference[];
  languages: readonly ProfileLanguage[];
  /** Whole years since the first job; null when the profile does not say. */
  yearsOfExperience: number | null;
  hasSingaporeIdentity: boolean;
  /** The country site the seeker is on: a remote job open to some countries reads against it. */
  country: CountryKey;
}

/** What the fit looks up beside the job and the profile. */
export interface FitLookups {
  convert: ConvertCurrency;
  /** A preference's currency code (`currency_lists`). */
  currencyCode: (currencyId: number) => string | undefined;
  /** Every name a language of the profile goes by (its key and its labels), lower case. */
  languageNames: (language: ProfileLanguage) => readonly string[];
}

/** The preference a line compares with, so the seeker can open it. */
export interface PreferenceRef {
  id: number;
  title: string;
}

export type FitLine =
  | { kind: 'skills'; fits: boolean; matched: string[]; missing: string[] }
  /** `job` is the job's salary in the expectation's currency and period; `converted` when it came in another. */
  | { kind: 'salary'; fits: boolean; job: SalaryRange; expected: SalaryRange; converted: boolean; preference: PreferenceRef }
  | { kind: 'location'; fits: boolean; job: string; expectedLocationId: number; preference: PreferenceRef }
  | { kind: 'workArrangement'; fits: boolean; job: JobSummary['work_arrangement']; expected: JobPreference['work_arrangement']; preference: PreferenceRef }
  | { kind: 'jobType'; fits: boolean; job: string; expectedJobTypeId: number; preference: PreferenceRef }
  | { kind: 'remoteCountry'; fits: boolean; country: CountryKey }
  | { kind: 'languages'; fits: boolean; matched: { name: string; proficiency: ProfileLanguage['proficiency'] }[]; missing: string[] }
  | { kind: 'experience'; fits: boolean; level: string; minYears: number; years: number | null }
  | { kind: 'eligibility'; fits: boolean };

export type FitLineKind = FitLine['kind'];

export interface JobFit {
  /** The preference the job comes closest to, which the preference lines compare with; none without preferences. */
  preference: PreferenceRef | null;
  lines: FitLine[];
}

const normalized = (text: string) => text.trim().toLocaleLowerCase('en');

/** Words that name the level rather than the job: a "Senior Accountant" preference asks for accountants. */
const LEVEL_WORDS = new Set(['senior', 'junior', 'lead', 'head', 'chief', 'assistant', 'associate', 'intern', 'principal', 'staff', 'remote', 'and', 'the', 'for']);

/** Shorter words ("of", "IT") say nothing about which job a title names. */
const MIN_TITLE_WORD_LENGTH = 3;

function titleWords(title: string): Set<string> {
  return new Set(normalized(title).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= MIN_TITLE_WORD_LENGTH && !LEVEL_WORDS.has(word)));
}

function asksForTitle(job: FitJob, preference: JobPreference): boolean {
  if (preference.function_job_title_id !== null && preference.function_job_title_id === job.function_job_title_id) return true;
  const wanted = titleWords(preference.job_title);
  return [...titleWords(job.title)].some((word) => wanted.has(word));
}

function expectedRange(preference: JobPreference, lookups: FitLookups): SalaryRange | undefined {
  const currency = lookups.currencyCode(preference.currency_id);
  const type = salaryTypeOfId(preference.salary_type_id);
  return currency && type ? rangeOf(preference.salary_from, preference.salary_to, currency, type) : undefined;
}

/** The job's salary in the expectation's currency and period, beside it; none when either has no amount or no rate. */
function salaryLine(job: FitJob, preference: JobPreference, ref: PreferenceRef, lookups: FitLookups): FitLine | undefined {
  const expected = expectedRange(preference, lookups);
  const offered = rangeOf(job.salary.salary_from, job.salary.salary_to, job.salary.currency, job.salary.salary_type);
  if (!expected || !offered) return undefined;
  const converted = convertRange(offered, expected.currency, expected.type, lookups.convert);
  if (!converted) return undefined;
  const wasConverted = offered.currency !== expected.currency || offered.type !== expected.type;
  return { kind: 'salary', fits: rangesOverlap(converted, expected), job: converted, expected, converted: wasConverted, preference: ref };
}

/** The lines that compare the job with one preference. */
function preferenceLines(job: FitJob, preference: JobPreference, lookups: FitLookups): FitLine[] {
  const ref = { id: preference.id, title: preference.job_title };
  const lines: FitLine[] = [];
  const salary = salaryLine(job, preference, ref, lookups);
  if (salary) lines.push(salary);
  if (job.work_arrangement !== 'remote' && preference.location_id !== null) {
    lines.push({ kind: 'location', fits: job.location_id === preference.location_id, job: job.location_value, expectedLocationId: preference.location_id, preference: ref });
  }
  lines.push({ kind: 'workArrangement', fits: job.work_arrangement === preference.work_arrangement, job: job.work_arrangement, expected: preference.work_arrangement, preference: ref });
  lines.push({ kind: 'jobType', fits: job.job_type_id === preference.job_type_id, job: job.job_type_value, expectedJobTypeId: preference.job_type_id, preference: ref });
  return lines;
}

/** The preference the job comes closest to: one that asks for its title first, then the most lines that fit; ties keep the profile's order. */
function closestPreference(job: FitJob, preferences: readonly JobPreference[], lookups: FitLookups): { preference: JobPreference; lines: FitLine[] } | undefined {
  let best: { preference: JobPreference; lines: FitLine[]; score: number } | undefined;
  for (const preference of preferences) {
    const lines = preferenceLines(job, preference, lookups);
    const score = (asksForTitle(job, preference) ? lines.length + 1 : 0) + lines.filter((line) => line.fits).length;
    if (!best || score > best.score) best = { preference, lines, score };
  }
  return best;
}

function skillsLine(job: FitJob, seeker: FitSeeker): FitLine | undefined {
  if (job.skills.length === 0) return undefined;
  const own = new Set(seeker.skills.map(normalized));
  const matched = job.skills.filter((skill) => own.has(normalized(skill)));
  const missing = job.skills.filter((skill) => !own.has(normalized(skill)));
  return { kind: 'skills', fits: missing.length === 0, matched, missing };
}

function languagesLine(required: readonly string[], seeker: FitSeeker, lookups: FitLookups): FitLine | undefined {
  if (required.length === 0) return undefined;
  const matched: { name: string; proficiency: ProfileLanguage['proficiency'] }[] = [];
  const missing: string[] = [];
  for (const name of required) {
    const wanted = normalized(name);
    // "Mandarin Chinese" is the language keyed `mandarin`: a name matches a key that is one of its words.
    const own = seeker.languages.find((language) => lookups.languageNames(language).some((known) => known === wanted || wanted.split(/\s+/).includes(known)));
    if (own) matched.push({ name, proficiency: own.proficiency });
    else missing.push(name);
  }
  return { kind: 'languages', fits: missing.length === 0, matched, missing };
}

/** The fewest years of work each experience level asks for (`xp_lvls`: no experience, fresh graduate, 1–3, 3–5, 5–10, 10+ years). */
const MIN_YEARS_OF_LEVEL: Readonly<Record<number, number>> = { 1: 0, 2: 0, 3: 1, 4: 3, 5: 5, 6: 10 };

function experienceLine(job: FitJob, seeker: FitSeeker): FitLine | undefined {
  const minYears = MIN_YEARS_OF_LEVEL[job.xp_lvl_id];
  if (minYears === undefined) return undefined;
  const years = seeker.yearsOfExperience;
  return { kind: 'experience', fits: minYears === 0 || (years !== null && years >= minYears), level: job.xp_lvl_value, minYears, years };
}

/** The job beside the seeker's profile and preferences, line by line. */
export function jobFitOf(job: FitJob, seeker: FitSeeker, lookups: FitLookups): JobFit {
  const lines: FitLine[] = [];
  const skills = skillsLine(job, seeker);
  if (skills) lines.push(skills);
  const closest = closestPreference(job, seeker.preferences, lookups);
  if (closest) lines.push(...closest.lines);
  if (job.work_arrangement === 'remote' && job.remote_details) {
    // The global site has no country of its own to read against a job's countries.
    if (seeker.country !== 'com') {
      const fits = !isTooFarForSite({ work_arrangement: job.work_arrangement, remote_details: job.remote_details }, seeker.country);
      lines.push({ kind: 'remoteCountry', fits, country: seeker.country });
    }
    const languages = languagesLine(job.remote_details.language_requirements, seeker, lookups);
    if (languages) lines.push(languages);
  }
  const experience = experienceLine(job, seeker);
  if (experience) lines.push(experience);
  // Singapore's jobs ask for a verified Singapore identity before an application or a chat (41274).
  if (job.country_key === 'sg') lines.push({ kind: 'eligibility', fits: seeker.hasSingaporeIdentity });
  return { preference: closest ? { id: closest.preference.id, title: closest.preference.job_title } : null, lines };
}
