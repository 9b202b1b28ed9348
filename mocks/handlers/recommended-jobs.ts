/**
 * Job recommendations: open jobs of the user's country, ranked by how they fit the seeker's job preferences,
 * skills and experience (preference-fit.ts), then by the job categories of their applications, then newest.
 */
import type { RecoReason } from '../../sdk/generated/job/hooks';
import { RecommendationSortParameter as Sort } from '../../sdk/generated/reco/hooks';
import type { Database } from '../db/database';
import { byNewest } from '../db/indexes';
import type { JobRecord } from '../db/record-schemas';
import type { AccountRecord } from '../state/accounts';
import { appliedJobIdsOf } from '../state/applications';
import { visibilityFor } from './hide-blocked';
import { fitsPreferences, recoReasonsFor, scoreOf, seekerFitOf } from './preference-fit';
import { stableQueryId } from './job-search';
import { toJobSummary } from './projections';
import type { RequestContext } from './request-context';
import { pageOf } from '../http/paging';

interface RecommendOptions {
  /** Personalized picks keep only the jobs a preference asks for (by title or function); without preferences, those sharing a category with the history. */
  onlyMatching: boolean;
  /** Relevance (1, the default), newest (2) or highest salary (3): the My jobs sort choices. */
  sort: Sort | undefined;
}

export interface Recommendation {
  job: JobRecord;
  /** Why it fits the signed-in seeker; none for anyone else. */
  reasons: RecoReason[];
}

function topSalary(job: JobRecord): number {
  return job.salary.salary_to ?? job.salary.salary_from ?? -1;
}

/** A signed-in user, or just the country of an anonymous caller. */
type Audience = Pick<AccountRecord, 'country_key'> & Partial<Pick<AccountRecord, 'id'>>;

/** Whether the job fits the seeker (its reasons), for a signed-in seeker; none for a guest. */
export async function reasonsFor(audience: Partial<Pick<AccountRecord, 'id'>> | undefined): Promise<{ of: (job: JobRecord) => RecoReason[]; hasPreferences: boolean }> {
  if (audience?.id === undefined) return { of: () => [], hasPreferences: false };
  const seeker = await seekerFitOf(audience.id);
  return { of: (job) => recoReasonsFor(job, seeker), hasPreferences: seeker.preferences.length > 0 };
}

export async function recommendJobs(db: Database, audience: Audience, options: RecommendOptions): Promise<Recommendation[]> {
  const applied = audience.id === undefined ? new Set<number>() : await appliedJobIdsOf(audience.id);
  const categories = new Set([...applied].flatMap((id) => db.indexes.jobsById.get(id)?.job_category_ids ?? []));
  const relevance = (job: JobRecord) => job.job_category_ids.filter((id) => categories.has(id)).length;
  const visibility = await visibilityFor(audience.id === undefined ? undefined : { id: audience.id });
  const fit = await reasonsFor(audience);
  const wanted = (recommendation: Recommendation) =>
    !options.onlyMatching || (fit.hasPreferences ? fitsPreferences(recommendation.reasons) : relevance(recommendation.job) > 0);
  const candidates = (db.indexes.openJobsByCountry.get(audience.country_key) ?? [])
    .filter((job) => !applied.has(job.id) && visibility.job(job))
    .map((job) => {
      const reasons = fit.of(job);
      return { job, reasons, score: scoreOf(reasons) };
    })
    .filter(wanted);
  type Ranked = (typeof candidates)[number];
  const byRelevance = (a: Ranked, b: Ranked) => b.score - a.score || relevance(b.job) - relevance(a.job) || byNewest(a.job, b.job);
  const bySalary = (a: Ranked, b: Ranked) => topSalary(b.job) - topSalary(a.job) || byNewest(a.job, b.job);
  const newest = (a: Ranked, b: Ranked) => byNewest(a.job, b.job);
  const ranked = [...candidates].sort(options.sort === Sort.Newest ? newest : options.sort === Sort.HighestSalary ? bySalary : byRelevance);
  return ranked.map(({ job, reasons }) => ({ job, reasons }));
}

/** One page of recommendations; `list` names what was asked (the list, its sort, who asks) for the page's query id. */
export function jobPageOf(db: Database, ctx: RequestContext, recommendations: readonly Recommendation[], page: number, size: number, list: object) {
  const { items, ...paging } = pageOf(recommendations, page, size, ({ job, reasons }) => ({ ...toJobSummary(db, ctx, job), reco_reasons: reasons }));
  return { jobs: items, query_id: stableQueryId(ctx, { ...list, page, size }), ...paging };
}
