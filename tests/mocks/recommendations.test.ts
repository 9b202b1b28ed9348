/**
 * Recommendations follow the signed-in seeker's job preferences (issue 26): Maria, a CPA whose first
 * preference is a senior accountant's job in Makati, hybrid, PHP 60,000–85,000 a month, full time, sees
 * accounting jobs in Makati first, each saying why; a guest keeps the newest jobs, with no reasons.
 */
import { describe, expect, it } from 'vitest';
import { listSimilarJobs, RecoReason, type RecommendedJob } from '../../sdk/generated/job/hooks';
import { listPersonalizedPicks, listRecommendedJobs } from '../../sdk/generated/reco/hooks';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { asComplete, asNewUser } from '../support/api-calls';

const MAKATI = /Makati/;
const ACCOUNTING = /account/i;

const fitsMariasFirstPreference = (job: RecommendedJob) => ACCOUNTING.test(job.title) && MAKATI.test(job.location_value ?? '');

describe('recommended jobs for a signed-in seeker', () => {
  it("put Maria's accounting jobs in Makati first, and say why", async () => {
    const { jobs } = await listRecommendedJobs({ size: 5 }, asComplete);
    expect(jobs).toHaveLength(5);
    for (const job of jobs) {
      expect(fitsMariasFirstPreference(job), `${job.title} in ${job.location_value}`).toBe(true);
      expect(job.reco_reasons).toEqual(expect.arrayContaining([RecoReason.title_match, RecoReason.location_match, RecoReason.skills_match]));
    }
  });

  it('rank a job that fits more of the preferences higher', async () => {
    const { jobs } = await listRecommendedJobs({ size: 30 }, asComplete);
    const weights = jobs.map((job) => job.reco_reasons.length);
    expect(jobs[0]?.reco_reasons.length).toBe(Math.max(...weights));
    expect(jobs.at(-1)?.reco_reasons.length).toBeLessThanOrEqual(jobs[0]?.reco_reasons.length ?? 0);
  });

  it('keep only the jobs a preference asks for in the personalized picks', async () => {
    const { jobs, total_num } = await listPersonalizedPicks({ size: 30 }, asComplete);
    expect(total_num).toBeGreaterThan(0);
    for (const job of jobs) expect(job.reco_reasons.some((reason) => reason === RecoReason.title_match || reason === RecoReason.function_match)).toBe(true);
  });

  it('put the similar jobs that fit the seeker first', async () => {
    const job = SEED_FIXTURES.phAccountantJobIds[1] ?? 0;
    const mine = (await listSimilarJobs({ job_id: job, size: 5 }, asComplete)).jobs;
    const anyone = (await listSimilarJobs({ job_id: job, size: 5 }, asNewUser)).jobs;
    expect(mine.every((similar) => similar.reco_reasons.length > 0)).toBe(true);
    expect(anyone.every((similar) => similar.reco_reasons.length === 0)).toBe(true);
    expect(mine.filter(fitsMariasFirstPreference).length).toBeGreaterThanOrEqual(anyone.filter(fitsMariasFirstPreference).length);
  });
});

describe('recommended jobs for a guest', () => {
  it('are the newest jobs, with no reasons', async () => {
    const { jobs } = await listRecommendedJobs({ size: 10 });
    expect(jobs.length).toBe(10);
    expect(jobs.every((job) => job.reco_reasons.length === 0)).toBe(true);
    const published = jobs.map((job) => Date.parse(job.refreshed_at ?? job.published_at));
    expect(published).toEqual([...published].sort((a, b) => b - a));
  });
});
