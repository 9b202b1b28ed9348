/** Weighted picks for a job's experience, type, degree, categories, benefits, arrangement and remote details. */
import { configCatalog } from './config/catalog';
import { COUNTRY_PROFILES, type CountryProfile } from './country-profiles';
import type { Rng } from './rng';
import { byId } from './seed-helpers';
import { ONSITE_ONLY_FUNCTIONS } from './titles';
import type { ConfigOption, JobStatus, RemoteDetails, WorkArrangementKey } from './types';

export const xpLevels = byId(configCatalog.xp_lvls);
export const jobTypes = byId(configCatalog.job_types);
export const degrees = byId(configCatalog.degrees);
export const categories = byId(configCatalog.job_category_lists);
export const arrangements = new Map(configCatalog.work_arrangements.map((o) => [o.key, o]));

export const pickXpLevel = (rng: Rng): number => rng.weighted([[1, 6], [2, 10], [3, 30], [4, 25], [5, 20], [6, 9]] as const);

export function pickJobType(rng: Rng): ConfigOption {
  const key = rng.weighted([['full_time', 70], ['part_time', 8], ['contract', 9], ['temporary', 4], ['internship', 5], ['freelance', 4]] as const);
  const option = configCatalog.job_types.find((o) => o.key === key);
  if (!option) throw new Error(`job type ${key} missing`);
  return option;
}

/** Degree (config degrees id) by main function and experience. */
export function pickDegree(rng: Rng, mainFunctionId: number, xpLvlId: number): number {
  if (mainFunctionId === 5 || mainFunctionId === 8) return rng.weighted([[1, 3], [2, 4], [3, 2], [4, 2], [5, 3]] as const);
  if (xpLvlId >= 5) return rng.weighted([[5, 6], [6, 3], [7, 1]] as const);
  return rng.weighted([[1, 1], [3, 1], [4, 2], [5, 8], [6, 1]] as const);
}

/** Job function id (sub-function) → job categories (config job_category_lists ids). */
const CATEGORY_BY_FUNCTION: Readonly<Record<number, readonly number[]>> = {
  101: [1, 18], 102: [18, 1], 103: [1, 18], 201: [5, 4], 202: [6, 5], 203: [4, 5], 301: [9], 302: [9, 20], 303: [9, 3],
  401: [8], 402: [8, 19], 403: [8], 501: [3], 502: [3, 9], 503: [3, 14], 601: [10], 602: [10, 2], 603: [2],
  701: [7], 702: [7, 19], 703: [7], 801: [15, 16], 802: [15], 803: [20, 16],
};

export function pickCategoryIds(rng: Rng, jobFunctionId: number): number[] {
  const options = CATEGORY_BY_FUNCTION[jobFunctionId] ?? [2];
  const first = options[0] ?? 2;
  const second = options[1];
  return second !== undefined && rng.chance(0.4) ? [first, second] : [first];
}

const NATIONAL_BENEFITS: ReadonlySet<string> = new Set(['ph', 'br']);

const BENEFITS_WITH_13TH = configCatalog.job_benefit_lists;
const BENEFITS_WITHOUT_13TH = configCatalog.job_benefit_lists.filter((b) => b.key !== 'thirteenth_month_pay');

export function pickBenefits(rng: Rng, profile: CountryProfile): ConfigOption[] {
  const pool = NATIONAL_BENEFITS.has(profile.key) ? BENEFITS_WITH_13TH : BENEFITS_WITHOUT_13TH;
  return rng.sample(pool, rng.int(0, 6)).sort((a, b) => a.id - b.id);
}

export function pickArrangement(rng: Rng, jobFunctionId: number): WorkArrangementKey {
  if (ONSITE_ONLY_FUNCTIONS.has(jobFunctionId)) return 'onsite';
  return rng.weighted([['onsite', 61], ['hybrid', 22], ['remote', 17]] as const);
}

export function pickStatus(rng: Rng): JobStatus {
  return rng.weighted([['open', 90], ['on_hold', 4], ['closed', 4], ['deleted', 2]] as const);
}

const NEARBY_TIMEZONES = ['GMT+07:00', 'GMT+08:00', 'GMT+09:00', 'GMT+05:30', 'GMT+00:00', 'GMT+01:00', 'GMT-05:00', 'GMT-08:00'];

export function remoteDetails(rng: Rng, profile: CountryProfile): RemoteDetails {
  const others = COUNTRY_PROFILES.filter((c) => c.key !== profile.key && c.key !== 'com').map((c) => c.name);
  const open = profile.key === 'com' ? rng.sample(others, rng.int(3, 8)) : [profile.name, ...rng.sample(others, rng.int(0, 3))];
  const closed = rng.chance(0.4) ? rng.sample(others.filter((n) => !open.includes(n)), rng.int(1, 2)) : [];
  const timezones = [profile.timezone, ...rng.sample(NEARBY_TIMEZONES.filter((t) => t !== profile.timezone), rng.int(0, 2))];
  return {
    open_countries: open,
    closed_countries: closed,
    timezones,
    language_requirements: profile.languages.slice(0, rng.int(1, Math.min(2, profile.languages.length))),
  };
}
