/** Saved jobs: J06 checkJobSaved, J13 listSavedJobs, J14 getSavedJob, J15 saveJob, J16 deleteSavedJob. */
import type { SavedJob } from '../../../sdk/generated/job/hooks';
import { checkJobSavedParams, deleteSavedJobParams, getSavedJobParams, listSavedJobsQueryParams, saveJobBody } from '../../../sdk/generated/job/zod';
import { initDatabase, type Database } from '../../db/database';
import { mockNowIso } from '../../db/mock-clock';
import type { JobRecord } from '../../db/record-schemas';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import { addSavedJob, findSavedJob, savedJobs, savedJobsOf, type SavedJobRecord } from '../../state/saved-jobs';
import { toJobSummary } from '../projections';
import { requestContext, type RequestContext } from '../request-context';
import { validateBody, validateValues } from '../validate-request';
import { jobOrFailure, userListHandler } from './lookup';
import { withJobs } from './paging';

function toSavedJob(db: Database, ctx: RequestContext, job: JobRecord, record: SavedJobRecord): SavedJob {
  return { ...toJobSummary(db, ctx, job), saved_at: record.saved_at };
}

/** Registered before /job/:jobId, whose pattern would also match /job/saved-jobs. */
export function savedJobHandlers() {
  return [
    userListHandler('listSavedJobs', listSavedJobsQueryParams, 'jobs',
      async (db, userId) => withJobs(db, savedJobsOf(await savedJobs(), userId), (record) => record.saved_at),
      (db, ctx, { job, value }) => toSavedJob(db, ctx, job, value)),
    operation('saveJob', async ({ request }) => {
      const db = await initDatabase();
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, saveJobBody);
      if (!body.ok) return body.response;
      const found = jobOrFailure(db, body.data.job_id);
      if ('response' in found) return found.response;
      const state = await savedJobs();
      // Saving twice keeps the first save.
      const record = findSavedJob(state, auth.user.id, found.job.id) ?? addSavedJob(state, {
        user_id: auth.user.id, job_id: found.job.id, device_uuid: body.data.device_uuid, device_udid: body.data.device_udid ?? null, saved_at: mockNowIso(),
      });
      return ok(toSavedJob(db, requestContext(request), found.job, record));
    }),
    operation('getSavedJob', async ({ request, params }) => {
      const db = await initDatabase();
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, getSavedJobParams);
      if (!path.ok) return path.response;
      const record = findSavedJob(await savedJobs(), auth.user.id, path.data.id);
      const job = record && db.indexes.jobsById.get(record.job_id);
      return record && job ? ok(toSavedJob(db, requestContext(request), job, record)) : fail(40004);
    }),
    operation('deleteSavedJob', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, deleteSavedJobParams);
      if (!path.ok) return path.response;
      const state = await savedJobs();
      const record = findSavedJob(state, auth.user.id, path.data.id);
      if (!record) return fail(40004);
      state.records.delete(record.id);
      return ok({ job_id: record.job_id, is_saved: false, saved_at: null });
    }),
    checkJobSavedHandler(),
  ];
}

function checkJobSavedHandler() {
  return operation('checkJobSaved', async ({ request, params }) => {
    const db = await initDatabase();
    const auth = await requireUser(request);
    if ('response' in auth) return auth.response;
    const path = validateValues(params, checkJobSavedParams);
    if (!path.ok) return path.response;
    const found = jobOrFailure(db, path.data.id, { allowDeleted: true });
    if ('response' in found) return found.response;
    const record = findSavedJob(await savedJobs(), auth.user.id, found.job.id);
    return ok({ job_id: found.job.id, is_saved: record !== undefined, saved_at: record?.saved_at ?? null });
  });
}
