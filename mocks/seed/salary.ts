/** Salaries in the country's own currency, with local magnitudes; every salary type occurs. */
import { configCatalog } from './config/catalog';
import type { CountryProfile } from './country-profiles';
import type { Rng } from './rng';
import { roundNice } from './seed-helpers';
import type { Salary, SalaryTypeKey } from './types';

const TYPE_IDS: ReadonlyMap<string, number> = new Map(configCatalog.salary_types.map((o) => [o.key, o.id]));

/** Position of each xp level (config xp_lvls id) between entry and top pay. */
const XP_FACTOR: Readonly<Record<number, number>> = { 1: 0, 2: 0.05, 3: 0.2, 4: 0.4, 5: 0.65, 6: 0.9 };

/** How many of a unit make a month: monthly amount = amount × factor. */
const PER_MONTH: Readonly<Record<SalaryTypeKey, number>> = {
  daily: 22, monthly: 1, annually: 1 / 12, hourly: 170, negotiable: 1, unpaid: 1,
};

export interface SalaryInput {
  profile: CountryProfile;
  xpLvlId: number;
  /** config job_types key ("full_time", "internship"...). */
  jobTypeKey: string;
  forcedType?: SalaryTypeKey;
}

export interface SalaryResult {
  salary: Salary;
  /** Upper amount as a monthly figure (null without amounts), for sorting and filters. */
  monthlyMax: number | null;
}

function pickType(rng: Rng, { profile, jobTypeKey }: SalaryInput): SalaryTypeKey {
  if (jobTypeKey === 'internship') return rng.chance(0.35) ? 'unpaid' : profile.key === 'us' ? 'hourly' : 'monthly';
  if (rng.chance(0.06)) return 'negotiable';
  if (jobTypeKey === 'part_time' || jobTypeKey === 'freelance' || jobTypeKey === 'temporary') {
    return rng.weighted([['hourly', 45], ['daily', 25], ['monthly', 30]] as const);
  }
  if (jobTypeKey === 'contract' && rng.chance(0.15)) return 'daily';
  if (profile.annualConvention) {
    if ((profile.key === 'us' || profile.key === 'ca') && rng.chance(0.08)) return 'hourly';
    return rng.chance(0.85) ? 'annually' : 'monthly';
  }
  return rng.weighted([['monthly', 92], ['annually', 5], ['daily', 3]] as const);
}

function toUnit(monthly: number, type: SalaryTypeKey): number {
  const amount = monthly / PER_MONTH[type];
  return Math.max(1, roundNice(amount));
}

export function makeSalary(rng: Rng, input: SalaryInput): SalaryResult {
  const type = input.forcedType ?? pickType(rng, input);
  const currency = input.profile.currency;
  const salaryTypeId = TYPE_IDS.get(type) ?? 0;
  if (type === 'negotiable' || type === 'unpaid') {
    return { salary: { salary_from: null, salary_to: null, currency, salary_type: type, salary_type_id: salaryTypeId }, monthlyMax: null };
  }
  const [min, max] = input.profile.monthly;
  const factor = XP_FACTOR[input.xpLvlId] ?? 0.3;
  let low = min * (max / min) ** (factor * 0.8) * rng.float(0.92, 1.2);
  if (input.jobTypeKey === 'internship') low = min * rng.float(0.3, 0.5);
  if (input.jobTypeKey === 'part_time' && type === 'monthly') low *= 0.5;
  const high = Math.min(low * rng.float(1.15, 1.6), max * 1.05);
  const from = toUnit(low, type);
  const to = Math.max(from, toUnit(high, type));
  return {
    salary: { salary_from: from, salary_to: to, currency, salary_type: type, salary_type_id: salaryTypeId },
    monthlyMax: Math.round(to * PER_MONTH[type]),
  };
}
