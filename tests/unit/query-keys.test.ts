// The query keys are a contract between the server render and the browser: the browser must find the
// server's data under the same key when it takes over. These are the keys as they were when every
// feature moved to one options function per call; a change here needs a reason.
import { describe, expect, it } from 'vitest';
import { JobSearchSort, WorkArrangementId, type JobSearchRequest } from '@sdk/generated/job/hooks';
import type { QrLoginSession } from '@sdk/generated/auth/hooks';
import {
  companyJobsQuery,
  companyQuery,
  companySearchQuery,
  companySuggestionsQuery,
  featuredCompaniesQuery,
  similarCompaniesQuery,
} from '@web/features/company/company-queries';
import { homeJobsQuery, homeListRequest, topCompaniesQuery } from '@web/features/home/home-queries';
import { authoriseUrlQuery, singpassUserInfoQuery } from '@web/features/identity/identity-queries';
import { chatExistsQuery, jobDetailQuery, jobSavedQuery, redirectConditionQuery, similarJobsQuery } from '@web/features/job-detail/job-detail-queries';
import { hotJobTitlesQuery, jobTitleSuggestionsQuery, searchJobsQuery } from '@web/features/job-search/job-search-queries';
import { verifyEmailQuery } from '@web/features/password-reset/password-reset-queries';
import { qrLoginStatusQuery } from '@web/features/sign-in-options/sign-in-options-queries';
import { websiteOutageQuery } from '@web/features/system/system-queries';
import { configListsQuery } from '@web/lib/config-lists-queries';
import type { QueryScope } from '@web/lib/query-scope';

const scope: QueryScope = { country: 'sg', language: 'en-us', user: 42 };
describe('query keys: the scope first, then the generated key', () => {
  it('shared lists and the maintenance check', () => {
    // The lists a caller reads, by name in a fixed order, after the key of the whole reply they come from.
    expect(configListsQuery(scope, ['job_types', 'degrees']).queryKey).toEqual([scope, '/config/sg/list', { language_code: 'en-us' }, { lists: ['degrees', 'job_types'] }]);
    expect(configListsQuery(scope, ['job_types'])).toMatchObject({ staleTime: 30 * 60_000 });
    expect(websiteOutageQuery(scope).queryKey).toEqual([scope, '/config/search/website-outage', { language_code: 'en-us' }]);
    expect(websiteOutageQuery(scope)).toMatchObject({ staleTime: 5 * 60_000, retry: false });
  });

  it('home lists leave the device and its uuid out, so server and browser share them', () => {
    const server = homeJobsQuery(scope, { ...homeListRequest('latest', { uuid: 'server-uuid', type: 'web' }) });
    const browser = homeJobsQuery(scope, { ...homeListRequest('latest', { uuid: 'browser-uuid', type: 'mobile_web' }) });
    expect(server.queryKey).toEqual([scope, '/job/search', { sort: JobSearchSort.Newest, page: 1, size: 21 }]);
    expect(browser.queryKey).toEqual(server.queryKey);
    expect(server.meta).toBeUndefined();
    expect(topCompaniesQuery(scope).queryKey).toEqual([scope, '/company/featured-companies', { size: 8 }]);
  });

  it('company screens', () => {
    expect(companyQuery(scope, 7).queryKey).toEqual([scope, '/company/7']);
    expect(companyJobsQuery(scope, 7, 2, true).queryKey).toEqual([
      scope,
      '/search/jobs',
      { company_ids: [7], page: 2, size: 30, work_arrangements: [WorkArrangementId.Remote] },
    ]);
    expect(similarCompaniesQuery(scope, 7).queryKey).toEqual([scope, '/company/7/similar-companies']);
    expect(companySearchQuery(scope, 'acme', 1).queryKey).toEqual([scope, '/company/search', { query: 'acme', page: 1, size: 30 }]);
    expect(companySearchQuery(scope, '', 1).enabled).toBe(false);
    expect(featuredCompaniesQuery(scope).queryKey).toEqual([scope, '/company/featured-companies', { size: 12 }]);
    expect(companySuggestionsQuery(scope, 'ac').queryKey).toEqual([scope, '/company/search-suggestion', { query: 'ac' }]);
    expect(companySuggestionsQuery(scope, '').enabled).toBe(false);
  });

  it('job detail', () => {
    expect(jobDetailQuery(scope, 9).queryKey).toEqual([scope, '/job/9/detail']);
    expect(similarJobsQuery(scope, 9).queryKey).toEqual([scope, '/job/similar', { job_id: 9, size: 5 }]);
    // The seeker's own state of the job: only asked with a session.
    expect(jobSavedQuery(scope, 9, true).queryKey).toEqual([scope, '/job/9/is-saved']);
    expect(jobSavedQuery(scope, 9, false)).toMatchObject({ enabled: false });
    expect(redirectConditionQuery(scope, 9, true).queryKey).toEqual([scope, '/apiGo/web/jobseeker/redirect_condition', { job_id: 9 }]);
    expect(chatExistsQuery(scope, 4, true).queryKey).toEqual([scope, '/jobApplication/chats/check-exists/4/jobseekers']);
    expect(chatExistsQuery(scope, 4, false)).toMatchObject({ enabled: false });
  });

  it('job search: the request as given, undefined while there is none', () => {
    const body: JobSearchRequest = { query: 'nurse', page: 1 };
    expect(searchJobsQuery(scope, body).queryKey).toEqual([scope, '/search/jobs', body]);
    expect(searchJobsQuery(scope, undefined).queryKey).toEqual([scope, '/search/jobs', undefined]);
    expect(searchJobsQuery(scope, undefined).enabled).toBe(false);
    expect(hotJobTitlesQuery(scope).queryKey).toEqual([scope, '/recommendation/hot-job-titles']);
    expect(jobTitleSuggestionsQuery(scope, 'dev', true).queryKey).toEqual([scope, '/config/search/job-title-lists', { query: 'dev', size: 5 }]);
  });

  it('sign-in, email and identity screens', () => {
    expect(verifyEmailQuery(scope, { code: 'c' }).queryKey).toEqual([scope, '/data/email/verify', { code: 'c' }]);
    const session = { qr_id: 'qr-1', qr_content: '', poll_interval: 2 } as QrLoginSession;
    expect(qrLoginStatusQuery(scope, session).queryKey).toEqual([scope, '/auth/qr-login/qr-1']);
    expect(authoriseUrlQuery(scope, 'https://x/cb', true).queryKey).toEqual([scope, 'singpass', 'authorise-url', 'https://x/cb']);
    expect(singpassUserInfoQuery(scope).queryKey).toEqual([scope, '/auth/sg/singpass/user-info']);
  });
});
