/** G11 uploadWebEvents (signed-in users only, 1000 ms dedupe) and J22 getRedirectCondition. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { getRedirectConditionQueryParams, uploadWebEventsBody } from '../../../sdk/generated/apiGo/zod';
import { mockNow } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { appliedJobIdsOf } from '../../state/applications';
import { interviewsOf } from '../../state/interviews';
import { recordWebEvent } from '../../state/web-events';

export function webHandlers() {
  return [
    defineOperation('uploadWebEvents', {
      access: 'public',
      body: uploadWebEventsBody,
      handle: async ({ user, body }) => {
        const events = body.events;
        if (!user) return ok({ accepted: 0, ignored: events.length });
        const now = mockNow();
        let accepted = 0;
        for (const event of events) {
          const kept = await recordWebEvent({
            user_id: user.id, event_name: event.event_name, source: event.source, country_id: event.country_id ?? null, extra: event.extra ?? {}, received_at: now,
          });
          if (kept) accepted += 1;
        }
        return ok({ accepted, ignored: events.length - accepted });
      },
    }),
    defineOperation('getRedirectCondition', {
      access: 'user',
      query: getRedirectConditionQueryParams,
      handle: async ({ db, user, query }) => {
        const job = db.indexes.jobsById.get(query.job_id);
        if (!job) return fail(ErrorCode.NotFound);
        if (job.status === 'deleted') return fail(ErrorCode.JobDeleted);
        if (job.status !== 'open') return fail(ErrorCode.JobClosed);
        const jobPath = `/job/${encodeURIComponent(job.slug)}`;
        // An interview for the job means the application and its conversation exist.
        const applied =
          (await appliedJobIdsOf(user.id)).has(job.id) ||
          (await interviewsOf(user.id)).some((record) => record.job_id === job.id);
        const base = { job_id: job.id, recruiter_id: job.recruiter_id, is_applied: applied, is_profile_completed: user.is_profile_completed };
        if (!user.is_profile_completed) {
          return ok({ ...base, redirect_type: 'complete_profile' as const, redirect_url: `/jobseeker-complete-profile?redirect=${encodeURIComponent(jobPath)}` });
        }
        if (job.external_apply_url) return ok({ ...base, redirect_type: 'external' as const, redirect_url: job.external_apply_url });
        if (applied) return ok({ ...base, redirect_type: 'chat' as const, redirect_url: `/chat?job_id=${job.id}&recruiter_id=${job.recruiter_id}` });
        return ok({ ...base, redirect_type: 'apply' as const, redirect_url: `${jobPath}/apply` });
      },
    }),
  ];
}
