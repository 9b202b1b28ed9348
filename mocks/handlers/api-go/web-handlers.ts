/** G11 uploadWebEvents (signed-in users only, 1000 ms dedupe) and J22 getRedirectCondition. */
import { getRedirectConditionQueryParams, uploadWebEventsBody } from '../../../sdk/generated/apiGo/zod';
import { initDatabase } from '../../db/database';
import { mockNow } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser, userOf } from '../../state/accounts';
import { appliedJobIdsOf } from '../../state/applications';
import { interviews, interviewsOf } from '../../state/interviews';
import { EVENT_DEDUPE_MS, webEvents } from '../../state/web-events';
import { validateBody, validateQuery } from '../validate-request';

export function webHandlers() {
  return [
    operation('uploadWebEvents', async ({ request }) => {
      const body = await validateBody(request, uploadWebEventsBody);
      if (!body.ok) return body.response;
      const user = await userOf(request);
      const events = body.data.events;
      if (!user) return ok({ accepted: 0, ignored: events.length });
      const state = await webEvents();
      const now = mockNow();
      let accepted = 0;
      for (const event of events) {
        const key = `${user.id}:${event.event_name}`;
        const last = state.lastRecordedAt.get(key);
        if (last !== undefined && now - last < EVENT_DEDUPE_MS) continue;
        state.lastRecordedAt.set(key, now);
        state.events.set(state.nextId, {
          id: state.nextId, user_id: user.id, event_name: event.event_name, source: event.source,
          country_id: event.country_id ?? null, extra: event.extra ?? {}, received_at: now,
        });
        state.nextId += 1;
        accepted += 1;
      }
      return ok({ accepted, ignored: events.length - accepted });
    }),
    operation('getRedirectCondition', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const query = validateQuery(request, getRedirectConditionQueryParams);
      if (!query.ok) return query.response;
      const db = await initDatabase();
      const job = db.indexes.jobsById.get(query.data.job_id);
      if (!job) return fail(40004);
      if (job.status === 'deleted') return fail(41113);
      if (job.status !== 'open') return fail(41127);
      const user = auth.user;
      const jobPath = `/job/${encodeURIComponent(job.slug)}`;
      // An interview for the job means the application and its conversation exist.
      const applied =
        (await appliedJobIdsOf(user.id)).has(job.id) ||
        interviewsOf(await interviews(), user.id).some((record) => record.job_id === job.id);
      const base = { job_id: job.id, recruiter_id: job.recruiter_id, is_applied: applied, is_profile_completed: user.is_profile_completed };
      if (!user.is_profile_completed) {
        return ok({ ...base, redirect_type: 'complete_profile' as const, redirect_url: `/jobseeker-complete-profile?redirect=${encodeURIComponent(jobPath)}` });
      }
      if (job.external_apply_url) return ok({ ...base, redirect_type: 'external' as const, redirect_url: job.external_apply_url });
      if (applied) return ok({ ...base, redirect_type: 'chat' as const, redirect_url: `/chat?job_id=${job.id}&recruiter_id=${job.recruiter_id}` });
      return ok({ ...base, redirect_type: 'apply' as const, redirect_url: `${jobPath}/apply` });
    }),
  ];
}
