/**
 * Job service handlers: J01 searchJobs, J02 filterJobs, J08 listSimilarJobs, J03 getJobDetail, J04 getJob,
 * J05 getJobStaticDetail, plus the jobs-activity calls of ./my-jobs (saved, applied, viewed, reports, metrics,
 * My jobs tabs, and J17 applyToJob of the data service).
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import {
  getJobDetailParams, getJobDetailQueryParams, getJobParams, getJobStaticDetailParams, listSimilarJobsQueryParams,
} from '../../sdk/generated/job/zod';
import type { Database } from '../db/database';
import type { JobRecord } from '../db/record-schemas';
import { defineOperation } from '../http/define-operation';
import type { CountryKey } from '../seed/config/types';
import { fail, ok } from '../http/reply';
import { SHOW_ALL, visibilityFor, type Visibility } from './hide-blocked';
import { jobSearchHandlers } from './job-search';
import { myJobsHandlers } from './my-jobs';
import { toJobDetail, toJobStaticDetail, toJobSummary } from './projections';
import { scoreOf } from './preference-fit';
import { reasonsFor } from './recommended-jobs';

/** The job, or the error reply: 40004 when it never existed, 41113 when it was deleted. */
function findJob(db: Database, id: number): { job: JobRecord } | { response: Response } {
  const job = db.indexes.jobsById.get(id);
  if (!job) return { response: fail(ErrorCode.NotFound) };
  if (job.status === 'deleted') return { response: fail(ErrorCode.JobDeleted) };
  return { job };
}

/** How many like jobs a signed-in seeker's preferences choose the similar jobs from. */
const SIMILAR_CANDIDATES = 50;

/** Open jobs of the job's country sharing its sub-function first, then its main function. */
export function similarJobs(db: Database, job: JobRecord, size: number, visibility: Visibility = SHOW_ALL): JobRecord[] {
  const candidates = (db.indexes.openJobsByCountry.get(job.country_key as CountryKey) ?? []).filter((other) => other.id !== job.id && visibility.job(other));
  const sameFunction = candidates.filter((other) => other.job_function_id === job.job_function_id);
  const sameMain = candidates.filter((other) => other.job_function_id !== job.job_function_id && other.main_function_id === job.main_function_id);
  return [...sameFunction, ...sameMain].slice(0, size);
}

export function jobHandlers() {
  return [
    ...jobSearchHandlers(),
    // Literal paths before /job/:jobId (/job/saved-jobs, /job/viewed-jobs, /job/similar).
    ...myJobsHandlers(),
    defineOperation('listSimilarJobs', {
      access: 'token',
      query: listSimilarJobsQueryParams,
      handle: async ({ db, ctx, user, query }) => {
        const job = db.indexes.jobsById.get(query.job_id);
        if (!job || job.status === 'deleted') return fail(ErrorCode.JobDeleted);
        // For a signed-in seeker, the like jobs that fit their preferences first (the sort keeps the order otherwise).
        const fit = await reasonsFor(user);
        const similar = similarJobs(db, job, SIMILAR_CANDIDATES, await visibilityFor(user)).map((other) => ({ job: other, reasons: fit.of(other) }));
        const ranked = similar.sort((a, b) => scoreOf(b.reasons) - scoreOf(a.reasons)).slice(0, query.size);
        return ok({ jobs: ranked.map(({ job: other, reasons }) => ({ ...toJobSummary(db, ctx, other), reco_reasons: reasons })) });
      },
    }),
    defineOperation('getJobDetail', {
      access: 'public',
      params: getJobDetailParams,
      query: getJobDetailQueryParams,
      handle: ({ db, ctx, params }) => {
        const found = findJob(db, params.jobId);
        return 'response' in found ? found.response : ok(toJobDetail(db, ctx, found.job));
      },
    }),
    defineOperation('getJobStaticDetail', {
      access: 'public',
      params: getJobStaticDetailParams,
      handle: ({ db, ctx, params }) => {
        const found = findJob(db, params.id);
        return 'response' in found ? found.response : ok(toJobStaticDetail(db, ctx, found.job));
      },
    }),
    defineOperation('getJob', {
      access: 'public',
      params: getJobParams,
      handle: ({ db, ctx, params }) => {
        const found = findJob(db, params.jobId);
        return 'response' in found ? found.response : ok(toJobDetail(db, ctx, found.job));
      },
    }),
  ];
}
