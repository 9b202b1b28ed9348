/** Shared steps of the jobs-activity handlers: finding a job, and a paged list of the signed-in seeker's entries. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import type { z } from 'zod';
import type { OperationId } from '../../../sdk/generated/operations';
import type { Database } from '../../db/database';
import type { JobRecord } from '../../db/record-schemas';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import type { RequestContext } from '../request-context';
import { fitsPreferences, recoReasonsFor, scoreOf, seekerFitOf } from '../preference-fit';
import { sortAndPage, type Dated, type MyJobsSort } from './paging';

/** The job, or the error reply: 40004 when it never existed, 41113 when deleted (unless deleted jobs are fine). */
export function jobOrFailure(db: Database, id: number, options: { allowDeleted?: boolean } = {}): { job: JobRecord } | { response: Response } {
  const job = db.indexes.jobsById.get(id);
  if (!job) return { response: fail(ErrorCode.NotFound) };
  if (job.status === 'deleted' && !options.allowDeleted) return { response: fail(ErrorCode.JobDeleted, { message: 'Position has been deleted' }) };
  return { job };
}

/** The paging and sort every list takes; the job lists also take the W14 filters (job type, work arrangement, fits my preferences). */
type ListQuerySchema = z.ZodObject<{ page: z.ZodDefault<z.ZodNumber>; sort: z.ZodOptional<z.ZodType<MyJobsSort>> }>;
type ListFilters = { job_type_id?: number; work_arrangement_id?: number; fits_preferences?: boolean } & Record<string, unknown>;

/** Whether the entry's job passes the list's filters. */
function matchesFilters<T>(entry: Dated<T>, query: ListFilters): boolean {
  return (query.job_type_id === undefined || entry.job.job_type_id === query.job_type_id) && (query.work_arrangement_id === undefined || entry.job.work_arrangement_id === query.work_arrangement_id);
}

/** The seeker's fit, read only when the list is filtered or sorted by it. */
async function fitOfSeeker(userId: number, filters: ListFilters, sort: MyJobsSort | undefined) {
  if (!filters.fits_preferences && sort !== 4) return undefined;
  const seeker = await seekerFitOf(userId);
  return (job: JobRecord) => recoReasonsFor(job, seeker);
}

/**
 * A My jobs list: the signed-in seeker's entries (40003 without a session), filtered, sorted and paged,
 * each projected to its reply item and put under `key` beside the paging fields. `keep` is a list's own
 * filter (the applied list's status).
 */
export function userListHandler<T, R>(
  operationId: OperationId,
  querySchema: ListQuerySchema,
  key: string,
  entriesOf: (db: Database, userId: number) => Promise<Dated<T>[]>,
  project: (db: Database, ctx: RequestContext, entry: Dated<T>) => R,
  keep: (entry: Dated<T>, query: Record<string, unknown>) => boolean = () => true,
) {
  return defineOperation(operationId, {
    access: 'user',
    query: querySchema,
    handle: async ({ db, ctx, user, query }) => {
      // The generated schema of each list has its own filters beside page and sort.
      const filters = query as ListFilters;
      const reasonsOf = await fitOfSeeker(user.id, filters, query.sort);
      const fits = (entry: Dated<T>) => !filters.fits_preferences || !reasonsOf || fitsPreferences(reasonsOf(entry.job));
      const entries = (await entriesOf(db, user.id)).filter((entry) => matchesFilters(entry, filters) && fits(entry) && keep(entry, filters));
      const fitScore = reasonsOf && ((job: JobRecord) => scoreOf(reasonsOf(job)));
      const { items, ...paging } = sortAndPage(db, entries, query.sort, query.page, (entry) => project(db, ctx, entry), fitScore);
      return ok({ ...paging, [key]: items });
    },
  });
}
