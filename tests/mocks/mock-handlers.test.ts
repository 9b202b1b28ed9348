/**
 * The stateful mock handlers, called as a client would: through the generated SDK (for behaviour) and
 * with plain fetch (to check each raw envelope against the generated zod reply schema). The mocks
 * project's setup (tests/support/mock-lifecycle.ts) runs the msw/node server from createMockServer()
 * with onUnhandledRequest 'error', resets the database and scenarios before each test, and checks every
 * reply against the OpenAPI contracts after it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forceError, forceNetworkError, forceVariant, resetScenarios } from '../../mocks/scenario/helpers';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { loginAsGuest } from '../../sdk/generated/auth/hooks';
import { loginAsGuestResponse } from '../../sdk/generated/auth/zod';
import { getCompany, listCombinedSearchSuggestions, listFeaturedCompanies, listSimilarCompanies, searchCompanies } from '../../sdk/generated/company/hooks';
import * as companyZod from '../../sdk/generated/company/zod';
import { getConfigLists, getWebsiteOutage, listJobTitleSuggestions, listSkills } from '../../sdk/generated/config/hooks';
import * as configZod from '../../sdk/generated/config/zod';
import { filterJobs, getJob, getJobDetail, getJobStaticDetail, listSimilarJobs, searchJobs, type JobSummary } from '../../sdk/generated/job/hooks';
import * as jobZod from '../../sdk/generated/job/zod';
import { listHotJobTitles } from '../../sdk/generated/reco/hooks';
import { listHotJobTitlesResponse } from '../../sdk/generated/reco/zod';
import { apiError } from '../support/api-calls';

const BASE = 'http://localhost/api';
const HEADERS = { 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1', 'Device-Uuid': 'test-device', Authorization: 'Bearer guest-test' };

/** A raw envelope, parsed with the generated reply schema (throws when the reply drifts from the contract). */
async function raw<S extends z.ZodType>(schema: S, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<z.output<S>> {
  const response = await fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...HEADERS, 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
}

function matchesAccountant(job: JobSummary): boolean {
  return [job.title, job.company_name, ...job.skills].some((text) => text.toLowerCase().includes('accountant'));
}

afterEach(() => resetScenarios());

describe('job search (J01 searchJobs, J02 filterJobs)', () => {
  it('finds only matching open jobs of the caller country', async () => {
    const reply = await searchJobs({ query: 'accountant' });
    expect(reply.total_num).toBeGreaterThanOrEqual(SEED_FIXTURES.phAccountantJobIds.length);
    expect(reply.jobs.every((job) => job.country_key === 'ph' && job.status === 'open' && matchesAccountant(job))).toBe(true);
    const envelope = await raw(jobZod.searchJobsResponse, '/search/jobs', { method: 'POST', body: { query: 'accountant' } });
    expect(envelope.data.total_num).toBe(reply.total_num);
    expect(envelope.data.query_id).toBe(reply.query_id);
  });

  it('narrows to a location', async () => {
    const all = await searchJobs({ query: 'accountant' });
    const makati = await searchJobs({ query: 'accountant', job_locations: [SEED_FIXTURES.makatiLocationId] });
    expect(makati.total_num).toBeGreaterThan(0);
    expect(makati.total_num).toBeLessThan(all.total_num);
    expect(makati.jobs.every((job) => job.location_id === SEED_FIXTURES.makatiLocationId && job.location_value === 'Makati')).toBe(true);
  });

  it('keeps salaries inside the asked range and sorts by highest salary', async () => {
    const reply = await filterJobs({ salary_from: 50_000, salary_to: 100_000, sort: 3, size: 100, device: 'web', device_uuid: 'test-device' });
    expect(reply.total_num).toBeGreaterThan(0);
    for (const { salary } of reply.jobs) {
      const low = salary.salary_from ?? salary.salary_to;
      const high = salary.salary_to ?? salary.salary_from;
      expect(low).not.toBeNull();
      expect(high! >= 50_000 && low! <= 100_000).toBe(true);
    }
    const top = reply.jobs.map((job) => job.salary.salary_to ?? job.salary.salary_from ?? -1);
    expect(top).toEqual([...top].sort((a, b) => b - a));
    await raw(jobZod.filterJobsResponse, '/job/search', { method: 'POST', body: { salary_from: 50_000, sort: 3, device: 'web', device_uuid: 'x' } });
  });

  it('pages 30 jobs at a time with the right page count', async () => {
    const first = await searchJobs({});
    expect(first.jobs).toHaveLength(30);
    expect(first.total_page).toBe(Math.ceil(first.total_num / 30));
    const second = await searchJobs({ page: 2 });
    expect(second.page).toBe(2);
    expect(second.jobs.some((job) => first.jobs.some((other) => other.id === job.id))).toBe(false);
    const newest = first.jobs.map((job) => job.refreshed_at);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('answers the country of the Country-Id header, labelled in the language of Language-Id', async () => {
    const sg = await searchJobs({}, { headers: { 'Country-Id': '193' } });
    expect(sg.jobs.every((job) => job.country_key === 'sg' && job.salary.currency === 'SGD')).toBe(true);
    const ja = await searchJobs({ query: 'accountant' }, { headers: { 'Language-Id': '4' } });
    const fullTime = ja.jobs.find((job) => job.job_type_id === 1);
    expect(fullTime?.job_type_value).not.toBe('Full-time');
  });

  it('rejects an invalid body with 40001 and field messages', async () => {
    const error = await apiError(searchJobs({ size: 500 }));
    expect({ code: error.code, status: error.status }).toEqual({ code: 40001, status: 422 });
    expect(Object.keys(error.details?.fields ?? {})).toContain('size');
  });
});

describe('job detail (J03, J04, J05, J08)', () => {
  it('returns a job with its company and current status', async () => {
    const job = await getJobDetail(SEED_FIXTURES.openPhJobId);
    expect(job.company.id).toBe(SEED_FIXTURES.phCompanyId);
    expect(job.company_name).toBe(job.company.name);
    expect((await getJob(SEED_FIXTURES.closedPhJobId)).status).toBe('closed');
    expect((await getJobStaticDetail(SEED_FIXTURES.onHoldJobId)).status).toBe('on_hold');
    await raw(jobZod.getJobDetailResponse, `/job/${SEED_FIXTURES.openPhJobId}/detail`);
    await raw(jobZod.getJobResponse, `/job/${SEED_FIXTURES.sgJobId}`);
    await raw(jobZod.getJobStaticDetailResponse, `/job/${SEED_FIXTURES.openPhJobId}/static`);
  });

  it('answers 41113 for a deleted job and 40004 for an unknown one', async () => {
    const deleted = await apiError(getJob(SEED_FIXTURES.deletedJobId));
    expect({ code: deleted.code, status: deleted.status }).toEqual({ code: 41113, status: 404 });
    const unknown = await apiError(getJobDetail(999_999_999));
    expect({ code: unknown.code, status: unknown.status }).toEqual({ code: 40004, status: 404 });
  });

  it('lists similar jobs only with a token', async () => {
    const reply = await listSimilarJobs({ job_id: SEED_FIXTURES.openPhJobId });
    expect(reply.jobs.length).toBeGreaterThan(0);
    expect(reply.jobs.length).toBeLessThanOrEqual(5);
    expect(reply.jobs.every((job) => job.id !== SEED_FIXTURES.openPhJobId && job.country_key === 'ph' && job.status === 'open')).toBe(true);
    await raw(jobZod.listSimilarJobsResponse, `/job/similar?job_id=${SEED_FIXTURES.openPhJobId}&size=3`);
    const { Authorization: _dropped, ...anonymous } = HEADERS;
    const response = await fetch(`${BASE}/job/similar?job_id=${SEED_FIXTURES.openPhJobId}`, { headers: anonymous });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: number }).code).toBe(40003);
    const deleted = await apiError(listSimilarJobs({ job_id: SEED_FIXTURES.deletedJobId }));
    expect(deleted.code).toBe(41113);
  });
});

