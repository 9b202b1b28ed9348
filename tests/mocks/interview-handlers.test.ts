/**
 * Interviews (W13, G10): every time-window and status rule answers its code, and accept / reject /
 * cancel / check-in / result request show in the list, the detail and the red dot. The clock is pinned
 * before the state is first built, so the seeded interviews sit at known offsets from NOW.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { BINDING_EXPIRED_VARIANT, BINDING_MISSING_VARIANT } from '../../mocks/handlers/api-go/interview-handlers';
import { forceVariant, resetScenarios } from '../../mocks/scenario/helpers';
import {
  acceptInterview, cancelInterview, getInterviewDetail, getInterviewMeetingLink, getInterviewRedDot, listInterviews, rejectInterview,
  requestInterviewResult, submitInterviewCheckIn,
} from '../../sdk/generated/apiGo/hooks';
import { asComplete, asNewUser, codeOf } from '../support/api-calls';

const NOW = Date.UTC(2026, 10, 22, 3, 15);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The seeded interviews of the complete-profile user. */
const PENDING_TWO_TIMES = 700_001;
const IN_ONE_HOUR = 700_002;
const IN_FIVE_HOURS = 700_003;
const IN_TWO_AND_A_HALF_HOURS = 700_004;
const COMPLETED = 700_005;
const NOT_ATTENDED = 700_006;

beforeEach(() => setMockClock(NOW));
afterEach(() => {
  setMockClock(undefined);
  resetScenarios();
});

describe('interview list and detail', () => {
  it('lists the seeded interviews, upcoming first, and filters by status', async () => {
    const all = await listInterviews({}, asComplete);
    expect(all.total_num).toBe(7);
    const accepted = await listInterviews({ status: 'accepted' }, asComplete);
    expect(accepted.interviews.map((item) => item.id)).toEqual([IN_ONE_HOUR, IN_TWO_AND_A_HALF_HOURS, IN_FIVE_HOURS]);
    expect((await listInterviews({ status: 'not_attended' }, asComplete)).interviews.map((item) => item.id)).toEqual([NOT_ATTENDED]);
    const pending = await getInterviewDetail(PENDING_TWO_TIMES, asComplete);
    expect(pending.offered_times.map((time) => Date.parse(time.start_at))).toEqual([NOW + 2 * DAY, NOW + 3 * DAY]);
    expect(pending.start_at).toBeNull();
  });

  it('gives on-site interviews the time zone of the office and leaves it out of video ones', async () => {
    expect((await getInterviewDetail(IN_FIVE_HOURS, asComplete)).time_zone).toBe('Asia/Manila');
    expect((await getInterviewDetail(IN_ONE_HOUR, asComplete)).time_zone).toBeNull();
  });

  it('keeps interviews private: another user sees none and gets 40004, no session gets 40003', async () => {
    expect((await listInterviews({}, asNewUser)).total_num).toBe(0);
    expect(await codeOf(getInterviewDetail(IN_ONE_HOUR, asNewUser))).toBe(40004);
    expect(await codeOf(getInterviewRedDot({ headers: { Authorization: '' } }))).toBe(40003);
  });

  it('shows the red dot until the unread interviews are opened', async () => {
    expect(await getInterviewRedDot(asComplete)).toEqual({ has_red_dot: true, unread_count: 2 });
    await getInterviewDetail(PENDING_TWO_TIMES, asComplete);
    expect(await getInterviewRedDot(asComplete)).toEqual({ has_red_dot: true, unread_count: 1 });
    await getInterviewDetail(IN_TWO_AND_A_HALF_HOURS, asComplete);
    expect(await getInterviewRedDot(asComplete)).toEqual({ has_red_dot: false, unread_count: 0 });
    expect((await listInterviews({}, asComplete)).unread_count).toBe(0);
  });

  it('ends an accepted interview as not attended, or completed once checked in', async () => {
    await submitInterviewCheckIn(IN_ONE_HOUR, asComplete);
    await listInterviews({}, asComplete);
    setMockClock(NOW + 3 * HOUR);
    expect((await getInterviewDetail(IN_ONE_HOUR, asComplete)).status).toBe('completed');
    const missed = await getInterviewDetail(IN_TWO_AND_A_HALF_HOURS, asComplete);
    expect(missed.status).toBe('accepted');
    setMockClock(NOW + 4 * HOUR);
    expect((await getInterviewDetail(IN_TWO_AND_A_HALF_HOURS, asComplete)).attendance).toBe('not_attended');
  });
});

