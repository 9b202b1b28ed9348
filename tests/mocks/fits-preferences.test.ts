/**
 * "Fits my preferences" and the best-fit sort (issue 26) on the job search and the My jobs lists: for a
 * signed-in seeker, only the jobs a job preference asks for, and the best fitting first; a guest's search
 * ignores both.
 */
import { describe, expect, it } from 'vitest';
import { JobSearchSort, listSavedJobs, listViewedJobs, saveJob, searchJobs, type JobSummary } from '../../sdk/generated/job/hooks';
import { asComplete } from '../support/api-calls';
import { MARIAS_KIND } from '../support/maria';

const DEVICE = '3f6c2a4e-8b1d-4e7a-9c2f-5d8e1a7b9c30';

const mariasFirstPreference = (job: JobSummary) => /accountant/i.test(job.title) && job.location_value.includes('Makati') && job.work_arrangement === 'hybrid';

describe('the job search for a signed-in seeker', () => {
  it('keeps only the jobs her preferences ask for', async () => {
    const all = await searchJobs({ size: 100 }, asComplete);
    const fitting = await searchJobs({ fits_preferences: true, size: 100 }, asComplete);
    expect(fitting.total_num).toBeGreaterThan(0);
    expect(fitting.total_num).toBeLessThan(all.total_num);
    for (const job of fitting.jobs) expect(job.title).toMatch(MARIAS_KIND);
  });

  it('sorts the best fitting first', async () => {
    const { jobs } = await searchJobs({ sort: JobSearchSort.BestFit, size: 5 }, asComplete);
    for (const job of jobs) expect(mariasFirstPreference(job), `${job.title}, ${job.location_value}, ${job.work_arrangement}`).toBe(true);
    const newest = await searchJobs({ sort: JobSearchSort.Newest, size: 5 }, asComplete);
    expect(newest.jobs.every(mariasFirstPreference)).toBe(false);
  });

  it('ignores both for a guest', async () => {
    const all = await searchJobs({ size: 30 });
    const fitting = await searchJobs({ fits_preferences: true, size: 30 });
    const bestFit = await searchJobs({ sort: JobSearchSort.BestFit, size: 30 });
    expect(fitting.total_num).toBe(all.total_num);
    expect(bestFit.jobs.map((job) => job.id)).toEqual(all.jobs.map((job) => job.id));
  });
});

describe('the My jobs lists', () => {
  it('filter and sort the saved jobs by her preferences', async () => {
    const page = await searchJobs({ size: 100 }, asComplete);
    const others = page.jobs.filter((job) => !MARIAS_KIND.test(job.title)).slice(0, 2);
    const fitting = (await searchJobs({ sort: JobSearchSort.BestFit, size: 2 }, asComplete)).jobs;
    for (const job of [...fitting, ...others]) await saveJob({ job_id: job.id, device_uuid: DEVICE, timestamp: 1_795_666_500 }, asComplete);

    const saved = await listSavedJobs({}, asComplete);
    const filtered = await listSavedJobs({ fits_preferences: true }, asComplete);
    expect(saved.jobs.length).toBeGreaterThan(filtered.jobs.length);
    for (const job of filtered.jobs) expect(job.title).toMatch(MARIAS_KIND);
    for (const job of others) expect(filtered.jobs.map((saved) => saved.id)).not.toContain(job.id);

    const best = await listSavedJobs({ sort: 4 }, asComplete);
    expect(best.jobs.slice(0, 2).every(mariasFirstPreference)).toBe(true);
    // The other lists take the filter too.
    const viewed = await listViewedJobs({ fits_preferences: true }, asComplete);
    for (const job of viewed.jobs) expect(job.title).toMatch(MARIAS_KIND);
  });
});
