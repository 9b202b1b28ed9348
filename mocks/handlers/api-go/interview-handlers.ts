/**
 * Interviews (W13): G10 getInterviewRedDot and the implied list, detail, accept, reject, cancel,
 * check-in, result request and meeting-link calls. The rules live in mocks/state/interviews.ts.
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  acceptInterviewBody, acceptInterviewParams, cancelInterviewBody, cancelInterviewParams, getInterviewDetailParams,
  getInterviewMeetingLinkParams, listInterviewsQueryParams, rejectInterviewBody, rejectInterviewParams,
  requestInterviewResultParams, submitInterviewCheckInParams,
} from '../../../sdk/generated/apiGo/zod';
import type { OperationId } from '../../../sdk/generated/operations';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { mockNow } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { pageOf } from '../../http/paging';
import { fail, ok } from '../../http/reply';
import {
  acceptRule, acceptedChange, cancelRule, checkInRule, checkedInChange, closedChange, currentStatus, interviewsOf, markedRead, ownInterviewOf,
  rejectRule, resultRequestRule, resultRequestedChange, updateInterview, type InterviewChange, type InterviewRecord,
} from '../../state/interviews';
import { followInvitationCards } from '../../state/interview-cards';
import type { RequestContext } from '../request-context';
import { meetingOf, toInterviewDetail, toInterviewSummary } from './interview-projection';

/** Variants of getInterviewMeetingLink: the recruiter's Zoom or Google binding is missing or lapsed. */
export const BINDING_MISSING_VARIANT = 'binding-missing';
export const BINDING_EXPIRED_VARIANT = 'binding-expired';

/**
 * An operation on the caller's own interview, named by the path: 40004 when it is not theirs. The
 * handler gets the record; `act` answers an error code (or reply) to refuse, or the change to make.
 */
function onOwnInterview<B extends z.ZodType | undefined = undefined>(
  operationId: OperationId,
  params: z.ZodObject<{ interviewId: z.ZodNumber }>,
  act: (record: InterviewRecord, now: number, body: B extends z.ZodType ? z.output<B> : undefined) => number | Response | InterviewChange,
  body?: B,
) {
  return defineOperation(operationId, {
    access: 'user',
    params,
    body,
    handle: async ({ db, ctx, user, params: path, body: input }) => {
      const record = await ownInterviewOf(user.id, path.interviewId);
      if (!record) return fail(ErrorCode.NotFound);
      const now = mockNow();
      const decision = act(record, now, input as B extends z.ZodType ? z.output<B> : undefined);
      if (decision instanceof Response) return decision;
      if (typeof decision === 'number') return fail(decision);
      const updated = await updateInterview(record, decision);
      await followInvitationCards(updated);
      return detailReply(db, ctx, updated);
    },
  });
}

function detailReply(db: Database, ctx: RequestContext, record: InterviewRecord): Response {
  return ok(toInterviewDetail(db, ctx, record, mockNow()));
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
    defineOperation('getInterviewRedDot', {
      access: 'user',
      handle: async ({ user }) => {
        const unread = (await interviewsOf(user.id)).filter((record) => !record.is_read).length;
        return ok({ has_red_dot: unread > 0, unread_count: unread });
      },
    }),
    defineOperation('listInterviews', {
      access: 'user',
      query: listInterviewsQueryParams,
      handle: async ({ db, ctx, user, query }) => {
        const { status, page, size } = query;
        const now = mockNow();
        const mine = await interviewsOf(user.id);
        const matching = mine.filter((record) => !status || currentStatus(record, now) === status).sort(byRelevance(now));
        const { items, ...paging } = pageOf(matching, page, size, (record) => toInterviewSummary(db, ctx, record, now));
        return ok({ ...paging, unread_count: mine.filter((record) => !record.is_read).length, interviews: items });
      },
    }),
    onOwnInterview('getInterviewDetail', getInterviewDetailParams, () => markedRead),
    // The body may be left out when a single time was offered.
    onOwnInterview('acceptInterview', acceptInterviewParams, (record, now, body) => {
      const decision = acceptRule(record, body?.time_ids, now);
      if ('code' in decision) {
        return decision.code === ErrorCode.ValidationFailed ? fail(ErrorCode.ValidationFailed, { fields: { time_ids: ['Pick one of the offered interview times.'] } }) : decision.code;
      }
      return acceptedChange(record, decision.times, now);
    }, acceptInterviewBody.optional()),
    onOwnInterview('rejectInterview', rejectInterviewParams, (record, now, body) => rejectRule(record, now) ?? closedChange('rejected', body, now), rejectInterviewBody),
    onOwnInterview('cancelInterview', cancelInterviewParams, (record, now, body) => cancelRule(record, now) ?? closedChange('cancelled', body, now), cancelInterviewBody),
    onOwnInterview('submitInterviewCheckIn', submitInterviewCheckInParams, (record, now) => checkInRule(record, now) ?? checkedInChange(now)),
    onOwnInterview('requestInterviewResult', requestInterviewResultParams, (record, now) => resultRequestRule(record, now) ?? resultRequestedChange(now)),
    defineOperation('getInterviewMeetingLink', {
      access: 'user',
      params: getInterviewMeetingLinkParams,
      handle: async ({ user, params, scenario }) => {
        const record = await ownInterviewOf(user.id, params.interviewId);
        if (!record) return fail(ErrorCode.NotFound);
        const meeting = meetingOf(record);
        if (!meeting || currentStatus(record, mockNow()) !== 'accepted') return fail(ErrorCode.InvalidInterviewStatus);
        const zoom = record.video_platform === 'zoom';
        if (scenario?.variant === BINDING_MISSING_VARIANT) return fail(zoom ? ErrorCode.ZoomNotConnected : ErrorCode.GoogleNotConnected);
        if (scenario?.variant === BINDING_EXPIRED_VARIANT) return fail(zoom ? ErrorCode.ZoomAuthorisationExpired : ErrorCode.GoogleAuthorisationExpired);
        return ok({ interview_id: record.id, platform: record.video_platform!, ...meeting });
      },
    }),
  ];
}