describe('scenarios', () => {
  it('forces a rate limit with its retry hint', async () => {
    forceError('searchJobs', 40006, { retryAfter: 12 });
    const error = await apiError(searchJobs({}));
    expect({ code: error.code, status: error.status, retryAfter: error.retryAfter }).toEqual({ code: 40006, status: 429, retryAfter: 12 });
  });

  it('forces a network failure', async () => {
    forceNetworkError('getJob');
    const error = await apiError(getJob(SEED_FIXTURES.openPhJobId));
    expect(error.kind).toBe('network');
  });

  it('reports maintenance with the outage variant', async () => {
    expect((await getWebsiteOutage()).is_outage).toBe(false);
    forceVariant('getWebsiteOutage', 'outage');
    const outage = await getWebsiteOutage();
    expect(outage).toMatchObject({ is_outage: true, title: 'We are under maintenance.' });
    expect(outage.subtitle).toBe('The page that you are looking for is currently under maintenance and will be back soon!');
    await raw(configZod.getWebsiteOutageResponse, '/config/search/website-outage');
  });
});

describe('config, reco and auth (G01-G04, J20, A06)', () => {
  it('serves config lists, title suggestions, skills and hot titles', async () => {
    const lists = await getConfigLists('sg', { language_code: 'zh-cn' });
    expect(lists.location_lists[0]?.locations.length).toBeGreaterThan(0);
    expect(lists.job_types.find((t) => t.id === 1)?.value).toBe('全职');
    await raw(configZod.getConfigListsResponse, '/config/ph/list?language_code=en-us');
    const titles = await listJobTitleSuggestions({ query: 'account' });
    expect(titles.job_titles.length).toBeGreaterThan(0);
    expect(titles.job_titles.length).toBeLessThanOrEqual(5);
    expect(titles.job_titles.every((t) => t.value.toLowerCase().includes('account'))).toBe(true);
    await raw(configZod.listJobTitleSuggestionsResponse, '/config/search/job-title-lists?query=dev&size=3');
    expect((await listSkills()).skills.length).toBeGreaterThan(0);
    await raw(configZod.listSkillsResponse, '/config/skill/lists');
    expect((await listHotJobTitles()).hot_job_titles.length).toBeGreaterThan(0);
    await raw(listHotJobTitlesResponse, '/recommendation/hot-job-titles');
  });

  it('logs a device in as the same guest every time', async () => {
    const body = { guest_role: 'jobseeker', country_id: 167, language_id: 1, device_name: 'Chrome', device_type: 'web', device_uuid: 'device-1' } as const;
    const first = await loginAsGuest(body);
    expect(first.token).toMatch(/^guest-[0-9a-f-]{36}$/);
    expect(first.expires_in).toBe(2_592_000);
    expect(await loginAsGuest(body)).toEqual(first);
    await raw(loginAsGuestResponse, '/auth/guest/login', { method: 'POST', body });
    const error = await apiError(loginAsGuest({ ...body, device_uuid: '' }));
    expect(error.code).toBe(40001);
  });
});

