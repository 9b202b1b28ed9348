/**
 * The ghosting guard's rule: when the job seeker can expect the recruiter's answer, from the recruiter's
 * response rate, median reply time (or, when unknown, activity label) and how long the job seeker's
 * oldest unanswered message has waited. Pure, so the list, the header and the tests share it.
 */
import type { RecruiterActivityLabel } from '@sdk/generated/chat/hooks';

/** Below this response rate the recruiter "replies rarely". */
export const LOW_RESPONSE_RATE = 30;
/** However fast the recruiter usually is, a wait is not called ghosting before three days. */
export const MIN_UNANSWERED_HOURS = 72;
/** …nor before twice the recruiter's usual time. */
const UNANSWERED_FACTOR = 2;

const HOUR = 3_600_000;

/** The usual reply time an activity label stands for, when the median is unknown. */
const HOURS_BY_LABEL: Record<RecruiterActivityLabel, number> = {
  just_replied: 1,
  replied_minutes_ago: 1,
  high_response_rate: 4,
  active_today: 8,
  within_three_days: 72,
  within_seven_days: 168,
};

export type ReplyExpectation =
  /** Nothing waits for the recruiter: they usually answer within `count` hours or days. */
  | { kind: 'usual'; unit: 'hours' | 'days'; count: number }
  /** A message waits: the answer should come within `count` hours or days (from now). */
  | { kind: 'within'; unit: 'hours' | 'days'; count: number }
  /** Later than usual, but not yet ghosting: still expected by `at` (epoch ms). */
  | { kind: 'by'; at: number }
  /** The recruiter answers few conversations (`rate` %). */
  | { kind: 'rarely'; rate: number }
  /** The oldest unanswered message has waited `days` days, far beyond the recruiter's usual time. */
  | { kind: 'unanswered'; days: number };

export interface ReplyExpectationInput {
  responseRate: number | null;
  typicalReplyHours: number | null;
  activityLabel: RecruiterActivityLabel;
  /** `awaiting_reply_since` of the conversation: the job seeker's oldest unanswered message, or null. */
  awaitingReplySince: string | null;
  now: number;
}

/** The labels that say the recruiter answers fast. */
export const FAST_REPLY_LABELS: ReadonlySet<RecruiterActivityLabel> = new Set(['just_replied', 'replied_minutes_ago', 'high_response_rate']);

/**
 * Whether the recruiter's activity label may show beside the guard. The label is about all the
 * recruiter's conversations; beside "No reply for 10 days" or "Replies rarely", a "Just replied" reads
 * as a contradiction, so the guard, which is about this conversation, wins.
 */
export function activityLabelAgrees(expectation: ReplyExpectation, label: RecruiterActivityLabel): boolean {
  return !(FAST_REPLY_LABELS.has(label) && (expectation.kind === 'unanswered' || expectation.kind === 'rarely'));
}

function inHoursOrDays(kind: 'usual' | 'within', hours: number): ReplyExpectation {
  return hours < 24 ? { kind, unit: 'hours', count: Math.max(1, Math.ceil(hours)) } : { kind, unit: 'days', count: Math.ceil(hours / 24) };
}

export function replyExpectation({ responseRate, typicalReplyHours, activityLabel, awaitingReplySince, now }: ReplyExpectationInput): ReplyExpectation {
  const usualHours = typicalReplyHours ?? HOURS_BY_LABEL[activityLabel];
  const unansweredAfter = Math.max(UNANSWERED_FACTOR * usualHours, MIN_UNANSWERED_HOURS);
  const since = awaitingReplySince === null ? Number.NaN : Date.parse(awaitingReplySince);
  const waited = Number.isNaN(since) ? null : Math.max(0, (now - since) / HOUR);
  if (waited !== null && waited >= unansweredAfter) return { kind: 'unanswered', days: Math.floor(waited / 24) };
  if (responseRate !== null && responseRate < LOW_RESPONSE_RATE) return { kind: 'rarely', rate: responseRate };
  if (waited === null) return inHoursOrDays('usual', usualHours);
  if (waited < usualHours) return inHoursOrDays('within', usualHours - waited);
  return { kind: 'by', at: since + unansweredAfter * HOUR };
}
