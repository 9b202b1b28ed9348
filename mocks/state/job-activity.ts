/**
 * A job seeker's activity around jobs, beside saved jobs and applications: job views (the viewed tab),
 * clicks on external jobs, job reports, hot-search metrics, and recruiters who viewed the seeker or
 * marked interest (who viewed me, interested in me). Flat records in Maps keyed by id. Conversations
 * (the communicated tab, J09) live in the chat domain, interviews in the interview domain.
 *
 * SEED_USERS.complete starts with a realistic history in ph; every other user starts empty.
 */
import type { Database } from '../db/database';
import { defineDomainState } from '../db/domain-state';
import type { JobRecord } from '../db/record-schemas';
import { SEED_REFERENCE_NOW, isoAt } from '../seed/seed-helpers';
import { SEED_USERS } from './accounts';

/** Jobs ph pins as test fixtures (ids up to 200_060); the seeded history leaves them alone so tests start clean. */
const LAST_PINNED_PH_JOB_ID = 200_060;

/** Open ph jobs, newest first, that the complete user's seeded history is drawn from (deterministic). */
export function historyJobPool(db: Database): readonly JobRecord[] {
  return (db.indexes.openJobsByCountry.get('ph') ?? []).filter((job) => job.id > LAST_PINNED_PH_JOB_ID);
}

/** A seed time `hours` before the seed's reference date, as the seed writes dates. */
export function hoursBeforeSeed(hours: number): string {
  return isoAt(SEED_REFERENCE_NOW - hours * 3_600_000);
}

export interface JobViewRecord { id: number; user_id: number; job_id: number; viewed_at: string }
export interface ExternalClickRecord { id: number; user_id: number | null; job_id: number; clicked_at: string }
export interface JobReportRecord { id: number; user_id: number; job_id: number; report_reason_id: number; reported_at: string }
export interface HotSearchRecord { id: number; device: string; page: string; source: string; query: string; job_title_id: number | null; recorded_at: string }
/** A recruiter who viewed the seeker's profile or marked interest, hiring for `job_id`. */
export interface RecruiterActivityRecord { id: number; user_id: number; recruiter_id: number; job_id: number; activity_at: string }

export interface JobActivityState {
  views: Map<number, JobViewRecord>;
  externalClicks: Map<number, ExternalClickRecord>;
  reports: Map<number, JobReportRecord>;
  hotSearches: Map<number, HotSearchRecord>;
  profileViews: Map<number, RecruiterActivityRecord>;
  interests: Map<number, RecruiterActivityRecord>;
  /** Views per job, guests included. */
  viewCounts: Map<number, number>;
  nextId: number;
}

/** Pool positions of the seeded history (applications use 1, 3 … 11; see applications.ts). */
const VIEWED = Array.from({ length: 12 }, (_, i) => i);
const PROFILE_VIEWERS = [20, 21, 22, 23];
const INTERESTED = [24, 25, 26];
/** Pool positions of the seeded applications (applications.ts). */
export const APPLIED_POOL_POSITIONS = [1, 3, 5, 7, 9, 11] as const;

function createJobActivity(db: Database): JobActivityState {
  const state: JobActivityState = {
    views: new Map(), externalClicks: new Map(), reports: new Map(), hotSearches: new Map(), profileViews: new Map(), interests: new Map(), viewCounts: new Map(), nextId: 1,
  };
  const pool = historyJobPool(db);
  const user_id = SEED_USERS.complete;
  const at = (position: number) => pool[position];
  VIEWED.forEach((position, n) => {
    const job = at(position);
    if (job) addRecord(state, state.views, { user_id, job_id: job.id, viewed_at: hoursBeforeSeed(3 + n * 7) });
  });
  const recruiterActivity = (positions: readonly number[], into: Map<number, RecruiterActivityRecord>, firstHours: number) =>
    positions.forEach((position, n) => {
      const job = at(position);
      if (job) addRecord(state, into, { user_id, recruiter_id: job.recruiter_id, job_id: job.id, activity_at: hoursBeforeSeed(firstHours + n * 13) });
    });
  recruiterActivity(PROFILE_VIEWERS, state.profileViews, 2);
  recruiterActivity(INTERESTED, state.interests, 9);
  return state;
}

/** Stores a record under the next free id (shared by every map of the state) and returns it. */
export function addRecord<T extends { id: number }>(state: JobActivityState, into: Map<number, T>, fields: Omit<T, 'id'>): T {
  const record = { ...fields, id: state.nextId } as T;
  state.nextId += 1;
  into.set(record.id, record);
  return record;
}

export const jobActivity = defineDomainState('job-activity', createJobActivity);

export function ofUser<T extends { user_id: number | null }>(records: Map<number, T>, userId: number): T[] {
  return [...records.values()].filter((record) => record.user_id === userId);
}

/** Counts a view of the job (guests' views count too). */
export function countJobView(state: JobActivityState, jobId: number): void {
  state.viewCounts.set(jobId, (state.viewCounts.get(jobId) ?? 0) + 1);
}

/** Keeps one history entry per seeker and job: a new view moves it to the top. */
export function recordViewOf(state: JobActivityState, userId: number, jobId: number, viewedAt: string): void {
  const existing = ofUser(state.views, userId).find((view) => view.job_id === jobId);
  if (existing) existing.viewed_at = viewedAt;
  else addRecord(state, state.views, { user_id: userId, job_id: jobId, viewed_at: viewedAt });
}

/** One report per seeker and job: reporting again replaces the reason and the time. */
export function reportJobOf(state: JobActivityState, userId: number, jobId: number, reasonId: number, reportedAt: string): JobReportRecord {
  const existing = ofUser(state.reports, userId).find((report) => report.job_id === jobId);
  const report = existing ?? addRecord(state, state.reports, { user_id: userId, job_id: jobId, report_reason_id: reasonId, reported_at: reportedAt });
  report.report_reason_id = reasonId;
  report.reported_at = reportedAt;
  return report;
}
