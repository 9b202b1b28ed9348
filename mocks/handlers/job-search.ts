/**
 * The job search, J01 searchJobs and J02 filterJobs: their handlers, and the search they share: open jobs
 * of the request's country, every filter of the request applied for real (a signed-in seeker's "fits my
 * preferences" too), four sorts (the fourth, best fit, a signed-in seeker's), paging, and a stable query id.
 */
import type { z } from 'zod';
import { JobSearchSort, type JobSearchReply } from '../../sdk/generated/job/hooks';
import { filterJobsBody, searchJobsBody } from '../../sdk/generated/job/zod';
import type { Database } from '../db/database';
import { byNewest } from '../db/indexes';
import type { CompanyRecord, JobRecord } from '../db/record-schemas';
import { fitsPreferences, recoReasonsFor, scoreOf, seekerFitOf, type SeekerFit } from './preference-fit';
import { toJobSummary } from './projections';
import type { RequestContext } from './request-context';
import { pageOf } from '../http/paging';
import { defineOperation } from '../http/define-operation';
import { ok } from '../http/reply';
import { SHOW_ALL, visibilityFor, type Visibility } from './hide-blocked';

export type JobSearchInput = z.output<typeof searchJobsBody>;

type Predicate = (job: JobRecord, company: CompanyRecord | undefined) => boolean;

function anyOf(wanted: readonly number[] | undefined, read: (job: JobRecord, company: CompanyRecord | undefined) => number | undefined): Predicate | undefined {
  if (!wanted || wanted.length === 0) return undefined;
  const set = new Set(wanted);
  return (job, company) => {
    const value = read(job, company);
    return value !== undefined && set.has(value);
  };
}

function anyOfList(wanted: readonly number[] | undefined, read: (job: JobRecord) => readonly number[]): Predicate | undefined {
  if (!wanted || wanted.length === 0) return undefined;
  const set = new Set(wanted);
  return (job) => read(job).some((id) => set.has(id));
}

/** Overlap of the job's range with the wanted one; jobs without an amount (negotiable, unpaid) never match. */
function salaryPredicate(from: number | undefined, to: number | undefined): Predicate | undefined {
  if (from === undefined && to === undefined) return undefined;
  const low = from ?? 0;
  const high = to ?? Number.POSITIVE_INFINITY;
  return (job) => {
    const jobLow = job.salary.salary_from ?? job.salary.salary_to;
    const jobHigh = job.salary.salary_to ?? job.salary.salary_from;
    if (jobLow === null || jobHigh === null) return false;
    return jobHigh >= low && jobLow <= high;
  };
}

export function queryWords(query: string | undefined): string[] {
  return (query ?? '').toLowerCase().split(/\s+/).filter((word) => word.length > 0);
}

/**
 * The lower-cased words a search matches, kept per record: records are replaced, never changed, so a kept
 * entry is never stale, and a search does not lower-case thousands of titles again (mock search p95).
 */
const jobWords = new WeakMap<JobRecord, { title: string; skills: readonly string[] }>();
const companyWords = new WeakMap<CompanyRecord, string>();

function wordsOfJob(job: JobRecord) {
  let kept = jobWords.get(job);
  if (!kept) {
    kept = { title: job.title.toLowerCase(), skills: job.skills.map((skill) => skill.toLowerCase()) };
    jobWords.set(job, kept);
  }
  return kept;
}

function wordsOfCompany(company: CompanyRecord | undefined): string {
  if (!company) return '';
  let kept = companyWords.get(company);
  if (kept === undefined) {
    kept = company.name.toLowerCase();
    companyWords.set(company, kept);
  }
  return kept;
}

function someIncludes(texts: readonly string[], word: string): boolean {
  for (const text of texts) if (text.includes(word)) return true;
  return false;
}

/**
 * Relevance of a job for the query words, 0 when a word matches nowhere: title 3, skill 2, company 1 per word.
 * Runs for every open job of the country: loops, not callbacks, so it allocates nothing (each search
 * allocated 245 KiB of closures, and their garbage collections were the mock search's slowest 5 %).
 */
export function relevance(job: JobRecord, company: CompanyRecord | undefined, words: readonly string[]): number {
  const { title, skills } = wordsOfJob(job);
  let score = 0;
  for (const word of words) {
    if (title.includes(word)) score += 3;
    else if (someIncludes(skills, word)) score += 2;
    else if (wordsOfCompany(company).includes(word)) score += 1;
    else return 0;
  }
  return score;
}

function matchesAll(filters: readonly Predicate[], job: JobRecord, company: CompanyRecord | undefined): boolean {
  for (const matches of filters) if (!matches(job, company)) return false;
  return true;
}

function highestSalary(job: JobRecord): number | null {
  return job.salary.salary_to ?? job.salary.salary_from;
}

