/**
 * Interview statuses (spec section 4). Every status has its own label; the "also seen" ones mean one of
 * the ten main statuses (contracts/apiGo.yaml InterviewStatus), and the dialog acts on that meaning.
 */
import { InterviewStatus } from './interviews-queries';

/** The ten statuses the dialog acts on. */
export type MainStatus = Exclude<InterviewStatus, 'upcoming' | 'confirmed' | 'checked_in' | 'in_progress' | 'finished' | 'declined' | 'no_show'>;

const MEANING: Record<InterviewStatus, MainStatus> = {
  pending: 'pending',
  accepted: 'accepted',
  rejected: 'rejected',
  cancelled: 'cancelled',
  completed: 'completed',
  passed: 'passed',
  not_suitable: 'not_suitable',
  not_attended: 'not_attended',
  expired: 'expired',
  pending_results: 'pending_results',
  upcoming: 'accepted',
  confirmed: 'accepted',
  checked_in: 'accepted',
  in_progress: 'accepted',
  finished: 'completed',
  declined: 'rejected',
  no_show: 'not_attended',
};

export function meaningOf(status: InterviewStatus): MainStatus {
  return MEANING[status];
}

/** How a status badge looks: waiting on someone, fine, closed for good, or a bad outcome. */
export type StatusTone = 'waiting' | 'good' | 'closed' | 'bad';

const TONES: Record<MainStatus, StatusTone> = {
  pending: 'waiting',
  accepted: 'good',
  pending_results: 'waiting',
  completed: 'good',
  passed: 'good',
  rejected: 'closed',
  cancelled: 'closed',
  expired: 'closed',
  not_suitable: 'bad',
  not_attended: 'bad',
};

export function toneOf(status: InterviewStatus): StatusTone {
  return TONES[meaningOf(status)];
}

/** The status filters of the interviews page, in the order a job seeker meets them. */
export const STATUS_FILTERS: readonly MainStatus[] = [
  InterviewStatus.pending,
  InterviewStatus.accepted,
  InterviewStatus.pending_results,
  InterviewStatus.completed,
  InterviewStatus.passed,
  InterviewStatus.not_suitable,
  InterviewStatus.not_attended,
  InterviewStatus.rejected,
  InterviewStatus.cancelled,
  InterviewStatus.expired,
];

export function isStatusFilter(value: string | null): value is MainStatus {
  return STATUS_FILTERS.includes(value as MainStatus);
}
