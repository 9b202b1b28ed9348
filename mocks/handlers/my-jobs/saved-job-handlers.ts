/** Saved jobs: J06 checkJobSaved, J13 listSavedJobs, J14 getSavedJob, J15 saveJob, J16 deleteSavedJob. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import type { SavedJob } from '../../../sdk/generated/job/hooks';
import { checkJobSavedParams, deleteSavedJobParams, getSavedJobParams, listSavedJobsQueryParams, saveJobBody } from '../../../sdk/generated/job/zod';
import type { Database } from '../../db/database';
import { mockNowIso } from '../../db/mock-clock';
import type { JobRecord } from '../../db/record-schemas';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { findSavedJob, removeSavedJob, saveJobFor, savedJobsOf, type SavedJobRecord } from '../../state/saved-jobs';
import { toJobSummary } from '../projections';
import type { RequestContext } from '../request-context';
import { jobOrFailure, userListHandler } from './lookup';
import { withJobs } from './paging';

function toSavedJob(db: Database, ctx: RequestContext, job: JobRecord, record: SavedJobRecord): SavedJob {
  return { ...toJobSummary(db, ctx, job), saved_at: record.saved_at };
}

/** Registered before /job/:jobId, whose pattern would also match /job/saved-jobs. */
export function savedJobHandlers() {
  return [
    userListHandler('listSavedJobs', listSavedJobsQueryParams, 'jobs',
      async (db, userId) => withJobs(db, await savedJobsOf(userId), (record) => record.saved_at),
      (db, ctx, { job, value }) => toSavedJob(db, ctx, job, value)),
    defineOperation('saveJob', {
      access: 'user',
      body: saveJobBody,
      handle: async ({ db, ctx, user, body }) => {
        const found = jobOrFailure(db, body.job_id);
        if ('response' in found) return found.response;
        // Saving twice keeps the first save.
        const record = await saveJobFor({
          user_id: user.id, job_id: found.job.id, device_uuid: body.device_uuid, device_udid: body.device_udid ?? null, saved_at: mockNowIso(),
        });
        return ok(toSavedJob(db, ctx, found.job, record));
      },
    }),
    defineOperation('getSavedJob', {
      access: 'user',
      params: getSavedJobParams,
      handle: async ({ db, ctx, user, params }) => {
        const record = await findSavedJob(user.id, params.id);
        const job = record && db.indexes.jobsById.get(record.job_id);
        return record && job ? ok(toSavedJob(db, ctx, job, record)) : fail(ErrorCode.NotFound);
      },
    }),
    defineOperation('deleteSavedJob', {
      access: 'user',
      params: deleteSavedJobParams,
      handle: async ({ user, params }) => {
        const record = await findSavedJob(user.id, params.id);
        if (!record) return fail(ErrorCode.NotFound);
        await removeSavedJob(record);
        return ok({ job_id: record.job_id, is_saved: false, saved_at: null });
      },
    }),
    defineOperation('checkJobSaved', {
      access: 'user',
      params: checkJobSavedParams,
      handle: async ({ db, user, params }) => {
        const found = jobOrFailure(db, params.id, { allowDeleted: true });
        if ('response' in found) return found.response;
        const record = await findSavedJob(user.id, found.job.id);
        return ok({ job_id: found.job.id, is_saved: record !== undefined, saved_at: record?.saved_at ?? null });
      },
    }),
  ];
}
