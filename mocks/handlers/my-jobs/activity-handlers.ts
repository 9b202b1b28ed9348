/**
 * Job activity: J07 recordJobView, J18 recordExternalJobClick, J19 reportJob, J21 recordHotSearch and
 * J09 checkChatExists. Views and clicks count for guests too; only a signed-in seeker's view is kept
 * in the viewed tab.
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  checkChatExistsParams, checkChatExistsQueryParams, recordExternalJobClickParams, recordHotSearchBody, recordJobViewParams, reportJobBody,
  reportJobParams,
} from '../../../sdk/generated/job/zod';
import { mockNowIso } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { conversationsOf } from '../../state/chats';
import { countJobView, externalClicks, hotSearches, recordViewOf, reportJobOf } from '../../state/job-activity';
import { jobOrFailure } from './lookup';

export function activityHandlers() {
  return [
    defineOperation('recordHotSearch', {
      access: 'public',
      body: recordHotSearchBody,
      handle: async ({ body }) => {
        const { device, page, source, query, job_title_id } = body;
        const record = await hotSearches.insert({
          device, page, source, query, job_title_id: job_title_id ?? null, recorded_at: mockNowIso(),
        });
        return ok({ query: record.query, job_title_id: record.job_title_id, recorded_at: record.recorded_at });
      },
    }),
    defineOperation('recordJobView', {
      access: 'public',
      params: recordJobViewParams,
      handle: async ({ db, user, params }) => {
        const found = jobOrFailure(db, params.jobId);
        if ('response' in found) return found.response;
        const jobId = found.job.id;
        const viewedAt = mockNowIso();
        await countJobView(jobId);
        const isRecorded = user?.status === 'active';
        if (user && isRecorded) await recordViewOf(user.id, jobId, viewedAt);
        return ok({ job_id: jobId, viewed_at: viewedAt, is_recorded: isRecorded });
      },
    }),
    defineOperation('recordExternalJobClick', {
      access: 'public',
      params: recordExternalJobClickParams,
      handle: async ({ db, user, params }) => {
        const found = jobOrFailure(db, params.jobId);
        if ('response' in found) return found.response;
        const click = await externalClicks.insert({ user_id: user?.id ?? null, job_id: found.job.id, clicked_at: mockNowIso() });
        return ok({ job_id: click.job_id, external_apply_url: found.job.external_apply_url, clicked_at: click.clicked_at });
      },
    }),
    defineOperation('reportJob', {
      access: 'user',
      params: reportJobParams,
      body: reportJobBody,
      handle: async ({ db, user, params, body }) => {
        const found = jobOrFailure(db, params.id);
        if ('response' in found) return found.response;
        const report = await reportJobOf(user.id, found.job.id, body.report_reason_id, mockNowIso());
        return ok({ id: report.id, job_id: report.job_id, report_reason_id: report.report_reason_id, reported_at: report.reported_at });
      },
    }),
    defineOperation('checkChatExists', {
      access: 'user',
      params: checkChatExistsParams,
      query: checkChatExistsQueryParams,
      handle: async ({ db, user, params, query }) => {
        const recruiterId = params.recruiterId;
        if (!db.side.recruitersById.has(recruiterId)) return fail(ErrorCode.NotFound);
        const jobId = query.job_id ?? null;
        const times = (await conversationsOf(user.id))
          .filter((chat) => chat.recruiter_id === recruiterId && (jobId === null || chat.job_id === jobId))
          .map((chat) => chat.updated_at)
          .sort();
        const latest = times.at(-1) ?? null;
        return ok({ recruiter_id: recruiterId, job_id: jobId, exists: latest !== null, last_communicated_at: latest });
      },
    }),
  ];
}
