/**
 * Sorting and paging of the My jobs lists (saved, applied, viewed, communicated, interview, who viewed
 * me, interested in me): 30 a page; sort 1 latest activity first, 2 relevance (the recruiters most
 * likely to reply first), 3 highest salary, 4 best fit for the seeker's job preferences (a list without a
 * fit, the recruiters', reads it as 1). Ties fall back to the latest activity.
 */
import type { Database } from '../../db/database';
import type { JobRecord } from '../../db/record-schemas';
import { pageOf, type PageFields } from '../../http/paging';

export const MY_JOBS_PAGE_SIZE = 30;

export type MyJobsSort = 1 | 2 | 3 | 4;

export type Page<T> = PageFields & { items: T[] };

/** An entry of a list, with the job it is about and when the activity happened (ISO, sortable as text). */
export interface Dated<T> {
  value: T;
  job: JobRecord;
  at: string;
}

function highestSalary(job: JobRecord): number {
  return job.salary.salary_to ?? job.salary.salary_from ?? -1;
}

function responseRate(db: Database, job: JobRecord): number {
  return db.side.recruitersById.get(job.recruiter_id)?.response_rate ?? 0;
}

/** `fitScore`: how well a job fits the seeker (preference-fit.ts), for sort 4; without it, 4 reads as 1. */
export function sortAndPage<T, R>(
  db: Database,
  entries: Dated<T>[],
  sort: MyJobsSort | undefined,
  page: number,
  project: (entry: Dated<T>) => R,
  fitScore?: (job: JobRecord) => number,
): Page<R> {
  const newest = (a: Dated<T>, b: Dated<T>) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.job.id - a.job.id);
  const order: Record<MyJobsSort, (a: Dated<T>, b: Dated<T>) => number> = {
    1: newest,
    2: (a, b) => responseRate(db, b.job) - responseRate(db, a.job) || newest(a, b),
    3: (a, b) => highestSalary(b.job) - highestSalary(a.job) || newest(a, b),
    4: fitScore ? (a, b) => fitScore(b.job) - fitScore(a.job) || newest(a, b) : newest,
  };
  return pageOf([...entries].sort(order[sort ?? 1]), page, MY_JOBS_PAGE_SIZE, project);
}

/** Pairs records with their jobs, dropping any whose job is missing from the catalogue. */
export function withJobs<T extends { job_id: number }>(db: Database, records: T[], at: (record: T) => string): Dated<T>[] {
  return records.flatMap((record) => {
    const job = db.indexes.jobsById.get(record.job_id);
    return job ? [{ value: record, job, at: at(record) }] : [];
  });
}
