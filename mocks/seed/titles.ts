/** Job titles from the config function-title hierarchy (main function → job function → function title). */
import { configCatalog, mainFunctionIdBySubFunctionId, subFunctionIdByTitleId } from './config/catalog';
import type { FunctionTitle, JobFunctionNode } from './config/types';
import type { Rng } from './rng';

export interface TitleChoice {
  title: string;
  functionTitle: FunctionTitle;
  jobFunctionId: number;
  mainFunctionId: number;
}

const titleById = new Map(configCatalog.function_titles.map((t) => [t.id, t]));
const titleByValue = new Map(configCatalog.function_titles.map((t) => [t.value, t]));
const subFunctionsByMain = new Map(
  configCatalog.main_functions.map((m) => [m.id, m.sub_list as JobFunctionNode[]]),
);

/** Industry id → main functions it hires most (repeats = weight). */
const INDUSTRY_FUNCTIONS: Readonly<Record<number, readonly number[]>> = {
  1: [2, 2, 2, 7, 3, 5], 2: [1, 1, 3, 5, 2], 3: [1, 1, 1, 6], 4: [3, 3, 5, 1], 5: [8, 8, 1, 3], 6: [3, 3, 8, 5],
  7: [2, 4, 4, 8, 5], 8: [5, 6, 1, 8], 9: [6, 4, 5], 10: [8, 8, 1, 6], 11: [3, 3, 4, 1], 12: [8, 8, 8, 5],
  13: [5, 5, 3, 4], 14: [3, 8, 5, 4], 15: [2, 5, 3], 16: [7, 7, 4, 4], 17: [8, 1, 2], 18: [6, 1, 8], 19: [5, 5, 5, 5, 6, 2],
  20: [2, 2, 4, 1], 21: [1, 3, 6, 2],
};

/** Sub-functions that cannot be done remotely. */
export const ONSITE_ONLY_FUNCTIONS: ReadonlySet<number> = new Set([303, 503, 802]);

export function functionIdsOf(functionTitleId: number): { jobFunctionId: number; mainFunctionId: number } {
  const jobFunctionId = subFunctionIdByTitleId.get(functionTitleId) ?? 0;
  return { jobFunctionId, mainFunctionId: mainFunctionIdBySubFunctionId.get(jobFunctionId) ?? 0 };
}

export function titleOf(functionTitleId: number): FunctionTitle {
  const title = titleById.get(functionTitleId);
  if (!title) throw new Error(`Unknown function title ${functionTitleId}`);
  return title;
}

export function titleByName(value: string): FunctionTitle {
  const title = titleByValue.get(value);
  if (!title) throw new Error(`Unknown function title "${value}"`);
  return title;
}

export function pickFunctionTitle(rng: Rng, industryId: number): FunctionTitle {
  const preferred = INDUSTRY_FUNCTIONS[industryId] ?? [];
  const mainId = preferred.length > 0 && rng.chance(0.65) ? rng.pick(preferred) : rng.pick(configCatalog.main_functions).id;
  const subs = subFunctionsByMain.get(mainId) ?? [];
  const sub = rng.pick(subs);
  const titles = sub.sub_list as FunctionTitle[];
  // The first titles of a function are the common ones.
  return titles[Math.floor(titles.length * rng.next() ** 1.5)] ?? rng.pick(titles);
}

const SENIOR_WORDS = /\b(Senior|Lead|Manager|Director|Head|Leader|Chief|Supervisor|Controller)\b/;

/** "Backend Developer" → "Senior Backend Developer" / "Junior …" / "… Intern", by experience and job type. */
export function decorateTitle(rng: Rng, base: string, xpLvlId: number, jobTypeKey: string): string {
  if (SENIOR_WORDS.test(base)) return base;
  if (jobTypeKey === 'internship') return `${base} Intern`;
  if (xpLvlId <= 2 && rng.chance(0.35)) return `Junior ${base}`;
  if (xpLvlId >= 5 && rng.chance(0.45)) return `${rng.chance(0.8) ? 'Senior' : 'Lead'} ${base}`;
  return base;
}

/** Web3 titles and the function title each files under. */
export const WEB3_TITLES: readonly (readonly [title: string, functionTitle: string])[] = [
  ['Solidity Engineer', 'Backend Developer'],
  ['Smart Contract Developer', 'Backend Developer'],
  ['Blockchain Engineer', 'Full Stack Developer'],
  ['Web3 Frontend Developer', 'Frontend Developer'],
  ['On-chain Data Analyst', 'Data Analyst'],
  ['Protocol DevOps Engineer', 'DevOps Engineer'],
  ['Tokenomics Analyst', 'Financial Analyst'],
  ['Smart Contract Auditor', 'Auditor'],
  ['Web3 Community Manager', 'Social Media Manager'],
  ['Web3 Growth Marketing Manager', 'Performance Marketing Manager'],
  ['Crypto Business Development Manager', 'Business Development Manager'],
  ['Crypto Customer Support Specialist', 'Technical Support Representative'],
  ['Web3 Product Designer', 'Product Designer'],
];

export function pickWeb3Title(rng: Rng): { title: string; functionTitle: FunctionTitle } {
  const [title, base] = rng.pick(WEB3_TITLES);
  return { title, functionTitle: titleByName(base) };
}

/** Variants for the Philippine "Accountant" fixture family. */
export const ACCOUNTANT_TITLES: readonly (readonly [title: string, functionTitle: string])[] = [
  ['Accountant', 'Accountant'],
  ['Senior Accountant', 'Senior Accountant'],
  ['Junior Accountant', 'Accountant'],
  ['General Accountant', 'Accountant'],
  ['Staff Accountant', 'Accountant'],
  ['Cost Accountant', 'Accountant'],
  ['Accountant (Payroll and Tax)', 'Accountant'],
];
