/**
 * What a job card shows (components/job-card.tsx), and the list queries that keep no more of a job than
 * that. The server sends the query cache in the page (app/app-state.tsx) and the browser hydrates it:
 * a job's 30 fields, nested recruiter and salary included, become the 13 a card reads.
 */
import { queryOptions, type QueryFunction, type QueryKey, type SkipToken } from '@tanstack/react-query';
import type { JobSummary, Recruiter, Salary } from '@sdk/generated/job/hooks';

/** A job as a card shows it; `id` keys the card and its tracking (lib/tracking/use-job-list-tracking.ts). */
export type JobCardData = Pick<
  JobSummary,
  | 'id'
  | 'slug'
  | 'title'
  | 'is_urgent'
  | 'location_value'
  | 'work_arrangement'
  | 'job_type_value'
  | 'xp_lvl_value'
  | 'company_logo'
  | 'company_name'
  | 'is_company_verified'
> & {
  /** What formatSalary and the approximate salary read. */
  salary: Pick<Salary, 'salary_from' | 'salary_to' | 'currency' | 'salary_type'>;
  /** The recruiter line: name and how recently they answered. */
  recruiter: Pick<Recruiter, 'full_name' | 'activity_label' | 'replied_minutes_ago'>;
};

/** A list reply with card jobs; its pages, total and query id stay as they came. */
export type JobCardReply<TReply extends { jobs: readonly JobCardData[] }> = Omit<TReply, 'jobs'> & { jobs: JobCardData[] };

/** Only the card's fields of a job (any job a card can show: a JobSummary, a saved job...). */
export function toJobCardData(job: JobCardData): JobCardData {
  const { salary, recruiter } = job;
  // Written out field by field: the type refuses a missing field and an extra one alike.
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    is_urgent: job.is_urgent,
    location_value: job.location_value,
    work_arrangement: job.work_arrangement,
    job_type_value: job.job_type_value,
    xp_lvl_value: job.xp_lvl_value,
    company_logo: job.company_logo,
    company_name: job.company_name,
    is_company_verified: job.is_company_verified,
    salary: { salary_from: salary.salary_from, salary_to: salary.salary_to, currency: salary.currency, salary_type: salary.salary_type },
    recruiter: { full_name: recruiter.full_name, activity_label: recruiter.activity_label, replied_minutes_ago: recruiter.replied_minutes_ago },
  };
}

/** The reply with its jobs as card data, the first `limit` of them when a list shows fewer than it asks for. */
export function toJobCardReply<TReply extends { jobs: readonly JobCardData[] }>(reply: TReply, limit?: number): JobCardReply<TReply> {
  const jobs = limit === undefined ? reply.jobs : reply.jobs.slice(0, limit);
  return { ...reply, jobs: jobs.map(toJobCardData) };
}

/** The part of a generated query's options a card list wraps. */
interface GeneratedQuery<TReply> {
  queryKey: QueryKey;
  queryFn?: QueryFunction<TReply, QueryKey, never> | SkipToken;
}

/**
 * A generated list query whose reply is trimmed to card data in its query function, so the cache (and the
 * page state the server sends) never holds the rest. The generated key is kept as it is: the server render
 * and the browser find the list under the same key. Scope it, and add its other options, as any query.
 */
export function jobCardListQuery<TReply extends { jobs: readonly JobCardData[] }>(generated: GeneratedQuery<TReply>, limit?: number) {
  const { queryKey, queryFn } = generated;
  if (typeof queryFn !== 'function') throw new Error('a generated list query always has its query function');
  return queryOptions({ queryKey, queryFn: async (context) => toJobCardReply(await queryFn(context), limit) });
}