function filtersOf(input: JobSearchInput): Predicate[] {
  const candidates: (Predicate | undefined)[] = [
    anyOf(input.job_locations, (job) => job.location_id),
    anyOfList(input.job_categories, (job) => job.job_category_ids),
    anyOf(input.industries, (job) => job.industry_id),
    salaryPredicate(input.salary_from, input.salary_to),
    anyOf(input.degrees, (job) => job.degree_id),
    anyOf(input.xp_lvls, (job) => job.xp_lvl_id),
    anyOf(input.job_types, (job) => job.job_type_id),
    anyOf(input.company_ids, (job) => job.company_id),
    // The client leaves falsy filters out, so `false` means "no restriction", as on the servers.
    input.is_company_verified ? (_job, company) => company?.is_verified === true : undefined,
    anyOf(input.main_functions, (job) => job.main_function_id),
    anyOf(input.function_job_title_ids, (job) => job.function_job_title_id),
    anyOf(input.job_function_ids, (job) => job.job_function_id),
    anyOf(input.company_sizes, (_job, company) => company?.company_size_id),
    anyOf(input.financing_stages, (_job, company) => company?.financing_stage_id),
    anyOfList(input.job_benefits, (job) => job.benefit_ids),
    anyOf(input.work_arrangements, (job) => job.work_arrangement_id),
    input.is_web3 ? (job) => job.is_web3 : undefined,
  ];
  return candidates.filter((p): p is Predicate => p !== undefined);
}

/** FNV-1a over the canonical request, as two 32-bit halves: same search, same id. */
export function stableQueryId(ctx: RequestContext, input: object): string {
  const canonical = JSON.stringify([ctx.country, ctx.language, Object.entries(input).sort(([a], [b]) => a.localeCompare(b))]);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < canonical.length; i += 1) {
    const c = canonical.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `q-${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}

/** `seeker`: the signed-in seeker's fit, for "fits my preferences" and the best-fit sort; a guest has none. */
export function searchJobsIn(db: Database, ctx: RequestContext, input: JobSearchInput, visibility: Visibility = SHOW_ALL, seeker: SeekerFit | null = null): JobSearchReply {
  const { companiesById, openJobsByCountry } = db.indexes;
  const words = queryWords(input.query);
  const sort = input.sort ?? (words.length > 0 ? JobSearchSort.Relevance : JobSearchSort.Newest);
  const reasonsOf = seeker ? (job: JobRecord) => recoReasonsFor(job, seeker) : undefined;
  const filters = filtersOf(input);
  if (input.fits_preferences && reasonsOf) filters.push((job) => fitsPreferences(reasonsOf(job)));
  const scored: { job: JobRecord; score: number }[] = [];
  // openJobsByCountry is already newest first, so stable sorts keep "newest" as the tie-breaker.
  for (const job of openJobsByCountry.get(ctx.country) ?? []) {
    if (!visibility.job(job)) continue;
    const company = companiesById.get(job.company_id);
    if (!matchesAll(filters, job, company)) continue;
    const score = words.length > 0 ? relevance(job, company, words) : 0;
    if (words.length > 0 && score === 0) continue;
    scored.push({ job, score });
  }
  if (sort === JobSearchSort.Relevance) scored.sort((a, b) => b.score - a.score || byNewest(a.job, b.job));
  if (sort === JobSearchSort.BestFit && reasonsOf) {
    const fit = new Map(scored.map(({ job }) => [job.id, scoreOf(reasonsOf(job))]));
    scored.sort((a, b) => (fit.get(b.job.id) ?? 0) - (fit.get(a.job.id) ?? 0) || byNewest(a.job, b.job));
  }
  if (sort === JobSearchSort.HighestSalary) {
    scored.sort((a, b) => {
      const sa = highestSalary(a.job);
      const sb = highestSalary(b.job);
      if (sa === sb) return byNewest(a.job, b.job);
      if (sa === null) return 1;
      if (sb === null) return -1;
      return sb - sa;
    });
  }
  const { items, ...paging } = pageOf(scored, input.page, input.size, ({ job }) => toJobSummary(db, ctx, job));
  return { jobs: items, query_id: stableQueryId(ctx, input), ...paging };
}

/** The seeker's fit, read only when the search asks for it. */
async function fitFor(user: { id: number } | null | undefined, input: JobSearchInput): Promise<SeekerFit | null> {
  if (!user || (!input.fits_preferences && input.sort !== JobSearchSort.BestFit)) return null;
  return seekerFitOf(user.id);
}

export function jobSearchHandlers() {
  return [
    defineOperation('searchJobs', {
      access: 'public',
      body: searchJobsBody,
      handle: async ({ db, ctx, user, body }) => ok(searchJobsIn(db, ctx, body, await visibilityFor(user), await fitFor(user, body))),
    }),
    defineOperation('filterJobs', {
      access: 'public',
      body: filterJobsBody,
      handle: async ({ db, ctx, user, body }) => {
        const { device: _device, device_uuid: _deviceUuid, ...search } = body;
        return ok(searchJobsIn(db, ctx, search, await visibilityFor(user), await fitFor(user, search)));
      },
    }),
  ];
}
