/** Job recommendations: open jobs of the user's country, ranked by the job categories of their applications. */
import { RecommendationSortParameter as Sort } from '../../sdk/generated/reco/hooks';
import type { Database } from '../db/database';
import { byNewest } from '../db/indexes';
import type { JobRecord } from '../db/record-schemas';
import type { AccountRecord } from '../state/accounts';
import { appliedJobIdsOf } from '../state/applications';
import { visibilityFor } from './hide-blocked';
import { toJobSummary } from './projections';
import type { RequestContext } from './request-context';
import { pageOf } from '../http/paging';

interface RecommendOptions {
  /** Personalized picks keep only jobs sharing a category with the history; recommended jobs rank them first. */
  onlyMatching: boolean;
  /** Relevance (1, the default), newest (2) or highest salary (3): the My jobs sort choices. */
  sort: Sort | undefined;
}

function topSalary(job: JobRecord): number {
  return job.salary.salary_to ?? job.salary.salary_from ?? -1;
}

/** A signed-in user, or just the country of an anonymous caller. */
type Audience = Pick<AccountRecord, 'country_key'> & Partial<Pick<AccountRecord, 'id'>>;

export async function recommendJobs(db: Database, audience: Audience, options: RecommendOptions): Promise<JobRecord[]> {
  const applied = audience.id === undefined ? new Set<number>() : await appliedJobIdsOf(audience.id);
  const categories = new Set([...applied].flatMap((id) => db.indexes.jobsById.get(id)?.job_category_ids ?? []));
  const relevance = (job: JobRecord) => job.job_category_ids.filter((id) => categories.has(id)).length;
  const visibility = await visibilityFor(audience.id === undefined ? undefined : { id: audience.id });
  const candidates = (db.indexes.openJobsByCountry.get(audience.country_key) ?? [])
    .filter((job) => !applied.has(job.id) && visibility.job(job) && (!options.onlyMatching || relevance(job) > 0));
  const byRelevance = (a: JobRecord, b: JobRecord) => relevance(b) - relevance(a) || byNewest(a, b);
  const bySalary = (a: JobRecord, b: JobRecord) => topSalary(b) - topSalary(a) || byNewest(a, b);
  return [...candidates].sort(options.sort === Sort.Newest ? byNewest : options.sort === Sort.HighestSalary ? bySalary : byRelevance);
}

export function jobPageOf(db: Database, ctx: RequestContext, jobs: readonly JobRecord[], page: number, size: number) {
  const { items, ...paging } = pageOf(jobs, page, size, (job) => toJobSummary(db, ctx, job));
  return { jobs: items, ...paging };
}
