/**
 * Saved jobs (J06, J13–J16): one record per seeker and job. SEED_USERS.complete starts with eight saved
 * ph jobs; every other user with none.
 */
import type { Database } from '../db/database';
import { defineDomainState } from '../db/domain-state';
import { SEED_USERS } from './accounts';
import { historyJobPool, hoursBeforeSeed } from './job-activity';

export interface SavedJobRecord {
  id: number;
  user_id: number;
  job_id: number;
  device_uuid: string | null;
  device_udid: string | null;
  saved_at: string;
}

export interface SavedJobsState {
  records: Map<number, SavedJobRecord>;
  nextId: number;
}

/** Pool positions of the complete user's saved jobs (some overlap the viewed and applied ones, as in life). */
const SAVED_POOL_POSITIONS = [0, 2, 4, 6, 8, 10, 14, 16];

function createSavedJobs(db: Database): SavedJobsState {
  const state: SavedJobsState = { records: new Map(), nextId: 1 };
  const pool = historyJobPool(db);
  SAVED_POOL_POSITIONS.forEach((position, n) => {
    const job = pool[position];
    if (!job) return;
    addSavedJob(state, { user_id: SEED_USERS.complete, job_id: job.id, device_uuid: null, device_udid: null, saved_at: hoursBeforeSeed(4 + n * 17) });
  });
  return state;
}

export const savedJobs = defineDomainState('saved-jobs', createSavedJobs);

export function addSavedJob(state: SavedJobsState, fields: Omit<SavedJobRecord, 'id'>): SavedJobRecord {
  const record = { ...fields, id: state.nextId };
  state.nextId += 1;
  state.records.set(record.id, record);
  return record;
}

export function savedJobsOf(state: SavedJobsState, userId: number): SavedJobRecord[] {
  return [...state.records.values()].filter((record) => record.user_id === userId);
}

export function findSavedJob(state: SavedJobsState, userId: number, jobId: number): SavedJobRecord | undefined {
  return savedJobsOf(state, userId).find((record) => record.job_id === jobId);
}

export function removeSavedJob(state: SavedJobsState, id: number): void {
  state.records.delete(id);
}
