/** The ghosting guard's rule: expected reply time, late (by a date), rarely replies, and unanswered. */
import { describe, expect, it } from 'vitest';
import { activityLabelAgrees, replyExpectation, type ReplyExpectationInput } from '@web/features/chat/reply-expectation';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const ago = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

const fast: ReplyExpectationInput = { responseRate: 89, typicalReplyHours: 6, activityLabel: 'active_today', awaitingReplySince: null, now: NOW };

describe('replyExpectation', () => {
  it('gives the usual reply time when nothing waits', () => {
    expect(replyExpectation(fast)).toEqual({ kind: 'usual', unit: 'hours', count: 6 });
    expect(replyExpectation({ ...fast, typicalReplyHours: 0.5 })).toEqual({ kind: 'usual', unit: 'hours', count: 1 });
    expect(replyExpectation({ ...fast, typicalReplyHours: 25 })).toEqual({ kind: 'usual', unit: 'days', count: 2 });
    expect(replyExpectation({ ...fast, typicalReplyHours: 48 })).toEqual({ kind: 'usual', unit: 'days', count: 2 });
  });

  it('falls back on the activity label when the median is unknown', () => {
    expect(replyExpectation({ ...fast, typicalReplyHours: null, activityLabel: 'just_replied' })).toEqual({ kind: 'usual', unit: 'hours', count: 1 });
    expect(replyExpectation({ ...fast, typicalReplyHours: null, activityLabel: 'within_three_days' })).toEqual({ kind: 'usual', unit: 'days', count: 3 });
    expect(replyExpectation({ ...fast, typicalReplyHours: null, responseRate: null, activityLabel: 'within_seven_days' })).toEqual({
      kind: 'usual', unit: 'days', count: 7,
    });
  });

  it('counts down what is left of the usual time while a message waits', () => {
    expect(replyExpectation({ ...fast, awaitingReplySince: ago(2) })).toEqual({ kind: 'within', unit: 'hours', count: 4 });
    expect(replyExpectation({ ...fast, awaitingReplySince: ago(5.5) })).toEqual({ kind: 'within', unit: 'hours', count: 1 });
    expect(replyExpectation({ ...fast, typicalReplyHours: 80, awaitingReplySince: ago(8) })).toEqual({ kind: 'within', unit: 'days', count: 3 });
  });

  it('gives a date once the usual time has passed, up to three days or twice the usual time', () => {
    expect(replyExpectation({ ...fast, awaitingReplySince: ago(20) })).toEqual({ kind: 'by', at: NOW - 20 * HOUR + 72 * HOUR });
    expect(replyExpectation({ ...fast, typicalReplyHours: 50, awaitingReplySince: ago(60) })).toEqual({ kind: 'by', at: NOW - 60 * HOUR + 100 * HOUR });
  });

  it('marks a conversation unanswered once the wait is far beyond the usual time', () => {
    expect(replyExpectation({ ...fast, awaitingReplySince: ago(72) })).toEqual({ kind: 'unanswered', days: 3 });
    expect(replyExpectation({ ...fast, awaitingReplySince: ago(11 * 24 - 1) })).toEqual({ kind: 'unanswered', days: 10 });
    expect(replyExpectation({ ...fast, typicalReplyHours: 80, awaitingReplySince: ago(100) })).toEqual({ kind: 'by', at: NOW - 100 * HOUR + 160 * HOUR });
    expect(replyExpectation({ ...fast, typicalReplyHours: 80, awaitingReplySince: ago(8 * 24) })).toEqual({ kind: 'unanswered', days: 8 });
  });

  it('says a recruiter with a low response rate replies rarely, unless the wait is already unanswered', () => {
    const rarely = { ...fast, responseRate: 26, typicalReplyHours: null, activityLabel: 'within_seven_days' as const };
    expect(replyExpectation(rarely)).toEqual({ kind: 'rarely', rate: 26 });
    expect(replyExpectation({ ...rarely, awaitingReplySince: ago(4 * 24) })).toEqual({ kind: 'rarely', rate: 26 });
    expect(replyExpectation({ ...rarely, awaitingReplySince: ago(15 * 24) })).toEqual({ kind: 'unanswered', days: 15 });
    expect(replyExpectation({ ...fast, responseRate: 30 })).toEqual({ kind: 'usual', unit: 'hours', count: 6 });
  });

  it('ignores a time it cannot read and a message dated in the future', () => {
    expect(replyExpectation({ ...fast, awaitingReplySince: 'not a date' })).toEqual({ kind: 'usual', unit: 'hours', count: 6 });
    expect(replyExpectation({ ...fast, awaitingReplySince: new Date(NOW + HOUR).toISOString() })).toEqual({ kind: 'within', unit: 'hours', count: 6 });
  });
});

describe('activityLabelAgrees', () => {
  it('drops a fast-reply label beside an unanswered conversation or a rare replier, and keeps the others', () => {
    const unanswered = replyExpectation({ ...fast, activityLabel: 'just_replied', awaitingReplySince: ago(240) });
    const rarely = replyExpectation({ ...fast, responseRate: 20 });
    for (const contradicting of [unanswered, rarely]) {
      expect(activityLabelAgrees(contradicting, 'just_replied')).toBe(false);
      expect(activityLabelAgrees(contradicting, 'replied_minutes_ago')).toBe(false);
      expect(activityLabelAgrees(contradicting, 'high_response_rate')).toBe(false);
      expect(activityLabelAgrees(contradicting, 'within_seven_days')).toBe(true);
    }
    expect(activityLabelAgrees(replyExpectation(fast), 'just_replied')).toBe(true);
    expect(activityLabelAgrees(replyExpectation({ ...fast, awaitingReplySince: ago(2) }), 'replied_minutes_ago')).toBe(true);
  });
});
