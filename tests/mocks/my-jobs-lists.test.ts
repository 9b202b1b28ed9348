/**
 * The My jobs lists (W14) as the page uses them: each of the seven job-service lists honours the three
 * sorts (1 latest activity, 2 recruiters most likely to reply, 3 highest salary) and pages by 30, and the
 * saved list follows saves and unsaves (the undo is a save again).
 */
import { describe, expect, it } from 'vitest';
import {
  deleteSavedJob, listAppliedJobs, listCommunicatedJobs, listInterestedRecruiters, listInterviewJobs, listProfileViewers, listSavedJobs,
  listViewedJobs, saveJob, type JobSummary, type MyJobsSortParameter,
} from '../../sdk/generated/job/hooks';
import { listRecommendedJobs } from '../../sdk/generated/reco/hooks';
import { asComplete } from '../support/api-calls';

const DEVICE = '3f6c2a4e-8b1d-4e7a-9c2f-5d8e1a7b9c30';

interface Row {
  at: string;
  job: JobSummary;
}

type Lister = (sort: MyJobsSortParameter) => Promise<Row[]>;

const LISTS: Record<string, Lister> = {
  saved: async (sort) => (await listSavedJobs({ sort }, asComplete)).jobs.map((job) => ({ at: job.saved_at, job })),
  applied: async (sort) => (await listAppliedJobs({ sort }, asComplete)).jobs.map((job) => ({ at: job.applied_at, job })),
  viewed: async (sort) => (await listViewedJobs({ sort }, asComplete)).jobs.map((job) => ({ at: job.viewed_at, job })),
  communicated: async (sort) => (await listCommunicatedJobs({ sort }, asComplete)).jobs.map((job) => ({ at: job.last_communicated_at, job })),
  interview: async (sort) => (await listInterviewJobs({ sort }, asComplete)).jobs.map((job) => ({ at: job.interview_at, job })),
  'who viewed me': async (sort) => (await listProfileViewers({ sort }, asComplete)).recruiters.map((r) => ({ at: r.activity_at, job: r.job })),
  'interested in me': async (sort) => (await listInterestedRecruiters({ sort }, asComplete)).recruiters.map((r) => ({ at: r.activity_at, job: r.job })),
};

const salaryOf = (row: Row) => row.job.salary.salary_to ?? row.job.salary.salary_from ?? -1;
const descending = (values: number[]) => [...values].sort((a, b) => b - a);

describe('My jobs lists: sort and paging', () => {
  for (const [name, list] of Object.entries(LISTS)) {
    it(`sorts the ${name} list by latest activity, relevance and highest salary`, async () => {
      const newest = await list(1);
      expect(newest.length).toBeGreaterThan(1);
      const times = newest.map((row) => Date.parse(row.at));
      expect(times).toEqual(descending(times));

      const relevance = (await list(2)).map((row) => row.job.recruiter.response_rate ?? 0);
      expect(relevance).toEqual(descending(relevance));

      const salaries = (await list(3)).map(salaryOf);
      expect(salaries).toEqual(descending(salaries));
    });
  }

  it('pages the saved list by 30, and follows saves, unsaves and the undo', async () => {
    const before = await listSavedJobs({}, asComplete);
    const saved = new Set(before.jobs.map((job) => job.id));
    const candidates = (await listRecommendedJobs({ size: 60 }, asComplete)).jobs.filter((job) => !saved.has(job.id)).slice(0, 31 - before.total_num);
    for (const job of candidates) await saveJob({ job_id: job.id, device_uuid: DEVICE, timestamp: 1_795_666_500 }, asComplete);

    const first = await listSavedJobs({ page: 1 }, asComplete);
    expect(first).toMatchObject({ page: 1, size: 30, total_num: 31, total_page: 2 });
    expect(first.jobs).toHaveLength(30);
    const second = await listSavedJobs({ page: 2 }, asComplete);
    expect(second.jobs).toHaveLength(1);
    expect(new Set([...first.jobs, ...second.jobs].map((job) => job.id)).size).toBe(31);

    const removed = first.jobs[0]!;
    await deleteSavedJob(removed.id, asComplete);
    expect((await listSavedJobs({}, asComplete)).jobs.map((job) => job.id)).not.toContain(removed.id);
    expect((await listSavedJobs({}, asComplete)).total_num).toBe(30);
    await saveJob({ job_id: removed.id, device_uuid: DEVICE, timestamp: 1_795_666_600 }, asComplete);
    const restored = await listSavedJobs({ sort: 1 }, asComplete);
    expect(restored.total_num).toBe(31);
    expect(restored.jobs[0]?.id).toBe(removed.id);
  });
});

describe('My jobs lists: filters', () => {
  it('keeps only the jobs of the chosen job type and work arrangement, counting only those', async () => {
    const all = await listSavedJobs({}, asComplete);
    const first = all.jobs[0]!;
    const byType = await listSavedJobs({ job_type_id: first.job_type_id }, asComplete);
    expect(byType.jobs.length).toBeGreaterThan(0);
    expect(byType.jobs.every((job) => job.job_type_id === first.job_type_id)).toBe(true);
    expect(byType.total_num).toBe(all.jobs.filter((job) => job.job_type_id === first.job_type_id).length);

    for (const arrangement of [1, 2, 3] as const) {
      const viewed = await listViewedJobs({ work_arrangement_id: arrangement }, asComplete);
      expect(viewed.jobs.every((job) => job.work_arrangement_id === arrangement)).toBe(true);
    }
    const both = await listCommunicatedJobs({ job_type_id: first.job_type_id, work_arrangement_id: first.work_arrangement_id }, asComplete);
    expect(both.jobs.every((job) => job.job_type_id === first.job_type_id && job.work_arrangement_id === first.work_arrangement_id)).toBe(true);
  });

  it('filters the applied list by application status too, and refuses an unknown status', async () => {
    const all = await listAppliedJobs({}, asComplete);
    const status = all.jobs[0]!.application_status;
    const only = await listAppliedJobs({ status }, asComplete);
    expect(only.jobs.length).toBe(all.jobs.filter((job) => job.application_status === status).length);
    expect(only.jobs.every((job) => job.application_status === status)).toBe(true);
    await expect(listAppliedJobs({ status: 'lost' as never }, asComplete)).rejects.toMatchObject({ code: 40001 });
    await expect(listInterviewJobs({ work_arrangement_id: 9 as never }, asComplete)).rejects.toMatchObject({ code: 40001 });
  });
});
