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
  /** What a signed-in seeker's card compares with their profile (lib/job-fit); a guest's list leaves it out. */
  fit_facts?: CardFitFacts;
};

/** The fields of a job the card's "how you fit" reads beside those the card shows. */
export type CardFitFacts = Pick<JobSummary, 'skills' | 'location_id' | 'function_job_title_id' | 'job_type_id' | 'xp_lvl_id' | 'country_key'>;

/** A job as a list reply holds it: the card's fields, and the fit's when the reply has them. */
export type ListedJob = JobCardData & Partial<CardFitFacts>;

/** The fit's fields of a job that has them all. */
export function fitFactsOf(job: ListedJob): CardFitFacts | undefined {
  const { skills, location_id, function_job_title_id, job_type_id, xp_lvl_id, country_key } = job;
  if (!skills || location_id === undefined || function_job_title_id === undefined || job_type_id === undefined || xp_lvl_id === undefined || !country_key) return undefined;
  return { skills, location_id, function_job_title_id, job_type_id, xp_lvl_id, country_key };
}

/** Whether the lists of a scope keep the fit's fields: only a signed-in seeker's cards compare. */
export function keepsFitFacts(scope: { user: unknown }): boolean {
  return scope.user !== 'anonymous';
}

/** A list reply with card jobs; its pages, total and query id stay as they came. */
export type JobCardReply<TReply extends { jobs: readonly JobCardData[] }> = Omit<TReply, 'jobs'> & { jobs: JobCardData[] };

/** Only the card's fields of a job (any job a card can show: a JobSummary, a saved job...), and the fit's when asked. */
export function toJobCardData(job: ListedJob, withFitFacts = false): JobCardData {
  const { salary, recruiter } = job;
  const fitFacts = withFitFacts ? fitFactsOf(job) : undefined;
  // Written out field by field: the type refuses a missing field and an extra one alike.
  return {
    ...(fitFacts ? { fit_facts: fitFacts } : {}),
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

/** How a list keeps its jobs: the first `limit` of them when it shows fewer than it asks for, with the fit's fields or not. */
export interface CardListOptions {
  limit?: number;
  withFitFacts?: boolean;
}

/** The reply with its jobs as card data. */
export function toJobCardReply<TReply extends { jobs: readonly JobCardData[] }>(reply: TReply, { limit, withFitFacts = false }: CardListOptions = {}): JobCardReply<TReply> {
  const jobs = limit === undefined ? reply.jobs : reply.jobs.slice(0, limit);
  return { ...reply, jobs: jobs.map((job) => toJobCardData(job, withFitFacts)) };
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
export function jobCardListQuery<TReply extends { jobs: readonly JobCardData[] }>(generated: GeneratedQuery<TReply>, options: CardListOptions = {}) {
  const { queryKey, queryFn } = generated;
  if (typeof queryFn !== 'function') throw new Error('a generated list query always has its query function');
  return queryOptions({ queryKey, queryFn: async (context) => toJobCardReply(await queryFn(context), options) });
}
