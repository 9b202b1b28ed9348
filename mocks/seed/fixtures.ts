/**
 * Well-known records for tests and demos. The generator pins these job indices with overrides, so the ids
 * are stable for a given country block (job id = country order * 100000 + index + 1; ph = 2, sg = 3, us = 8).
 * They exist whenever ph has ≥ 50 jobs, sg ≥ 2 and us ≥ 1 (the defaults are far above).
 */
import type { JobOverride } from './jobs';
import { ACCOUNTANT_TITLES } from './titles';
import type { CountryKey, SalaryTypeKey } from './types';

const PH = 200_000;
const SG = 300_000;
const US = 800_000;
const ACCOUNTANT_FAMILY_SIZE = 36;
const JOB_TYPE_CYCLE = ['full_time', 'part_time', 'contract', 'temporary', 'internship', 'freelance'] as const;
const SALARY_TYPE_CYCLE: readonly SalaryTypeKey[] = ['daily', 'monthly', 'annually', 'hourly', 'negotiable', 'unpaid'];

function accountantOverride(i: number): JobOverride {
  const title = ACCOUNTANT_TITLES[i % ACCOUNTANT_TITLES.length] ?? ['Accountant', 'Accountant'];
  const jobTypeKey = i === 0 ? 'full_time' : JOB_TYPE_CYCLE[(i * 5) % JOB_TYPE_CYCLE.length] ?? 'full_time';
  return {
    title,
    companyIndex: [0, 0, 1, 2][i % 4] ?? 0,
    ...(i % 3 === 0 ? { locationKey: 'makati' } : {}),
    jobTypeKey,
    xpLvlId: title[0].startsWith('Senior') ? 5 : ((i * 5) % 6) + 1,
    status: 'open',
    ...(i === 0 ? { salaryType: 'monthly' as const, arrangement: 'onsite' as const, web3: false } : { web3: false }),
  };
}

const phOverrides = new Map<number, JobOverride>();
for (let i = 0; i < ACCOUNTANT_FAMILY_SIZE; i += 1) phOverrides.set(i, accountantOverride(i));
phOverrides.set(36, { status: 'closed', companyIndex: 0, web3: false });
phOverrides.set(37, { status: 'on_hold', companyIndex: 0, web3: false });
phOverrides.set(38, { status: 'deleted', companyIndex: 0, web3: false });
phOverrides.set(40, { status: 'open', unsafeSnippet: 0 });
phOverrides.set(41, { status: 'open', unsafeSnippet: 1 });
phOverrides.set(42, { status: 'open', unsafeSnippet: 2 });
// One job of every salary type, whatever the volume.
SALARY_TYPE_CYCLE.forEach((salaryType, n) => {
  phOverrides.set(43 + n, { salaryType, ...(salaryType === 'unpaid' ? { jobTypeKey: 'internship' } : {}) });
});

/** Job overrides per country, keyed by job index within the country. */
export const JOB_OVERRIDES: Partial<Record<CountryKey, ReadonlyMap<number, JobOverride>>> = {
  ph: phOverrides,
  sg: new Map<number, JobOverride>([
    [0, { status: 'open', salaryType: 'monthly', jobTypeKey: 'full_time', companyIndex: 0, web3: false }],
    [1, { status: 'open', unsafeSnippet: 0 }],
  ]),
  us: new Map<number, JobOverride>([[0, { status: 'open', unsafeSnippet: 1 }]]),
};

/** Industries forced on the first companies of a country (ph company 0 is an accounting firm). */
export const FORCED_COMPANY_INDUSTRIES: Partial<Record<CountryKey, readonly number[]>> = {
  ph: [3, 19, 2],
};

/** Jobs whose description carries an <img onerror>, <script> or javascript: link, for sanitizer tests. */
export const UNSAFE_HTML_JOB_IDS: readonly number[] = [PH + 41, PH + 42, PH + 43, SG + 2, US + 1];

export const SEED_FIXTURES = {
  /** Every ph job whose title contains "Accountant" and that the fixtures pinned (more occur naturally). */
  phAccountantJobIds: Array.from({ length: ACCOUNTANT_FAMILY_SIZE }, (_, i) => PH + i + 1),
  /** Pinned Accountant jobs located in Makati (every third). */
  phMakatiAccountantJobIds: Array.from({ length: ACCOUNTANT_FAMILY_SIZE }, (_, i) => i).filter((i) => i % 3 === 0).map((i) => PH + i + 1),
  makatiLocationId: 211,
  /** Open, full-time, on-site, monthly PHP "Accountant" in Makati at phCompanyId. */
  openPhJobId: PH + 1,
  closedPhJobId: PH + 37,
  onHoldJobId: PH + 38,
  deletedJobId: PH + 39,
  /** ph company 0 (an accounting firm), employer of the Accountant fixtures. */
  phCompanyId: 2001,
  /** Open, full-time, monthly SGD job. */
  sgJobId: SG + 1,
  sgCompanyId: 3001,
} as const;
