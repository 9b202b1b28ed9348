/**
 * Job applications (J10–J12, J17). SEED_USERS.complete starts with six ph applications across the
 * applied tab's statuses; every other user with none. Withdrawing sets `cancelled`.
 */
import { z } from 'zod';
import { getAppliedJobResponse } from '../../sdk/generated/job/zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { SEED_USERS } from './accounts';
import { APPLIED_POOL_POSITIONS, historyJobPool, hoursBeforeSeed } from './job-activity';

const appliedPart = getAppliedJobResponse.shape.data.def.right.shape;

export const applicationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  job_id: z.number().int(),
  recruiter_id: z.number().int(),
  status: appliedPart.application_status,
  source: appliedPart.source,
  first_message: z.string().nullable(),
  screening_answers: z.array(z.object({ question_id: z.number().int(), answer: z.string() })),
  applied_at: z.string(),
  updated_at: z.string(),
});

export type ApplicationRecord = RecordOf<typeof applicationSchema>;
export type ApplicationStatus = ApplicationRecord['status'];
export type ApplicationSource = ApplicationRecord['source'];

/** Statuses of a live application: it can be withdrawn. */
export const WITHDRAWABLE_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['pending', 'in_progress', 'accepted', 'exchanged']);

const SEEDED_STATUSES: readonly ApplicationStatus[] = ['pending', 'in_progress', 'accepted', 'exchanged', 'not_accepted', 'completed'];

export const applications = defineCollection('applications', {
  schema: applicationSchema,
  firstId: 61_001,
  seed: (db) => {
    const pool = historyJobPool(db);
    return APPLIED_POOL_POSITIONS.flatMap((position, n) => {
      const job = pool[position];
      if (!job) return [];
      const appliedAt = hoursBeforeSeed(30 + n * 29);
      return [{
        user_id: SEED_USERS.complete,
        job_id: job.id,
        recruiter_id: job.recruiter_id,
        status: SEEDED_STATUSES[n] ?? 'pending',
        source: 'web' as const,
        first_message: `Hi, I am interested in the ${job.title} role and can start within a month.`,
        screening_answers: job.screening_questions.map((q) => ({ question_id: q.id, answer: 'Yes' })),
        applied_at: appliedAt,
        updated_at: n === 0 ? appliedAt : hoursBeforeSeed(24 + n * 5),
      }];
    });
  },
});

export function addApplication(fields: Omit<ApplicationRecord, 'id'>): Promise<ApplicationRecord> {
  return applications.insert(fields);
}

export async function applicationsOf(userId: number): Promise<ApplicationRecord[]> {
  return (await applications()).findMany((q) => q.where({ user_id: userId }));
}

/** The seeker's own application (another seeker's applications do not exist for them). */
export async function ownApplication(userId: number, id: number): Promise<ApplicationRecord | undefined> {
  return (await applications()).findFirst((q) => q.where({ id, user_id: userId }));
}

/** Jobs the seeker has a live (not withdrawn) application for: what redirects and recommendations read. */
export async function appliedJobIdsOf(userId: number): Promise<ReadonlySet<number>> {
  return new Set((await applicationsOf(userId)).filter((record) => record.status !== 'cancelled').map((record) => record.job_id));
}

/** The seeker's application for a job that still counts (anything but withdrawn): applying again answers 41134. */
export async function activeApplicationFor(userId: number, jobId: number): Promise<ApplicationRecord | undefined> {
  return (await applications()).findFirst((q) => q.where({ user_id: userId, job_id: jobId, status: (status) => status !== 'cancelled' }));
}

/** Withdraws the application (status `cancelled`); the caller checked WITHDRAWABLE_STATUSES. */
export function withdrawApplicationRecord(record: ApplicationRecord, at: string): Promise<ApplicationRecord> {
  return applications.update(record, (draft) => {
    draft.status = 'cancelled';
    draft.updated_at = at;
  });
}
