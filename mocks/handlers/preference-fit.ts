/**
 * How a job fits a signed-in job seeker: what of their job preferences it matches (title or its function,
 * industry, location, work arrangement, salary range in their currency, job type), then their skills and
 * experience. The recommendations rank by it and say why (`reco_reasons`, issue 26); guests get none.
 */
import { RecoReason } from '../../sdk/generated/job/hooks';
import type { JobRecord } from '../db/record-schemas';
import { currencyLists } from '../seed/config/catalog-countries';
import { subFunctionIdByTitleId } from '../seed/config/catalog-functions';
import { entriesOf, detailsOf, preferences, skills, type JobPreferenceRecord } from '../state/profile';
import { USD_PER_UNIT, isCurrencyCode } from './currency';
import { yearsSince } from './profile/profile-request';

export interface SeekerFit {
  preferences: readonly JobPreferenceRecord[];
  /** Profile skills, lower case. */
  skills: ReadonlySet<string>;
  yearsOfExperience: number | null;
}

export async function seekerFitOf(userId: number): Promise<SeekerFit> {
  const details = await detailsOf(userId);
  return {
    preferences: await entriesOf(preferences, userId),
    skills: new Set((await entriesOf(skills, userId)).map((skill) => skill.value.trim().toLowerCase())),
    yearsOfExperience: details.work_since ? Math.max(0, yearsSince(details.work_since)) : null,
  };
}

/** Ranking weight of each reason: the order, title and function first; skills and experience last. */
const WEIGHT: Readonly<Record<RecoReason, number>> = {
  [RecoReason.title_match]: 64,
  [RecoReason.function_match]: 32,
  [RecoReason.location_match]: 16,
  [RecoReason.work_arrangement_match]: 8,
  [RecoReason.salary_in_range]: 4,
  [RecoReason.job_type_match]: 2,
  [RecoReason.industry_match]: 1,
  [RecoReason.skills_match]: 0.5,
  [RecoReason.experience_match]: 0.25,
};

/** Words that say the level rather than the job ("Senior Accountant" is an accountant's job). */
const LEVEL_WORDS = new Set(['senior', 'junior', 'lead', 'head', 'chief', 'assistant', 'associate', 'intern', 'principal', 'staff', 'remote', 'and', 'the', 'for']);

function titleWords(title: string): Set<string> {
  return new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3 && !LEVEL_WORDS.has(word)));
}

function sameTitle(job: JobRecord, preference: JobPreferenceRecord): boolean {
  if (preference.function_job_title_id !== null && preference.function_job_title_id === job.function_job_title_id) return true;
  const wanted = titleWords(preference.job_title ?? '');
  return [...titleWords(job.title)].some((word) => wanted.has(word));
}

/** The months one unit of a salary type covers (a day is 1/22 of a month); negotiable and unpaid have none. */
const MONTHS_PER: Readonly<Record<number, number>> = { 1: 1 / 22, 2: 1, 3: 12, 4: 1 / 176 };

function monthlyUsd(amount: number, currency: string, salaryTypeId: number): number | undefined {
  const code = currency.toUpperCase();
  const perMonth = MONTHS_PER[salaryTypeId];
  if (!isCurrencyCode(code) || perMonth === undefined) return undefined;
  return (amount / perMonth) * USD_PER_UNIT[code];
}

/** The job's salary range overlaps the preferred one, both read per month in US dollars. */
function salaryInRange(job: JobRecord, preference: JobPreferenceRecord): boolean {
  const preferredCurrency = currencyLists.find((currency) => currency.id === preference.currency_id)?.key;
  const { salary_from: jobFrom, salary_to: jobTo, currency, salary_type_id: jobType } = job.salary;
  if (!preferredCurrency || preference.salary_from === null || preference.salary_to === null || preference.salary_type_id === null) return false;
  const jobLow = jobFrom ?? jobTo;
  const jobHigh = jobTo ?? jobFrom;
  if (jobLow === null || jobLow === undefined || jobHigh === null || jobHigh === undefined) return false;
  const low = monthlyUsd(jobLow, currency, jobType);
  const high = monthlyUsd(jobHigh, currency, jobType);
  const wantedLow = monthlyUsd(preference.salary_from, preferredCurrency, preference.salary_type_id);
  const wantedHigh = monthlyUsd(preference.salary_to, preferredCurrency, preference.salary_type_id);
  if (low === undefined || high === undefined || wantedLow === undefined || wantedHigh === undefined) return false;
  return high >= wantedLow && low <= wantedHigh;
}

/** Fewest years of experience of each experience level (config xp_lvls 1–6). */
const MIN_YEARS_OF_LEVEL: Readonly<Record<number, number>> = { 1: 0, 2: 0, 3: 1, 4: 3, 5: 5, 6: 10 };

function preferenceReasons(job: JobRecord, preference: JobPreferenceRecord): RecoReason[] {
  const reasons: RecoReason[] = [];
  if (sameTitle(job, preference)) reasons.push(RecoReason.title_match);
  const preferredFunction = preference.function_job_title_id === null ? undefined : subFunctionIdByTitleId.get(preference.function_job_title_id);
  if (preferredFunction !== undefined && preferredFunction === job.job_function_id) reasons.push(RecoReason.function_match);
  if (preference.industry_id !== null && preference.industry_id === job.industry_id) reasons.push(RecoReason.industry_match);
  if (preference.location_id !== null && preference.location_id === job.location_id) reasons.push(RecoReason.location_match);
  if (preference.work_arrangement_id !== null && preference.work_arrangement_id === job.work_arrangement_id) reasons.push(RecoReason.work_arrangement_match);
  if (salaryInRange(job, preference)) reasons.push(RecoReason.salary_in_range);
  if (preference.job_type_id !== null && preference.job_type_id === job.job_type_id) reasons.push(RecoReason.job_type_match);
  return reasons;
}

export function scoreOf(reasons: readonly RecoReason[]): number {
  return reasons.reduce((sum, reason) => sum + WEIGHT[reason], 0);
}

/** Why the job fits the seeker: the preference it matches best, then skills and experience. */
export function recoReasonsFor(job: JobRecord, seeker: SeekerFit): RecoReason[] {
  let best: RecoReason[] = [];
  for (const preference of seeker.preferences) {
    const reasons = preferenceReasons(job, preference);
    if (scoreOf(reasons) > scoreOf(best)) best = reasons;
  }
  const reasons = [...best];
  if (job.skills.some((skill) => seeker.skills.has(skill.trim().toLowerCase()))) reasons.push(RecoReason.skills_match);
  const minYears = MIN_YEARS_OF_LEVEL[job.xp_lvl_id];
  if (seeker.yearsOfExperience !== null && minYears !== undefined && seeker.yearsOfExperience >= minYears) reasons.push(RecoReason.experience_match);
  return reasons;
}

/** Whether the job is one the seeker looks for: it matches a preferred title or its function. */
export function fitsPreferences(reasons: readonly RecoReason[]): boolean {
  return reasons.includes(RecoReason.title_match) || reasons.includes(RecoReason.function_match);
}
