/**
 * Applications: J17 applyToJob (data service), J10 listAppliedJobs, J11 getAppliedJob,
 * J12 withdrawApplication. Applying opens (or continues) the chat with the job's recruiter.
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { applyToJobBody, applyToJobParams } from '../../../sdk/generated/data/zod';
import type { AppliedJob } from '../../../sdk/generated/job/hooks';
import { getAppliedJobParams, listAppliedJobsQueryParams, withdrawApplicationParams } from '../../../sdk/generated/job/zod';
import type { Database } from '../../db/database';
import { mockNowIso } from '../../db/mock-clock';
import type { JobRecord } from '../../db/record-schemas';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import type { AccountRecord } from '../../state/accounts';
import {
  activeApplicationFor, addApplication, applicationsOf, ownApplication, withdrawApplicationRecord, WITHDRAWABLE_STATUSES, type ApplicationRecord,
} from '../../state/applications';
import { emitDomainEvent } from '../../state/domain-events';
import { toJobDetail, toJobSummary } from '../projections';
import type { RequestContext } from '../request-context';
import { jobOrFailure, userListHandler } from './lookup';
import { withJobs } from './paging';

function toAppliedJob(db: Database, ctx: RequestContext, job: JobRecord, record: ApplicationRecord): AppliedJob {
  return {
    ...toJobSummary(db, ctx, job),
    application_id: record.id,
    application_status: record.status,
    source: record.source,
    first_message: record.first_message,
    screening_answers: record.screening_answers.map((a) => ({ ...a })),
    applied_at: record.applied_at,
    updated_at: record.updated_at,
  };
}

/** Why the seeker may not apply to this job, as the error reply; undefined when they may. */
function refusal(job: JobRecord, user: AccountRecord): Response | undefined {
  if (job.status === 'deleted') return fail(ErrorCode.JobDeleted, { message: 'Position has been deleted' });
  if (job.status === 'closed') return fail(ErrorCode.JobClosed, { message: 'Oops! This position is no longer open' });
  if (job.status === 'on_hold') return fail(ErrorCode.JobClosed, { message: 'Position is on hold' });
  if (job.recruiter_id === user.id) return fail(ErrorCode.ChatWithSelf);
  // Work-eligibility restriction: Singapore jobs need a verified Singapore identity.
  if (job.country_key === 'sg' && user.user_identity_id === null) return fail(ErrorCode.IdentityMismatch, { message: 'Eligibility Mismatch' });
  return undefined;
}

function unansweredQuestions(job: JobRecord, answers: readonly { question_id: number; answer: string }[]): number[] {
  const answered = new Set(answers.filter((a) => a.answer.trim() !== '').map((a) => a.question_id));
  return job.screening_questions.map((q) => q.id).filter((id) => !answered.has(id));
}

export function applicationHandlers() {
  return [
    defineOperation('applyToJob', {
      access: 'user',
      params: applyToJobParams,
      body: applyToJobBody,
      handle: async ({ db, ctx, user, params, body }) => {
        const found = jobOrFailure(db, params.jobId, { allowDeleted: true });
        if ('response' in found) return found.response;
        const { job } = found;
        const refused = refusal(job, user);
        if (refused) return refused;
        if (await activeApplicationFor(user.id, job.id)) return fail(ErrorCode.ApplicationInProgress);
        const answers = body.screening_answers ?? [];
        const missing = unansweredQuestions(job, answers);
        if (missing.length > 0) return fail(ErrorCode.ScreeningQuestionsUnanswered, { fields: { screening_answers: missing.map((id) => `Question ${id} must be answered.`) } });
        const now = mockNowIso();
        const record = await addApplication({
          user_id: user.id, job_id: job.id, recruiter_id: job.recruiter_id, status: 'pending', source: body.source,
          first_message: body.first_message?.trim() || null, screening_answers: answers.map((a) => ({ ...a })), applied_at: now, updated_at: now,
        });
        await emitDomainEvent({
          type: 'application-created', userId: user.id, jobId: job.id, recruiterId: job.recruiter_id, applicationId: record.id, firstMessage: record.first_message,
        });
        const detail = toJobDetail(db, ctx, job);
        return ok({
          id: record.id, job_id: job.id, recruiter_id: record.recruiter_id, status: record.status, source: record.source, first_message: record.first_message,
          screening_answers: record.screening_answers, applied_at: record.applied_at, job_categories: detail.job_categories, company_industry: detail.company_industry,
        });
      },
    }),
    userListHandler('listAppliedJobs', listAppliedJobsQueryParams, 'jobs',
      async (db, userId) => withJobs(db, await applicationsOf(userId), (record) => record.applied_at),
      (db, ctx, { job, value }) => toAppliedJob(db, ctx, job, value),
      ({ value }, query) => query.status === undefined || value.status === query.status),
    defineOperation('getAppliedJob', {
      access: 'user',
      params: getAppliedJobParams,
      handle: async ({ db, ctx, user, params }) => {
        const record = await ownApplication(user.id, params.id);
        const job = record && db.indexes.jobsById.get(record.job_id);
        return record && job ? ok(toAppliedJob(db, ctx, job, record)) : fail(ErrorCode.NotFound);
      },
    }),
    defineOperation('withdrawApplication', {
      access: 'user',
      params: withdrawApplicationParams,
      handle: async ({ db, ctx, user, params }) => {
        const record = await ownApplication(user.id, params.id);
        const job = record && db.indexes.jobsById.get(record.job_id);
        if (!record || !job) return fail(ErrorCode.NotFound);
        if (!WITHDRAWABLE_STATUSES.has(record.status)) return fail(ErrorCode.NoPermission, { message: 'This application can no longer be withdrawn.' });
        const withdrawn = await withdrawApplicationRecord(record, mockNowIso());
        await emitDomainEvent({ type: 'application-withdrawn', userId: user.id, jobId: job.id, applicationId: record.id });
        return ok(toAppliedJob(db, ctx, job, withdrawn));
      },
    }),
  ];
}
