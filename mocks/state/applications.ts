/**
 * Job applications (J10–J12, J17). SEED_USERS.complete starts with six ph applications across the
 * applied tab's statuses; every other user with none. Withdrawing sets `cancelled`.
 */
import type { AppliedJob } from '../../sdk/generated/job/hooks';
import type { Database } from '../db/database';
import { defineDomainState } from '../db/domain-state';
import { SEED_USERS } from './accounts';
import { APPLIED_POOL_POSITIONS, historyJobPool, hoursBeforeSeed } from './job-activity';

export type ApplicationStatus = AppliedJob['application_status'];
export type ApplicationSource = AppliedJob['source'];

export interface ApplicationRecord {
  id: number;
  user_id: number;
  job_id: number;
  recruiter_id: number;
  status: ApplicationStatus;
  source: ApplicationSource;
  first_message: string | null;
  screening_answers: { question_id: number; answer: string }[];
  applied_at: string;
  updated_at: string;
}

export interface ApplicationsState {
  records: Map<number, ApplicationRecord>;
  nextId: number;
}

/** Statuses of a live application: it can be withdrawn. */
export const WITHDRAWABLE_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['pending', 'in_progress', 'accepted', 'exchanged']);

const SEEDED_STATUSES: readonly ApplicationStatus[] = ['pending', 'in_progress', 'accepted', 'exchanged', 'not_accepted', 'completed'];

function createApplications(db: Database): ApplicationsState {
  const state: ApplicationsState = { records: new Map(), nextId: 61_001 };
  const pool = historyJobPool(db);
  APPLIED_POOL_POSITIONS.forEach((position, n) => {
    const job = pool[position];
    if (!job) return;
    const appliedAt = hoursBeforeSeed(30 + n * 29);
    addApplication(state, {
      user_id: SEED_USERS.complete,
      job_id: job.id,
      recruiter_id: job.recruiter_id,
      status: SEEDED_STATUSES[n] ?? 'pending',
      source: 'web',
      first_message: `Hi, I am interested in the ${job.title} role and can start within a month.`,
      screening_answers: job.screening_questions.map((q) => ({ question_id: q.id, answer: 'Yes' })),
      applied_at: appliedAt,
      updated_at: n === 0 ? appliedAt : hoursBeforeSeed(24 + n * 5),
    });
  });
  return state;
}

export const applications = defineDomainState('applications', createApplications);

export function addApplication(state: ApplicationsState, fields: Omit<ApplicationRecord, 'id'>): ApplicationRecord {
  const record = { ...fields, id: state.nextId };
  state.nextId += 1;
  state.records.set(record.id, record);
  return record;
}

export function applicationsOf(state: ApplicationsState, userId: number): ApplicationRecord[] {
  return [...state.records.values()].filter((record) => record.user_id === userId);
}

/** Jobs the seeker has a live (not withdrawn) application for: what redirects and recommendations read. */
export async function appliedJobIdsOf(userId: number): Promise<ReadonlySet<number>> {
  return new Set(applicationsOf(await applications(), userId).filter((record) => record.status !== 'cancelled').map((record) => record.job_id));
}

/** The seeker's application for a job that still counts (anything but withdrawn): applying again answers 41134. */
export function activeApplicationFor(state: ApplicationsState, userId: number, jobId: number): ApplicationRecord | undefined {
  return applicationsOf(state, userId).find((record) => record.job_id === jobId && record.status !== 'cancelled');
}

/** Withdraws the application (status `cancelled`); the caller checked WITHDRAWABLE_STATUSES. */
export function withdrawApplicationRecord(record: ApplicationRecord, at: string): void {
  record.status = 'cancelled';
  record.updated_at = at;
}