describe('accepting and rejecting an invitation', () => {
  it('needs 1 to 3 offered times (41295), only offered ones (40001), and sets the earliest picked', async () => {
    expect(await codeOf(acceptInterview(PENDING_TWO_TIMES, { time_ids: [] }, asComplete))).toBe(41295);
    expect(await codeOf(acceptInterview(PENDING_TWO_TIMES, {}, asComplete))).toBe(41295);
    expect(await codeOf(acceptInterview(PENDING_TWO_TIMES, { time_ids: [1, 2, 1, 2] }, asComplete))).toBe(41295);
    expect(await codeOf(acceptInterview(PENDING_TWO_TIMES, { time_ids: [9] }, asComplete))).toBe(40001);
    const accepted = await acceptInterview(PENDING_TWO_TIMES, { time_ids: [2] }, asComplete);
    expect(accepted.status).toBe('accepted');
    expect(accepted.chosen_time_ids).toEqual([2]);
    expect(Date.parse(accepted.start_at!)).toBe(NOW + 3 * DAY);
    const list = await listInterviews({ status: 'accepted' }, asComplete);
    expect(list.interviews.map((item) => item.id)).toContain(PENDING_TWO_TIMES);
    expect((await listInterviews({ status: 'pending' }, asComplete)).total_num).toBe(0);
    expect(await codeOf(acceptInterview(PENDING_TWO_TIMES, { time_ids: [2] }, asComplete))).toBe(41142);
  });

  it('refuses a picked time in the past (41153)', async () => {
    await listInterviews({}, asComplete);
    setMockClock(NOW + 2 * DAY + MINUTE);
    expect(await codeOf(acceptInterview(PENDING_TWO_TIMES, { time_ids: [1] }, asComplete))).toBe(41153);
    expect((await acceptInterview(PENDING_TWO_TIMES, { time_ids: [2] }, asComplete)).status).toBe('accepted');
  });

  it('rejects a pending invitation with a reason, and nothing else (41142)', async () => {
    const rejected = await rejectInterview(PENDING_TWO_TIMES, { reason: 'found_another_job', note: 'Accepted another offer.' }, asComplete);
    expect(rejected.status).toBe('rejected');
    expect(rejected.reject_reason).toMatchObject({ reason: 'found_another_job', note: 'Accepted another offer.' });
    expect((await listInterviews({ status: 'rejected' }, asComplete)).interviews.map((item) => item.id)).toEqual([PENDING_TWO_TIMES]);
    expect(await codeOf(rejectInterview(IN_ONE_HOUR, { reason: 'other' }, asComplete))).toBe(41142);
  });
});

describe('cancelling', () => {
  it('cancels more than 3 hours ahead, refuses within 3 hours (41152) and other statuses (41142)', async () => {
    const cancelled = await cancelInterview(IN_FIVE_HOURS, { reason: 'time_conflict' }, asComplete);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancel_reason?.reason).toBe('time_conflict');
    expect((await getInterviewDetail(IN_FIVE_HOURS, asComplete)).status).toBe('cancelled');
    expect((await listInterviews({ status: 'cancelled' }, asComplete)).interviews.map((item) => item.id)).toEqual([IN_FIVE_HOURS]);
    expect(await codeOf(cancelInterview(IN_TWO_AND_A_HALF_HOURS, { reason: 'other' }, asComplete))).toBe(41152);
    expect(await codeOf(cancelInterview(COMPLETED, { reason: 'other' }, asComplete))).toBe(41142);
    expect(await codeOf(cancelInterview(IN_FIVE_HOURS, { reason: 'other' }, asComplete))).toBe(41142);
  });

  it('refuses once the start has passed (41153)', async () => {
    await listInterviews({}, asComplete);
    setMockClock(NOW + HOUR + 5 * MINUTE);
    expect(await codeOf(cancelInterview(IN_ONE_HOUR, { reason: 'time_conflict' }, asComplete))).toBe(41153);
  });
});