describe('companies (C01-C06)', () => {
  it('returns a company with counts of its open jobs', async () => {
    const company = await getCompany(SEED_FIXTURES.phCompanyId);
    const jobs = await searchJobs({ company_ids: [SEED_FIXTURES.phCompanyId], size: 100 });
    expect(company.job_count).toBe(jobs.total_num);
    expect(company.logo).toMatch(/^http:\/\/localhost\//);
    await raw(companyZod.getCompanyResponse, `/company/${SEED_FIXTURES.phCompanyId}`);
    const missing = await apiError(getCompany(999_999));
    expect({ code: missing.code, status: missing.status }).toEqual({ code: 40004, status: 404 });
  });

  it('searches, suggests, features and compares companies', async () => {
    const company = await getCompany(SEED_FIXTURES.phCompanyId);
    const word = company.name.split(' ')[0]!;
    const found = await searchCompanies({ query: word });
    expect(found.companies.some((c) => c.id === company.id)).toBe(true);
    expect(found.companies.every((c) => c.country_key === 'ph')).toBe(true);
    await raw(companyZod.searchCompaniesResponse, '/company/search?page=1&size=5');
    await raw(companyZod.listCompanySearchSuggestionsResponse, `/company/search-suggestion?query=${encodeURIComponent(word)}`);
    const combined = await listCombinedSearchSuggestions({ query: word });
    expect(combined.companies.some((c) => c.id === company.id)).toBe(true);
    await raw(companyZod.listCombinedSearchSuggestionsResponse, '/company/combined_search_suggestion?query=acc');
    const featured = await listFeaturedCompanies({ size: 3 });
    expect(featured.companies.length).toBeLessThanOrEqual(3);
    expect(featured.companies.every((c) => c.is_verified && c.country_key === 'ph')).toBe(true);
    const counts = featured.companies.map((c) => c.job_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await raw(companyZod.listFeaturedCompaniesResponse, '/company/featured-companies');
    const similar = await listSimilarCompanies(SEED_FIXTURES.phCompanyId);
    expect(similar.companies.every((c) => c.id !== company.id && c.industry_id === company.industry_id && c.country_key === 'ph')).toBe(true);
    await raw(companyZod.listSimilarCompaniesResponse, `/company/${SEED_FIXTURES.phCompanyId}/similar-companies`);
  });
});
