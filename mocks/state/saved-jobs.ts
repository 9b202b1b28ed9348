/**
 * Saved jobs (J06, J13–J16): one record per seeker and job. SEED_USERS.complete starts with eight saved
 * ph jobs; every other user with none.
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { SEED_USERS } from './accounts';
import { historyJobPool, hoursBeforeSeed } from './job-activity';

export const savedJobSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  job_id: z.number().int(),
  device_uuid: z.string().nullable(),
  device_udid: z.string().nullable(),
  saved_at: z.string(),
});

export type SavedJobRecord = RecordOf<typeof savedJobSchema>;

/** Pool positions of the complete user's saved jobs (some overlap the viewed and applied ones, as in life). */
const SAVED_POOL_POSITIONS = [0, 2, 4, 6, 8, 10, 14, 16];

export const savedJobs = defineCollection('saved-jobs', {
  schema: savedJobSchema,
  seed: (db) => {
    const pool = historyJobPool(db);
    return SAVED_POOL_POSITIONS.flatMap((position, n) => {
      const job = pool[position];
      return job ? [{ user_id: SEED_USERS.complete, job_id: job.id, device_uuid: null, device_udid: null, saved_at: hoursBeforeSeed(4 + n * 17) }] : [];
    });
  },
});

export function addSavedJob(fields: Omit<SavedJobRecord, 'id'>): Promise<SavedJobRecord> {
  return savedJobs.insert(fields);
}

export async function savedJobsOf(userId: number): Promise<SavedJobRecord[]> {
  return (await savedJobs()).findMany((q) => q.where({ user_id: userId }));
}

export async function findSavedJob(userId: number, jobId: number): Promise<SavedJobRecord | undefined> {
  return (await savedJobs()).findFirst((q) => q.where({ user_id: userId, job_id: jobId }));
}

/** Saves the job for the user; saving twice keeps the first save. */
export function saveJobFor(fields: Omit<SavedJobRecord, 'id'>): Promise<SavedJobRecord> {
  return savedJobs.exclusive(async () => (await findSavedJob(fields.user_id, fields.job_id)) ?? (await savedJobs.insert(fields)));
}

export function removeSavedJob(record: SavedJobRecord): Promise<void> {
  return savedJobs.remove(record);
}
