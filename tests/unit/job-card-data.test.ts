// The lists shown as job cards keep only what a card reads, in the cache and so in the page state the
// server sends: each list query's own function trims the reply, whatever screen asks for it.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobSummary } from '@sdk/generated/job/hooks';
import { configureTransport } from '@sdk/transport';
import { areaJobsQuery } from '@web/features/area-landing/area-landing-queries';
import { companyJobsQuery } from '@web/features/company/company-queries';
import { categoryRequest, homeJobsQuery, homeListRequest } from '@web/features/home/home-queries';
import { similarJobsQuery } from '@web/features/job-detail/job-detail-queries';
import { searchJobsQuery } from '@web/features/job-search/job-search-queries';
import type { JobCardData } from '@web/lib/job-card-data';
import type { ListAsker } from '@web/lib/job-list-queries';
import type { QueryScope } from '@web/lib/query-scope';
import { jobSearchReply, jobSummaryFactory } from '../support/factories/job-summary-factory';

const scope: QueryScope = { country: 'ph', language: 'en-us', user: 'anonymous' };
const asker: ListAsker = { uuid: 'device-1', type: 'web' };

// The fields components/job-card.tsx and the list tracking read, listed here on their own so a field
// slipping into (or out of) the cache shows up.
const CARD_FIELDS = [
  'company_logo', 'company_name', 'id', 'is_company_verified', 'is_urgent', 'job_type_value', 'location_value',
  'recruiter', 'salary', 'slug', 'title', 'work_arrangement', 'xp_lvl_value',
];
const SALARY_FIELDS = ['currency', 'salary_from', 'salary_to', 'salary_type'];
const RECRUITER_FIELDS = ['activity_label', 'full_name', 'replied_minutes_ago'];

function cardOf(job: JobSummary) {
  const fields = Object.fromEntries(CARD_FIELDS.map((field) => [field, job[field as keyof JobSummary]]));
  const salary = Object.fromEntries(SALARY_FIELDS.map((field) => [field, job.salary[field as keyof JobSummary['salary']]]));
  const recruiter = Object.fromEntries(RECRUITER_FIELDS.map((field) => [field, job.recruiter[field as keyof JobSummary['recruiter']]]));
  return { ...fields, salary, recruiter };
}

/** The API answers every call with `reply` (the similar jobs call with its jobs only, as its contract says). */
function answerWith(reply: ReturnType<typeof jobSearchReply>): void {
  configureTransport({
    baseUrls: { default: 'http://x.test/api' },
    fetch: (async (request: Request) => {
      const data = new URL(request.url).pathname.endsWith('/job/similar') ? { jobs: reply.jobs } : reply;
      return new Response(JSON.stringify({ code: 0, message: 'success', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
}

type CardList = (client: QueryClient, scope: QueryScope) => Promise<{ jobs: readonly JobCardData[] }>;

const LISTS: Record<string, CardList> = {
  'search results': (client, listScope) => client.fetchQuery(searchJobsQuery(listScope, { query: 'accountant', page: 2 })),
  'company jobs': (client, listScope) => client.fetchQuery(companyJobsQuery(listScope, 300, 2, false)),
  'area landing page': (client, listScope) => client.fetchQuery(areaJobsQuery(listScope, 'remote', 2, asker)),
  'similar jobs': (client, listScope) => client.fetchQuery(similarJobsQuery(listScope, 9)),
  'home list': (client, listScope) => client.fetchQuery(homeJobsQuery(listScope, homeListRequest('latest', asker))),
  'home category tab': (client, listScope) => client.fetchQuery(homeJobsQuery(listScope, categoryRequest(4, asker))),
};

afterEach(() => configureTransport({ baseUrls: { default: '/api' }, fetch: undefined, getHeaders: () => ({}) }));

describe('job card lists', () => {
  it.each(Object.entries(LISTS))('%s: each job keeps exactly the card fields, in the cache too', async (_list, fetchList) => {
    const jobs = [jobSummaryFactory.build(), jobSummaryFactory.build({ is_urgent: true, salary: { ...jobSummaryFactory.build().salary, currency: 'USD' } })];
    answerWith(jobSearchReply(jobs, { page: 2, total_num: 45 }));
    const client = new QueryClient();
    const data = await fetchList(client, scope);
    for (const job of data.jobs) {
      expect(Object.keys(job).sort()).toEqual(CARD_FIELDS);
      expect(Object.keys(job.salary).sort()).toEqual(SALARY_FIELDS);
      expect(Object.keys(job.recruiter).sort()).toEqual(RECRUITER_FIELDS);
    }
    expect(data.jobs).toEqual(jobs.map(cardOf));
    // What the cache holds is what the server dehydrates into the page.
    const [cached] = client.getQueryCache().getAll();
    expect(cached?.state.data).toBe(data);
  });

  it.each(['search results', 'company jobs', 'area landing page', 'home list'])('%s: the paging and query id the screens and tracking use are kept', async (list) => {
    const reply = jobSearchReply([jobSummaryFactory.build(), jobSummaryFactory.build()], { page: 2, total_num: 45 });
    answerWith(reply);
    const { jobs: _jobs, ...rest } = await LISTS[list]!(new QueryClient(), scope);
    const { jobs: _served, ...paging } = reply;
    expect(rest).toEqual(paging);
  });

  it.each(['home list', 'home category tab'])('%s: asks for the spec\'s 21 jobs and keeps the first six', async (list) => {
    const page = Array.from({ length: 21 }, () => jobSummaryFactory.build());
    answerWith(jobSearchReply(page));
    const { jobs } = await LISTS[list]!(new QueryClient(), scope);
    expect(jobs.map((job) => job.id)).toEqual(page.slice(0, 6).map((job) => job.id));
    expect(homeListRequest('latest', asker).size).toBe(21);
    expect(categoryRequest(4, asker).size).toBe(21);
  });

  it.each(['search results', 'company jobs', 'area landing page', 'similar jobs'])('%s: keeps every job of the page', async (list) => {
    const page = Array.from({ length: 21 }, () => jobSummaryFactory.build());
    answerWith(jobSearchReply(page));
    const { jobs } = await LISTS[list]!(new QueryClient(), scope);
    expect(jobs.map((job) => job.id)).toEqual(page.map((job) => job.id));
  });

  it.each(Object.entries(LISTS))('%s: a signed-in seeker\'s list also keeps what the card\'s "how you fit" reads, aside', async (_list, fetchList) => {
    const jobs = [jobSummaryFactory.build(), jobSummaryFactory.build()];
    answerWith(jobSearchReply(jobs));
    const data = await fetchList(new QueryClient(), { ...scope, user: 900001 });
    expect(data.jobs).toEqual(
      jobs.map((job) => ({
        ...cardOf(job),
        fit_facts: { skills: job.skills, location_id: job.location_id, function_job_title_id: job.function_job_title_id, job_type_id: job.job_type_id, xp_lvl_id: job.xp_lvl_id, country_key: job.country_key },
      })),
    );
  });
});
