/**
 * Company blocking (C08, C09, listBlockedCompanies) and what it hides: a blocked company and its jobs leave
 * that user's search, recommendations and company lists, and come back once unblocked; other users and
 * guests still see them. Called through the generated SDK; replies are checked against the contracts.
 */
import { describe, expect, it } from 'vitest';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { SEED_BLOCKED_COMPANY_ID } from '../../mocks/state/blocked-companies';
import {
  blockCompany, listBlockedCompanies, listCompanySearchSuggestions, listFeaturedCompanies, listSimilarCompanies, searchCompanies, unblockCompany,
} from '../../sdk/generated/company/hooks';
import { filterJobs, listSimilarJobs, searchJobs } from '../../sdk/generated/job/hooks';
import { listPersonalizedPicks, listRecommendedJobs } from '../../sdk/generated/reco/hooks';
import { asComplete, asNewUser, codeOf } from '../support/api-calls';

const blocked = SEED_FIXTURES.phCompanyId;
const companyIdsOf = (jobs: readonly { company_id: number }[]) => new Set(jobs.map((job) => job.company_id));

/** Every list the company's jobs appear in, as the user sees them. */
async function jobListsOf(as?: RequestInit) {
  return [
    (await searchJobs({ query: 'Accountant', size: 100 }, as)).jobs,
    (await filterJobs({ size: 100, device: 'web', device_uuid: '3f6c2a4e-8b1d-4e7a-9c2f-5d8e1a7b9c30' }, as)).jobs,
    (await listRecommendedJobs({ size: 100 }, as)).jobs,
    (await listSimilarJobs({ job_id: SEED_FIXTURES.phAccountantJobIds[1] ?? 0, size: 20 }, as ?? asNewUser)).jobs,
  ];
}

describe('company blocking', () => {
  it('blocks, lists and unblocks a company (blocking twice answers the same block)', async () => {
    const block = await blockCompany({ company_id: blocked }, asNewUser);
    expect(block.company_id).toBe(blocked);
    expect((await blockCompany({ company_id: blocked }, asNewUser)).id).toBe(block.id);
    const page = await listBlockedCompanies({}, asNewUser);
    expect(page.companies.map((c) => c.company_id)).toEqual([blocked]);
    expect(await unblockCompany(blocked, asNewUser)).toEqual({ company_id: blocked, is_blocked: false });
    expect((await listBlockedCompanies({}, asNewUser)).total_num).toBe(0);
    expect(await codeOf(unblockCompany(blocked, asNewUser))).toBe(40004);
    expect(await codeOf(blockCompany({ company_id: 999_999 }, asNewUser))).toBe(40004);
  });

  it("hides a blocked company's jobs from that user's search and recommendations only", async () => {
    for (const jobs of await jobListsOf(asNewUser)) expect(companyIdsOf(jobs).has(blocked)).toBe(true);
    await blockCompany({ company_id: blocked }, asNewUser);
    for (const jobs of await jobListsOf(asNewUser)) expect(companyIdsOf(jobs).has(blocked)).toBe(false);
    // Guests and other users still see them.
    expect(companyIdsOf((await searchJobs({ query: 'Accountant', size: 100 })).jobs).has(blocked)).toBe(true);
    expect(companyIdsOf((await searchJobs({ query: 'Accountant', size: 100 }, asComplete)).jobs).has(blocked)).toBe(true);
    await unblockCompany(blocked, asNewUser);
    for (const jobs of await jobListsOf(asNewUser)) expect(companyIdsOf(jobs).has(blocked)).toBe(true);
  });

  it('keeps the seeded block of the complete-profile user out of personalized picks and recommendations', async () => {
    const picks = await listPersonalizedPicks({ size: 100 }, asComplete);
    const recommended = await listRecommendedJobs({ size: 100 }, asComplete);
    expect(companyIdsOf(picks.jobs).has(SEED_BLOCKED_COMPANY_ID)).toBe(false);
    expect(companyIdsOf(recommended.jobs).has(SEED_BLOCKED_COMPANY_ID)).toBe(false);
    expect(companyIdsOf((await listRecommendedJobs({ size: 100 })).jobs).has(SEED_BLOCKED_COMPANY_ID)).toBe(true);
  });

  it('hides a blocked company from company search, featured, similar and suggestion lists', async () => {
    const ids = async (as?: RequestInit) => {
      const [search, featured, similar] = [
        await searchCompanies({ size: 100 }, as),
        await listFeaturedCompanies({ size: 50 }, as),
        await listSimilarCompanies(SEED_FIXTURES.phCompanyId + 1, undefined, as),
      ];
      return [search.companies, featured.companies, similar.companies].map((list) => new Set(list.map((c) => c.id)));
    };
    const before = await ids(asNewUser);
    const target = [...(before[2] ?? [])][0] ?? blocked;
    await blockCompany({ company_id: target }, asNewUser);
    for (const list of await ids(asNewUser)) expect(list.has(target)).toBe(false);
    for (const list of await ids()) expect(list.size).toBeGreaterThan(0);
    const name = (await searchCompanies({ size: 100 })).companies.find((c) => c.id === target)?.name ?? '';
    const suggestions = await listCompanySearchSuggestions({ query: name }, asNewUser);
    expect(suggestions.companies.map((c) => c.id)).not.toContain(target);
  });
});
