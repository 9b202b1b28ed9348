/**
 * Job service handlers: J01 searchJobs, J02 filterJobs, J08 listSimilarJobs, J03 getJobDetail, J04 getJob,
 * J05 getJobStaticDetail, plus the jobs-activity calls of ./my-jobs (saved, applied, viewed, reports, metrics,
 * My jobs tabs, and J17 applyToJob of the data service).
 */
import {
  filterJobsBody, getJobDetailParams, getJobDetailQueryParams, getJobParams, getJobStaticDetailParams, listSimilarJobsQueryParams,
  searchJobsBody,
} from '../../sdk/generated/job/zod';
import { initDatabase, type Database } from '../db/database';
import type { JobRecord } from '../db/record-schemas';
import { operation } from '../http/operation';
import type { CountryKey } from '../seed/config/types';
import { fail, ok } from '../http/reply';
import { searchJobsIn } from './job-search';
import { myJobsHandlers } from './my-jobs';
import { toJobDetail, toJobStaticDetail, toJobSummary } from './projections';
import { requestContext } from './request-context';
import { validateBody, validateQuery, validateValues } from './validate-request';

/** The job, or the error reply: 40004 when it never existed, 41113 when it was deleted. */
function findJob(db: Database, id: number): { job: JobRecord } | { response: Response } {
  const job = db.indexes.jobsById.get(id);
  if (!job) return { response: fail(40004) };
  if (job.status === 'deleted') return { response: fail(41113) };
  return { job };
}

/** Open jobs of the job's country sharing its sub-function first, then its main function. */
export function similarJobs(db: Database, job: JobRecord, size: number): JobRecord[] {
  const candidates = (db.indexes.openJobsByCountry.get(job.country_key as CountryKey) ?? []).filter((other) => other.id !== job.id);
  const sameFunction = candidates.filter((other) => other.job_function_id === job.job_function_id);
  const sameMain = candidates.filter((other) => other.job_function_id !== job.job_function_id && other.main_function_id === job.main_function_id);
  return [...sameFunction, ...sameMain].slice(0, size);
}

export function jobHandlers() {
  return [
    operation('searchJobs', async ({ request }) => {
      const db = await initDatabase();
      const body = await validateBody(request, searchJobsBody);
      if (!body.ok) return body.response;
      return ok(searchJobsIn(db, requestContext(request), body.data));
    }),
    operation('filterJobs', async ({ request }) => {
      const db = await initDatabase();
      const body = await validateBody(request, filterJobsBody);
      if (!body.ok) return body.response;
      const { device: _device, device_uuid: _deviceUuid, ...search } = body.data;
      return ok(searchJobsIn(db, requestContext(request), search));
    }),
    // Literal paths before /job/:jobId (/job/saved-jobs, /job/viewed-jobs, /job/similar).
    ...myJobsHandlers(),
    operation('listSimilarJobs', async ({ request }) => {
      const db = await initDatabase();
      const ctx = requestContext(request);
      if (!ctx.token) return fail(40003);
      const query = validateQuery(request, listSimilarJobsQueryParams);
      if (!query.ok) return query.response;
      const job = db.indexes.jobsById.get(query.data.job_id);
      if (!job || job.status === 'deleted') return fail(41113);
      return ok({ jobs: similarJobs(db, job, query.data.size).map((other) => toJobSummary(db, ctx, other)) });
    }),
    operation('getJobDetail', async ({ request, params }) => {
      const db = await initDatabase();
      const path = validateValues(params, getJobDetailParams);
      if (!path.ok) return path.response;
      const query = validateQuery(request, getJobDetailQueryParams);
      if (!query.ok) return query.response;
      const found = findJob(db, path.data.jobId);
      return 'response' in found ? found.response : ok(toJobDetail(db, requestContext(request), found.job));
    }),
    operation('getJobStaticDetail', async ({ request, params }) => {
      const db = await initDatabase();
      const path = validateValues(params, getJobStaticDetailParams);
      if (!path.ok) return path.response;
      const found = findJob(db, path.data.id);
      return 'response' in found ? found.response : ok(toJobStaticDetail(db, requestContext(request), found.job));
    }),
    operation('getJob', async ({ request, params }) => {
      const db = await initDatabase();
      const path = validateValues(params, getJobParams);
      if (!path.ok) return path.response;
      const found = findJob(db, path.data.jobId);
      return 'response' in found ? found.response : ok(toJobDetail(db, requestContext(request), found.job));
    }),
  ];
}
