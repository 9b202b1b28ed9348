/**
 * A job seeker's activity around jobs, beside saved jobs and applications: job views (the viewed tab),
 * clicks on external jobs, job reports, hot-search metrics, and recruiters who viewed the seeker or
 * marked interest (who viewed me, interested in me), one collection each. Conversations
 * (the communicated tab, J09) live in the chat domain, interviews in the interview domain.
 *
 * SEED_USERS.complete starts with a realistic history in ph; every other user starts empty.
 */
import { z } from 'zod';
import type { Database } from '../db/database';
import { defineCollection, type DomainCollection, type RecordOf } from '../db/domain-collections';
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

const id = z.number().int();
const at = z.string();

export const jobViewSchema = z.object({ id, user_id: id, job_id: id, viewed_at: at });
export const externalClickSchema = z.object({ id, user_id: id.nullable(), job_id: id, clicked_at: at });
export const jobReportSchema = z.object({ id, user_id: id, job_id: id, report_reason_id: id, reported_at: at });
export const hotSearchSchema = z.object({ id, device: z.string(), page: z.string(), source: z.string(), query: z.string(), job_title_id: id.nullable(), recorded_at: at });
/** A recruiter who viewed the seeker's profile or marked interest, hiring for `job_id`. */
export const recruiterActivitySchema = z.object({ id, user_id: id, recruiter_id: id, job_id: id, activity_at: at });
/** Views per job, guests included. */
export const jobViewCountSchema = z.object({ job_id: id, count: z.number().int() });

export type JobViewRecord = RecordOf<typeof jobViewSchema>;
export type ExternalClickRecord = RecordOf<typeof externalClickSchema>;
export type JobReportRecord = RecordOf<typeof jobReportSchema>;
export type HotSearchRecord = RecordOf<typeof hotSearchSchema>;
export type RecruiterActivityRecord = RecordOf<typeof recruiterActivitySchema>;

/** Pool positions of the seeded history (applications use 1, 3 … 11; see applications.ts). */
const VIEWED = Array.from({ length: 12 }, (_, i) => i);
const PROFILE_VIEWERS = [20, 21, 22, 23];
const INTERESTED = [24, 25, 26];
/** Pool positions of the seeded applications (applications.ts). */
export const APPLIED_POOL_POSITIONS = [1, 3, 5, 7, 9, 11] as const;

/** The complete user's recruiter activity at those pool positions, the first `firstHours` before the seed date. */
function seededRecruiterActivity(db: Database, positions: readonly number[], firstHours: number) {
  const pool = historyJobPool(db);
  return positions.flatMap((position, n) => {
    const job = pool[position];
    return job ? [{ user_id: SEED_USERS.complete, recruiter_id: job.recruiter_id, job_id: job.id, activity_at: hoursBeforeSeed(firstHours + n * 13) }] : [];
  });
}

export const jobViews = defineCollection('job-views', {
  schema: jobViewSchema,
  seed: (db) => {
    const pool = historyJobPool(db);
    return VIEWED.flatMap((position, n) => {
      const job = pool[position];
      return job ? [{ user_id: SEED_USERS.complete, job_id: job.id, viewed_at: hoursBeforeSeed(3 + n * 7) }] : [];
    });
  },
});
export const externalClicks = defineCollection('external-job-clicks', { schema: externalClickSchema });
export const jobReports = defineCollection('job-reports', { schema: jobReportSchema });
export const hotSearches = defineCollection('hot-searches', { schema: hotSearchSchema });
export const profileViews = defineCollection('profile-views', { schema: recruiterActivitySchema, seed: (db) => seededRecruiterActivity(db, PROFILE_VIEWERS, 2) });
export const recruiterInterests = defineCollection('recruiter-interests', { schema: recruiterActivitySchema, seed: (db) => seededRecruiterActivity(db, INTERESTED, 9) });
export const jobViewCounts = defineCollection('job-view-counts', { schema: jobViewCountSchema });

/** The user's records of one of the collections above. */
export async function ofUser<S extends z.ZodType<{ user_id: number | null }>>(collection: DomainCollection<S>, userId: number): Promise<RecordOf<S>[]> {
  const records = (await collection()).findMany((q) => q.where((record) => (record as { user_id: number | null }).user_id === userId));
  return records as RecordOf<S>[];
}

export async function jobViewCount(jobId: number): Promise<number> {
  return (await jobViewCounts()).findFirst((q) => q.where({ job_id: jobId }))?.count ?? 0;
}

/** Counts a view of the job (guests' views count too). */
export function countJobView(jobId: number): Promise<void> {
  return jobViewCounts.exclusive(async () => {
    const counted = (await jobViewCounts()).findFirst((q) => q.where({ job_id: jobId }));
    if (!counted) await jobViewCounts.create({ job_id: jobId, count: 1 });
    else {
      await jobViewCounts.update(counted, (draft) => {
        draft.count += 1;
      });
    }
  });
}

/** Keeps one history entry per seeker and job: a new view moves it to the top. */
export function recordViewOf(userId: number, jobId: number, viewedAt: string): Promise<void> {
  return jobViews.exclusive(async () => {
    const existing = (await jobViews()).findFirst((q) => q.where({ user_id: userId, job_id: jobId }));
    if (!existing) {
      await jobViews.insert({ user_id: userId, job_id: jobId, viewed_at: viewedAt });
      return;
    }
    await jobViews.update(existing, (draft) => {
      draft.viewed_at = viewedAt;
    });
  });
}

/** One report per seeker and job: reporting again replaces the reason and the time. */
export function reportJobOf(userId: number, jobId: number, reasonId: number, reportedAt: string): Promise<JobReportRecord> {
  return jobReports.exclusive(async () => {
    const existing = (await jobReports()).findFirst((q) => q.where({ user_id: userId, job_id: jobId }));
    if (!existing) return jobReports.insert({ user_id: userId, job_id: jobId, report_reason_id: reasonId, reported_at: reportedAt });
    return jobReports.update(existing, (draft) => {
      draft.report_reason_id = reasonId;
      draft.reported_at = reportedAt;
    });
  });
}
