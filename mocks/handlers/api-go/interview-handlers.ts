/**
 * Interviews (W13): G10 getInterviewRedDot and the implied list, detail, accept, reject, cancel,
 * check-in, result request and meeting-link calls. The rules live in mocks/state/interviews.ts.
 */
import {
  acceptInterviewBody, acceptInterviewParams, cancelInterviewBody, cancelInterviewParams, getInterviewDetailParams,
  getInterviewMeetingLinkParams, listInterviewsQueryParams, rejectInterviewBody, rejectInterviewParams,
  requestInterviewResultParams, submitInterviewCheckInParams,
} from '../../../sdk/generated/apiGo/zod';
import type { z } from 'zod';
import { initDatabase } from '../../db/database';
import { mockNow } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser, type AccountRecord } from '../../state/accounts';
import {
  acceptRule, cancelRule, checkInRule, currentStatus, interviews, interviewsOf, rejectRule, resultRequestRule, type InterviewRecord,
} from '../../state/interviews';
import { requestContext } from '../request-context';
import { validateBody, validateQuery, validateValues } from '../validate-request';
import { meetingOf, toInterviewDetail, toInterviewSummary } from './interview-projection';
import { pageOf } from '../../http/paging';

/** Variants of getInterviewMeetingLink: the recruiter's Zoom or Google binding is missing or lapsed. */
export const BINDING_MISSING_VARIANT = 'binding-missing';
export const BINDING_EXPIRED_VARIANT = 'binding-expired';

type PathSchema = z.ZodObject<{ interviewId: z.ZodNumber }>;

/** The caller's interview named by the path, or the reply: 40003 / 41044 without a user, 40004 when it is not theirs. */
async function ownInterview(request: Request, params: Record<string, string | readonly string[] | undefined>, schema: PathSchema): Promise<
  { user: AccountRecord; record: InterviewRecord } | { response: Response }
> {
  const auth = await requireUser(request);
  if ('response' in auth) return auth;
  const path = validateValues(params, schema);
  if (!path.ok) return { response: path.response };
  const record = (await interviews()).byId.get(path.data.interviewId);
  if (!record || record.user_id !== auth.user.id) return { response: fail(40004) };
  return { user: auth.user, record };
}

async function detailReply(request: Request, record: InterviewRecord): Promise<Response> {
  return ok(toInterviewDetail(await initDatabase(), requestContext(request), record, mockNow()));
}

/** Upcoming (accepted or pending) first by start, then the rest newest first. */
function byRelevance(now: number) {
  const upcoming = (record: InterviewRecord) => ['pending', 'accepted'].includes(currentStatus(record, now));
  const when = (record: InterviewRecord) => record.start_at ?? record.offered_times[0]?.start_at ?? 0;
  return (a: InterviewRecord, b: InterviewRecord): number => {
    if (upcoming(a) !== upcoming(b)) return upcoming(a) ? -1 : 1;
    return upcoming(a) ? when(a) - when(b) : when(b) - when(a);
  };
}