describe('checking in', () => {
  it('opens two hours before (41148), once (41147), only when accepted (41142)', async () => {
    expect(await codeOf(submitInterviewCheckIn(IN_FIVE_HOURS, asComplete))).toBe(41148);
    const checkedIn = await submitInterviewCheckIn(IN_ONE_HOUR, asComplete);
    expect(checkedIn.attendance).toBe('checked_in');
    expect(Date.parse(checkedIn.checked_in_at!)).toBe(NOW);
    expect(await codeOf(submitInterviewCheckIn(IN_ONE_HOUR, asComplete))).toBe(41147);
    expect(await codeOf(submitInterviewCheckIn(PENDING_TWO_TIMES, asComplete))).toBe(41142);
    expect(await codeOf(submitInterviewCheckIn(NOT_ATTENDED, asComplete))).toBe(41142);
  });

  it('closes half an hour after the start (41149)', async () => {
    await listInterviews({}, asComplete);
    setMockClock(NOW + HOUR + 31 * MINUTE);
    expect(await codeOf(submitInterviewCheckIn(IN_ONE_HOUR, asComplete))).toBe(41149);
  });
});

describe('requesting the result', () => {
  it('requests once (41163) for an attended interview, never when not attended (41142)', async () => {
    const requested = await requestInterviewResult(COMPLETED, asComplete);
    expect(requested.status).toBe('pending_results');
    expect(requested.result.status).toBe('requested');
    expect((await listInterviews({ status: 'pending_results' }, asComplete)).interviews.map((item) => item.id)).toEqual([COMPLETED]);
    expect(await codeOf(requestInterviewResult(COMPLETED, asComplete))).toBe(41163);
    expect(await codeOf(requestInterviewResult(NOT_ATTENDED, asComplete))).toBe(41142);
    expect(await codeOf(requestInterviewResult(IN_FIVE_HOURS, asComplete))).toBe(41142);
  });

  it('opens from the enable date, half an hour after the start (41143)', async () => {
    await submitInterviewCheckIn(IN_ONE_HOUR, asComplete);
    expect(await codeOf(requestInterviewResult(IN_ONE_HOUR, asComplete))).toBe(41143);
    setMockClock(NOW + HOUR + 31 * MINUTE);
    expect((await requestInterviewResult(IN_ONE_HOUR, asComplete)).status).toBe('pending_results');
  });
});

describe('meeting link', () => {
  it('gives the Zoom or Google Meet link of an accepted video interview, not of an on-site one (41142)', async () => {
    const zoom = await getInterviewMeetingLink(IN_ONE_HOUR, asComplete);
    expect(zoom.platform).toBe('zoom');
    expect(zoom.url).toMatch(/^https:\/\/zoom\.us\/j\//);
    expect((await getInterviewDetail(IN_ONE_HOUR, asComplete)).video_link).toBe(zoom.url);
    expect((await getInterviewMeetingLink(IN_TWO_AND_A_HALF_HOURS, asComplete)).platform).toBe('google_meet');
    expect(await codeOf(getInterviewMeetingLink(IN_FIVE_HOURS, asComplete))).toBe(41142);
  });

  it('answers the binding codes when the recruiter binding lapsed (variants)', async () => {
    forceVariant('getInterviewMeetingLink', BINDING_EXPIRED_VARIANT);
    expect(await codeOf(getInterviewMeetingLink(IN_ONE_HOUR, asComplete))).toBe(41417);
    expect(await codeOf(getInterviewMeetingLink(IN_TWO_AND_A_HALF_HOURS, asComplete))).toBe(41419);
    forceVariant('getInterviewMeetingLink', BINDING_MISSING_VARIANT);
    expect(await codeOf(getInterviewMeetingLink(IN_ONE_HOUR, asComplete))).toBe(41416);
    expect(await codeOf(getInterviewMeetingLink(IN_TWO_AND_A_HALF_HOURS, asComplete))).toBe(41418);
  });
});
