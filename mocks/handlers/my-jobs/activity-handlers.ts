/**
 * Job activity: J07 recordJobView, J18 recordExternalJobClick, J19 reportJob, J21 recordHotSearch and
 * J09 checkChatExists. Views and clicks count for guests too; only a signed-in seeker's view is kept
 * in the viewed tab.
 */
import {
  checkChatExistsParams, checkChatExistsQueryParams, recordExternalJobClickParams, recordHotSearchBody, recordJobViewParams, reportJobBody,
  reportJobParams,
} from '../../../sdk/generated/job/zod';
import { initDatabase } from '../../db/database';
import { mockNowIso } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser, userOf } from '../../state/accounts';
import { chats, conversationsOf } from '../../state/chats';
import { addRecord, jobActivity, ofUser } from '../../state/job-activity';
import { validateBody, validateQuery, validateValues } from '../validate-request';
import { jobOrFailure } from './lookup';

export function activityHandlers() {
  return [
    operation('recordHotSearch', async ({ request }) => {
      const body = await validateBody(request, recordHotSearchBody);
      if (!body.ok) return body.response;
      const { device, page, source, query, job_title_id } = body.data;
      const state = await jobActivity();
      const record = addRecord(state, state.hotSearches, {
        device, page, source, query, job_title_id: job_title_id ?? null, recorded_at: mockNowIso(),
      });
      return ok({ query: record.query, job_title_id: record.job_title_id, recorded_at: record.recorded_at });
    }),
    operation('recordJobView', async ({ request, params }) => {
      const db = await initDatabase();
      const path = validateValues(params, recordJobViewParams);
      if (!path.ok) return path.response;
      const found = jobOrFailure(db, path.data.jobId);
      if ('response' in found) return found.response;
      const state = await jobActivity();
      const jobId = found.job.id;
      const viewedAt = mockNowIso();
      state.viewCounts.set(jobId, (state.viewCounts.get(jobId) ?? 0) + 1);
      const user = await userOf(request);
      const isRecorded = user?.status === 'active';
      if (user && isRecorded) {
        // One history entry per job: a new view moves it to the top.
        const existing = ofUser(state.views, user.id).find((view) => view.job_id === jobId);
        if (existing) existing.viewed_at = viewedAt;
        else addRecord(state, state.views, { user_id: user.id, job_id: jobId, viewed_at: viewedAt });
      }
      return ok({ job_id: jobId, viewed_at: viewedAt, is_recorded: isRecorded });
    }),
    operation('recordExternalJobClick', async ({ request, params }) => {
      const db = await initDatabase();
      const path = validateValues(params, recordExternalJobClickParams);
      if (!path.ok) return path.response;
      const found = jobOrFailure(db, path.data.jobId);
      if ('response' in found) return found.response;
      const state = await jobActivity();
      const user = await userOf(request);
      const click = addRecord(state, state.externalClicks, { user_id: user?.id ?? null, job_id: found.job.id, clicked_at: mockNowIso() });
      return ok({ job_id: click.job_id, external_apply_url: found.job.external_apply_url, clicked_at: click.clicked_at });
    }),
    operation('reportJob', async ({ request, params }) => {
      const db = await initDatabase();
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, reportJobParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, reportJobBody);
      if (!body.ok) return body.response;
      const found = jobOrFailure(db, path.data.id);
      if ('response' in found) return found.response;
      const state = await jobActivity();
      const reportedAt = mockNowIso();
      // One report per seeker and job: reporting again replaces the reason.
      const existing = ofUser(state.reports, auth.user.id).find((report) => report.job_id === found.job.id);
      const report = existing ?? addRecord(state, state.reports, { user_id: auth.user.id, job_id: found.job.id, report_reason_id: body.data.report_reason_id, reported_at: reportedAt });
      report.report_reason_id = body.data.report_reason_id;
      report.reported_at = reportedAt;
      return ok({ id: report.id, job_id: report.job_id, report_reason_id: report.report_reason_id, reported_at: report.reported_at });
    }),
    operation('checkChatExists', async ({ request, params }) => {
      const db = await initDatabase();
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, checkChatExistsParams);
      if (!path.ok) return path.response;
      const query = validateQuery(request, checkChatExistsQueryParams);
      if (!query.ok) return query.response;
      const recruiterId = path.data.recruiterId;
      if (!db.side.recruitersById.has(recruiterId)) return fail(40004);
      const jobId = query.data.job_id ?? null;
      const times = conversationsOf(await chats(), auth.user.id)
        .filter((chat) => chat.recruiter_id === recruiterId && (jobId === null || chat.job_id === jobId))
        .map((chat) => chat.updated_at)
        .sort();
      const latest = times.at(-1) ?? null;
      return ok({ recruiter_id: recruiterId, job_id: jobId, exists: latest !== null, last_communicated_at: latest });
    }),
  ];
}
