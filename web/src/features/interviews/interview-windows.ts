/**
 * When each action is possible (spec section 9), worked out before the user tries; the server still
 * decides, and its refusal is shown as it comes. All times are epoch milliseconds.
 */
import type { InterviewDetail } from '@sdk/generated/apiGo/hooks';
import { meaningOf } from './interview-status';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Cancelling closes 3 hours before the start (41152). */
export const CANCEL_CLOSES_BEFORE_MS = 3 * HOUR_MS;
/** Check-in opens 2 hours before the start (41148) and closes 30 minutes after it (41149). */
export const CHECK_IN_OPENS_BEFORE_MS = 2 * HOUR_MS;
export const CHECK_IN_CLOSES_AFTER_MS = 30 * MINUTE_MS;

const startOf = (interview: InterviewDetail): number | null => (interview.start_at ? Date.parse(interview.start_at) : null);

/** An accepted interview with a set time: the only kind that can be checked in to or cancelled. */
function scheduledStart(interview: InterviewDetail): number | null {
  return meaningOf(interview.status) === 'accepted' ? startOf(interview) : null;
}

export type CheckInWindow =
  | { state: 'none' }
  | { state: 'done'; at: number }
  | { state: 'notYet'; opensAt: number }
  | { state: 'open'; closesAt: number }
  | { state: 'closed'; closedAt: number };

export function checkInWindow(interview: InterviewDetail, now: number): CheckInWindow {
  if (interview.checked_in_at) return { state: 'done', at: Date.parse(interview.checked_in_at) };
  const start = scheduledStart(interview);
  if (start === null) return { state: 'none' };
  const opensAt = start - CHECK_IN_OPENS_BEFORE_MS;
  const closesAt = start + CHECK_IN_CLOSES_AFTER_MS;
  if (now < opensAt) return { state: 'notYet', opensAt };
  if (now > closesAt) return { state: 'closed', closedAt: closesAt };
  return { state: 'open', closesAt };
}

export type CancelWindow = { state: 'none' } | { state: 'open'; closesAt: number } | { state: 'tooLate'; closedAt: number };

export function cancelWindow(interview: InterviewDetail, now: number): CancelWindow {
  const start = scheduledStart(interview);
  // Once it has started there is nothing left to cancel.
  if (start === null || now >= start) return { state: 'none' };
  const closesAt = start - CANCEL_CLOSES_BEFORE_MS;
  return now < closesAt ? { state: 'open', closesAt } : { state: 'tooLate', closedAt: closesAt };
}

export type ResultRequest =
  | { state: 'none' }
  | { state: 'notAttended' }
  | { state: 'notYet'; opensAt: number }
  | { state: 'open' }
  | { state: 'requested'; at: number | null }
  | { state: 'decided'; outcome: 'passed' | 'not_suitable' };

/** The result can be asked for once, from its enable date, and only after attending (spec section 4). */
export function resultRequest(interview: InterviewDetail, now: number): ResultRequest {
  const { result } = interview;
  if (result.status === 'passed' || result.status === 'not_suitable') return { state: 'decided', outcome: result.status };
  if (result.status === 'requested') return { state: 'requested', at: result.requested_at ? Date.parse(result.requested_at) : null };
  const meaning = meaningOf(interview.status);
  if (meaning === 'not_attended' || interview.attendance === 'not_attended') return { state: 'notAttended' };
  if (!interview.checked_in_at || (meaning !== 'accepted' && meaning !== 'completed')) return { state: 'none' };
  const opensAt = result.result_enabled_at ? Date.parse(result.result_enabled_at) : null;
  if (opensAt === null) return { state: 'none' };
  return now < opensAt ? { state: 'notYet', opensAt } : { state: 'open' };
}

/** Offered times still ahead: only those can be picked (41153 otherwise). */
export function futureTimes(interview: InterviewDetail, now: number) {
  return interview.offered_times.filter((time) => Date.parse(time.start_at) > now);
}
