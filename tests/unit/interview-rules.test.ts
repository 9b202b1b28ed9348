/**
 * W13 pure rules: the check-in, cancel and result windows of spec section 9, what the "also seen"
 * statuses mean, the interview addresses, and the query keys the server render and the browser share.
 */
import { describe, expect, it } from 'vitest';
import { InterviewStatus, type InterviewDetail } from '@sdk/generated/apiGo/hooks';
import { interviewDetailQuery, interviewListQuery, meetingLinkQuery } from '@web/features/interviews/interviews-queries';
import { meaningOf } from '@web/features/interviews/interview-status';
import { cancelWindow, checkInWindow, futureTimes, resultRequest } from '@web/features/interviews/interview-windows';
import { interviewRedDotQuery } from '@web/lib/interview-red-dot-queries';
import { localHref } from '@web/lib/local-href';
import { interviewHref } from '@web/lib/interview-link';
import type { QueryScope } from '@web/lib/query-scope';

const START = Date.UTC(2026, 10, 22, 8, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

function interview(overrides: Partial<InterviewDetail> = {}): InterviewDetail {
  return {
    id: 1, status: 'accepted', job_id: 2, job_title: 'Accountant', company_id: 3, company_name: 'Acme', company_logo: 'https://x/logo.svg',
    mode: 'onsite', start_at: iso(START), duration_minutes: 60, offered_times: [{ id: 1, start_at: iso(START) }], is_read: true,
    checked_in_at: null, updated_at: iso(START - 24 * HOUR), time_zone: null, address: 'Makati', video_platform: null, video_link: null,
    contact_person: 'Jose', contact_number: '+63 917 555 0101', instructions: '', chosen_time_ids: [1], attendance: 'not_checked_in',
    cancel_reason: null, reject_reason: null, result: { status: 'none', result_enabled_at: iso(START + 30 * MINUTE), requested_at: null },
    ...overrides,
  };
}

describe('check-in: from 2 hours before to 30 minutes after the start', () => {
  it('is not open yet, open at both edges, then closed', () => {
    expect(checkInWindow(interview(), START - 2 * HOUR - 1)).toEqual({ state: 'notYet', opensAt: START - 2 * HOUR });
    expect(checkInWindow(interview(), START - 2 * HOUR)).toEqual({ state: 'open', closesAt: START + 30 * MINUTE });
    expect(checkInWindow(interview(), START + 30 * MINUTE).state).toBe('open');
    expect(checkInWindow(interview(), START + 30 * MINUTE + 1)).toEqual({ state: 'closed', closedAt: START + 30 * MINUTE });
  });

  it('is done once checked in, and none for what is not an accepted interview', () => {
    expect(checkInWindow(interview({ checked_in_at: iso(START - HOUR) }), START)).toEqual({ state: 'done', at: START - HOUR });
    expect(checkInWindow(interview({ status: 'pending', start_at: null }), START).state).toBe('none');
    expect(checkInWindow(interview({ status: 'cancelled' }), START).state).toBe('none');
    expect(checkInWindow(interview({ status: 'confirmed' }), START).state).toBe('open');
  });
});

describe('cancel: until 3 hours before the start', () => {
  it('is open, then too late, then gone once started', () => {
    expect(cancelWindow(interview(), START - 3 * HOUR - 1)).toEqual({ state: 'open', closesAt: START - 3 * HOUR });
    expect(cancelWindow(interview(), START - 3 * HOUR)).toEqual({ state: 'tooLate', closedAt: START - 3 * HOUR });
    expect(cancelWindow(interview(), START).state).toBe('none');
    expect(cancelWindow(interview({ status: 'completed' }), START - 5 * HOUR).state).toBe('none');
  });
});

describe('result request: from its enable date, only after attending', () => {
  const attended = interview({ checked_in_at: iso(START - 10 * MINUTE), attendance: 'checked_in' });
  it('opens at the enable date', () => {
    expect(resultRequest(attended, START)).toEqual({ state: 'notYet', opensAt: START + 30 * MINUTE });
    expect(resultRequest(attended, START + 30 * MINUTE)).toEqual({ state: 'open' });
    expect(resultRequest({ ...attended, status: 'finished' }, START + 2 * HOUR)).toEqual({ state: 'open' });
  });

  it('is not for a missed interview, and says what came of a requested one', () => {
    expect(resultRequest(interview({ status: 'not_attended', attendance: 'not_attended' }), START + 2 * HOUR).state).toBe('notAttended');
    expect(resultRequest(interview({ status: 'no_show' }), START + 2 * HOUR).state).toBe('notAttended');
    expect(resultRequest(interview(), START + 2 * HOUR).state).toBe('none');
    const requested = { ...attended, result: { status: 'requested' as const, result_enabled_at: null, requested_at: iso(START + HOUR) } };
    expect(resultRequest(requested, START + 2 * HOUR)).toEqual({ state: 'requested', at: START + HOUR });
    const passed = { ...attended, result: { status: 'passed' as const, result_enabled_at: null, requested_at: null } };
    expect(resultRequest(passed, START)).toEqual({ state: 'decided', outcome: 'passed' });
  });
});

it('offers only the times still ahead', () => {
  const offered = interview({ status: 'pending', start_at: null, offered_times: [{ id: 1, start_at: iso(START) }, { id: 2, start_at: iso(START + 24 * HOUR) }] });
  expect(futureTimes(offered, START).map((time) => time.id)).toEqual([2]);
});

it('reads every "also seen" status as one of the ten', () => {
  expect(Object.values(InterviewStatus).map((status) => [status, meaningOf(status)])).toEqual(expect.arrayContaining([
    ['upcoming', 'accepted'], ['confirmed', 'accepted'], ['checked_in', 'accepted'], ['in_progress', 'accepted'],
    ['finished', 'completed'], ['declined', 'rejected'], ['no_show', 'not_attended'], ['expired', 'expired'],
  ]));
});

describe('addresses', () => {
  it('opens the dialog over any path, keeping its query and the language prefix', () => {
    expect(localHref('en-us', '/:lang?/interviews')).toBe('/interviews');
    expect(localHref('ar', '/:lang?/interviews')).toBe('/ar/interviews');
    expect(interviewHref('en-us', '/chat/12', 700001)).toBe('/chat/12?interview=700001');
    expect(interviewHref('ja', '/companies?page=2', 7)).toBe('/ja/companies?page=2&interview=7');
    expect(interviewHref('zh-cn', '/ar/interviews?interview=1&status=accepted', 2)).toBe('/zh-cn/interviews?interview=2&status=accepted');
  });
});

describe('query keys: the scope first, then the generated key', () => {
  const scope: QueryScope = { country: 'ph', language: 'en-us', user: 42 };
  it('interviews and the red dot', () => {
    expect(interviewListQuery(scope, { status: 'accepted', page: 1 }).queryKey).toEqual([scope, '/apiGo/interview/list', { status: 'accepted', page: 1 }]);
    expect(interviewDetailQuery(scope, 7).queryKey).toEqual([scope, '/apiGo/interview/7/detail']);
    expect(meetingLinkQuery(scope, 7, false)).toMatchObject({ queryKey: [scope, '/apiGo/interview/7/meeting_link'], enabled: false });
    expect(interviewRedDotQuery(scope).queryKey).toEqual([scope, '/apiGo/interview/red_dot']);
  });
});