export function interviewHandlers() {
  return [
    operation('getInterviewRedDot', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const unread = interviewsOf(await interviews(), auth.user.id).filter((record) => !record.is_read).length;
      return ok({ has_red_dot: unread > 0, unread_count: unread });
    }),
    operation('listInterviews', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const query = validateQuery(request, listInterviewsQueryParams);
      if (!query.ok) return query.response;
      const { status, page, size } = query.data;
      const now = mockNow();
      const mine = interviewsOf(await interviews(), auth.user.id);
      const matching = mine.filter((record) => !status || currentStatus(record, now) === status).sort(byRelevance(now));
      const db = await initDatabase();
      const ctx = requestContext(request);
      const { items, ...paging } = pageOf(matching, page, size, (record) => toInterviewSummary(db, ctx, record, now));
      return ok({ ...paging, unread_count: mine.filter((record) => !record.is_read).length, interviews: items });
    }),
    operation('getInterviewDetail', async ({ request, params }) => {
      const found = await ownInterview(request, params, getInterviewDetailParams);
      if ('response' in found) return found.response;
      found.record.is_read = true;
      return detailReply(request, found.record);
    }),
    operation('acceptInterview', async ({ request, params }) => {
      const found = await ownInterview(request, params, acceptInterviewParams);
      if ('response' in found) return found.response;
      // The body may be left out when a single time was offered.
      const hasBody = (await request.clone().text()).trim() !== '';
      const body = hasBody ? await validateBody(request, acceptInterviewBody) : { ok: true as const, data: {} };
      if (!body.ok) return body.response;
      const now = mockNow();
      const decision = acceptRule(found.record, body.data.time_ids, now);
      if ('code' in decision) {
        return decision.code === 40001 ? fail(40001, { fields: { time_ids: ['Pick one of the offered interview times.'] } }) : fail(decision.code);
      }
      const record = found.record;
      record.chosen_time_ids = decision.times;
      record.start_at = Math.min(...record.offered_times.filter((time) => decision.times.includes(time.id)).map((time) => time.start_at));
      record.status = 'accepted';
      record.updated_at = now;
      return detailReply(request, record);
    }),
    operation('rejectInterview', async ({ request, params }) => {
      const found = await ownInterview(request, params, rejectInterviewParams);
      if ('response' in found) return found.response;
      const body = await validateBody(request, rejectInterviewBody);
      if (!body.ok) return body.response;
      const now = mockNow();
      const refused = rejectRule(found.record, now);
      if (refused !== null) return fail(refused);
      Object.assign(found.record, { status: 'rejected', reject_reason: { reason: body.data.reason, note: body.data.note ?? null, at: now }, updated_at: now });
      return detailReply(request, found.record);
    }),
    operation('cancelInterview', async ({ request, params }) => {
      const found = await ownInterview(request, params, cancelInterviewParams);
      if ('response' in found) return found.response;
      const body = await validateBody(request, cancelInterviewBody);
      if (!body.ok) return body.response;
      const now = mockNow();
      const refused = cancelRule(found.record, now);
      if (refused !== null) return fail(refused);
      Object.assign(found.record, { status: 'cancelled', cancel_reason: { reason: body.data.reason, note: body.data.note ?? null, at: now }, updated_at: now });
      return detailReply(request, found.record);
    }),
    operation('submitInterviewCheckIn', async ({ request, params }) => {
      const found = await ownInterview(request, params, submitInterviewCheckInParams);
      if ('response' in found) return found.response;
      const now = mockNow();
      const refused = checkInRule(found.record, now);
      if (refused !== null) return fail(refused);
      Object.assign(found.record, { checked_in_at: now, updated_at: now });
      return detailReply(request, found.record);
    }),
    operation('requestInterviewResult', async ({ request, params }) => {
      const found = await ownInterview(request, params, requestInterviewResultParams);
      if ('response' in found) return found.response;
      const now = mockNow();
      const refused = resultRequestRule(found.record, now);
      if (refused !== null) return fail(refused);
      Object.assign(found.record, { status: 'pending_results', result_requested_at: now, updated_at: now });
      return detailReply(request, found.record);
    }),
    operation('getInterviewMeetingLink', async ({ request, params }, { scenario }) => {
      const found = await ownInterview(request, params, getInterviewMeetingLinkParams);
      if ('response' in found) return found.response;
      const record = found.record;
      const meeting = meetingOf(record);
      if (!meeting || currentStatus(record, mockNow()) !== 'accepted') return fail(41142);
      const zoom = record.video_platform === 'zoom';
      if (scenario?.variant === BINDING_MISSING_VARIANT) return fail(zoom ? 41416 : 41418);
      if (scenario?.variant === BINDING_EXPIRED_VARIANT) return fail(zoom ? 41417 : 41419);
      return ok({ interview_id: record.id, platform: record.video_platform!, ...meeting });
    }),
  ];
}
