/**
 * How fast each seeded recruiter answers chats (`ChatRecruiter.response_rate` and `typical_reply_hours`),
 * derived from the seed alone so every run agrees. The response rate is the seed's, the one the job page
 * shows. The median first-reply time follows the activity label, slows with a lower response rate and
 * varies by recruiter, so the chats show fast, slow and unknown responders.
 */
import type { Recruiter } from '../seed/types';

export interface RecruiterReplyStats {
  response_rate: number | null;
  typical_reply_hours: number | null;
}

/** Below this rate a recruiter answers too few chats for a median reply time. */
export const MEASURABLE_RESPONSE_RATE = 30;

const BASE_HOURS: Record<Recruiter['activity_label'], number> = {
  just_replied: 1,
  replied_minutes_ago: 1,
  high_response_rate: 2,
  active_today: 4,
  within_three_days: 30,
  within_seven_days: 72,
};

const SPREAD = [1, 1.25, 1.5, 2] as const;
const WEEK_HOURS = 168;

function rateFactor(rate: number): number {
  if (rate >= 85) return 1;
  if (rate >= 70) return 2;
  if (rate >= 55) return 5;
  return 10;
}

export function recruiterReplyStats(recruiter: Pick<Recruiter, 'id' | 'activity_label' | 'response_rate'>): RecruiterReplyStats {
  const rate = recruiter.response_rate;
  if (rate < MEASURABLE_RESPONSE_RATE) return { response_rate: rate, typical_reply_hours: null };
  const hours = Math.min(WEEK_HOURS, BASE_HOURS[recruiter.activity_label] * rateFactor(rate) * SPREAD[recruiter.id % SPREAD.length]!);
  // Half hours below two hours ("within 1.5 hours" is still useful), whole hours above.
  return { response_rate: rate, typical_reply_hours: hours < 2 ? Math.round(hours * 2) / 2 : Math.round(hours) };
}
