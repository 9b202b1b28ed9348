/** The application statuses of spec section 4, and how each looks (a label per status in every language). */
import { ApplicationStatus, MyJobsInterviewStatus } from './my-jobs-queries';

export type Tone = 'waiting' | 'good' | 'bad' | 'closed';

const APPLICATION_TONES: Record<ApplicationStatus, Tone> = {
  pending: 'waiting',
  in_progress: 'waiting',
  accepted: 'good',
  exchanged: 'good',
  completed: 'good',
  not_accepted: 'bad',
  declined: 'bad',
  not_checked_in: 'bad',
  cancelled: 'closed',
};

const INTERVIEW_TONES: Record<MyJobsInterviewStatus, Tone> = {
  pending: 'waiting',
  pending_results: 'waiting',
  accepted: 'good',
  completed: 'good',
  passed: 'good',
  rejected: 'bad',
  not_suitable: 'bad',
  not_attended: 'bad',
  cancelled: 'closed',
  expired: 'closed',
};

export const APPLICATION_STATUSES = Object.values(ApplicationStatus);
export const INTERVIEW_STATUSES = Object.values(MyJobsInterviewStatus);

/** Only a live application can be withdrawn (the others answer 40005). */
const WITHDRAWABLE: ReadonlySet<ApplicationStatus> = new Set([ApplicationStatus.pending, ApplicationStatus.in_progress, ApplicationStatus.accepted, ApplicationStatus.exchanged]);

export function canWithdraw(status: ApplicationStatus): boolean {
  return WITHDRAWABLE.has(status);
}

export function applicationTone(status: ApplicationStatus): Tone {
  return APPLICATION_TONES[status];
}

export function interviewTone(status: MyJobsInterviewStatus): Tone {
  return INTERVIEW_TONES[status];
}
