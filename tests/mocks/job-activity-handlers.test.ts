/**
 * Jobs activity (saved, applied, viewed, reports, metrics, My jobs tabs), called through the generated
 * SDK as the app would. The mocks project resets the mock state before each test and checks every
 * reply against the contracts after it.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { onDomainEvent, type DomainEvent } from '../../mocks/state/domain-events';
import { ApiError } from '../../sdk/api-error';
import { listInterviews } from '../../sdk/generated/apiGo/hooks';
import { listConversations } from '../../sdk/generated/chat/hooks';
import { applyToJob } from '../../sdk/generated/data/hooks';
import {
  checkChatExists, checkJobSaved, deleteSavedJob, getAppliedJob, getJobDetail, getSavedJob, listAppliedJobs, listCommunicatedJobs,
  listInterestedRecruiters, listInterviewJobs, listProfileViewers, listSavedJobs, listViewedJobs, recordExternalJobClick, recordHotSearch,
  recordJobView, reportJob, saveJob, withdrawApplication,
} from '../../sdk/generated/job/hooks';
import { apiError, asComplete, asNewUser } from '../support/api-calls';

const DEVICE = '3f6c2a4e-8b1d-4e7a-9c2f-5d8e1a7b9c30';

async function expectCode(promise: Promise<unknown>, code: number, status: number): Promise<ApiError> {
  const error = await apiError(promise);
  expect({ code: error.code, status: error.status }).toEqual({ code, status });
  return error;
}

/** Answers every screening question of a job, as the apply form does. */
async function answersFor(jobId: number): Promise<{ question_id: number; answer: string }[]> {
  const job = await getJobDetail(jobId);
  return job.screening_questions.map((q) => ({ question_id: q.id, answer: 'Yes' }));
}

/** A pinned open ph job that asks screening questions. */
async function jobWithQuestions(): Promise<number> {
  for (const id of SEED_FIXTURES.phAccountantJobIds) {
    if ((await getJobDetail(id)).screening_questions.length > 0) return id;
  }
  throw new Error('no pinned ph job asks screening questions');
}

const events: DomainEvent[] = [];
const stopListening = onDomainEvent((event) => {
  events.push(event);
});

afterEach(() => {
  events.length = 0;
});

describe('saved jobs (J06, J13-J16)', () => {
  it('saves, shows, lists and unsaves a job', async () => {
    const jobId = SEED_FIXTURES.openPhJobId;
    expect((await listSavedJobs({}, asNewUser)).total_num).toBe(0);
    expect((await checkJobSaved(jobId, asNewUser)).is_saved).toBe(false);

    const saved = await saveJob({ job_id: jobId, device_uuid: DEVICE, timestamp: 1_795_666_500 }, asNewUser);
    expect(saved.id).toBe(jobId);
    expect(await checkJobSaved(jobId, asNewUser)).toMatchObject({ job_id: jobId, is_saved: true, saved_at: saved.saved_at });
    const again = await saveJob({ job_id: jobId, device_uuid: DEVICE, timestamp: 1_795_666_600 }, asNewUser);
    expect(again.saved_at).toBe(saved.saved_at);
    const list = await listSavedJobs({ page: 1, sort: 1 }, asNewUser);
    expect(list).toMatchObject({ page: 1, size: 30, total_num: 1, total_page: 1 });
    expect(list.jobs.map((job) => job.id)).toEqual([jobId]);
    expect((await getSavedJob(jobId, asNewUser)).saved_at).toBe(saved.saved_at);

    expect(await deleteSavedJob(jobId, asNewUser)).toEqual({ job_id: jobId, is_saved: false, saved_at: null });
    expect((await checkJobSaved(jobId, asNewUser)).is_saved).toBe(false);
    expect((await listSavedJobs({}, asNewUser)).jobs).toEqual([]);
    await expectCode(getSavedJob(jobId, asNewUser), 40004, 404);
    await expectCode(deleteSavedJob(jobId, asNewUser), 40004, 404);
  });

  it('keeps saved jobs per user and refuses deleted or unknown jobs', async () => {
    await saveJob({ job_id: SEED_FIXTURES.openPhJobId, device_uuid: DEVICE, timestamp: 1_795_666_500 }, asNewUser);
    expect((await checkJobSaved(SEED_FIXTURES.openPhJobId, asComplete)).is_saved).toBe(false);
    await expectCode(saveJob({ job_id: SEED_FIXTURES.deletedJobId, device_uuid: DEVICE, timestamp: 1 }, asNewUser), 41113, 404);
    await expectCode(saveJob({ job_id: 999_999_999, device_uuid: DEVICE, timestamp: 1 }, asNewUser), 40004, 404);
    await expectCode(saveJob({ job_id: SEED_FIXTURES.openPhJobId } as never, asNewUser), 40001, 422);
  });

  it('sorts the seeded saved jobs by newest save and by highest salary', async () => {
    const newest = await listSavedJobs({ sort: 1 }, asComplete);
    expect(newest.total_num).toBe(8);
    const savedAt = newest.jobs.map((job) => job.saved_at);
    expect(savedAt).toEqual([...savedAt].sort().reverse());
    const bySalary = await listSavedJobs({ sort: 3 }, asComplete);
    const top = bySalary.jobs.map((job) => job.salary.salary_to ?? job.salary.salary_from ?? -1);
    expect(top).toEqual([...top].sort((a, b) => b - a));
  });

  it('answers 40003 without a signed-in user (no token or a guest token)', async () => {
    await expectCode(listSavedJobs({}), 40003, 401);
    await expectCode(listSavedJobs({}, { headers: { Authorization: '' } }), 40003, 401);
    await expectCode(saveJob({ job_id: SEED_FIXTURES.openPhJobId, device_uuid: DEVICE, timestamp: 1 }), 40003, 401);
    await expectCode(listAppliedJobs({}), 40003, 401);
    await expectCode(applyToJob(SEED_FIXTURES.openPhJobId, { source: 'web' }), 40003, 401);
    await expectCode(listViewedJobs({}), 40003, 401);
  });
});

describe('applications (J17, J10-J12, J09)', () => {
  it('applies, lists, opens the chat, refuses a second application, withdraws and re-applies', async () => {
    const jobId = SEED_FIXTURES.openPhJobId;
    const job = await getJobDetail(jobId);
    const created = await applyToJob(jobId, { source: 'web', first_message: 'Hello, I would like to apply.', screening_answers: await answersFor(jobId) }, asNewUser);
    expect(created).toMatchObject({ job_id: jobId, recruiter_id: job.recruiter.id, status: 'pending', company_industry: job.company_industry });
    expect(created.job_categories).toEqual(job.job_categories);
    expect(events).toContainEqual({
      type: 'application-created', userId: 900_002, jobId, recruiterId: job.recruiter.id, applicationId: created.id, firstMessage: 'Hello, I would like to apply.',
    });

    const applied = await listAppliedJobs({}, asNewUser);
    expect(applied.jobs.map((j) => [j.id, j.application_id, j.application_status])).toEqual([[jobId, created.id, 'pending']]);
    expect((await getAppliedJob(created.id, asNewUser)).first_message).toBe('Hello, I would like to apply.');
    expect((await listCommunicatedJobs({}, asNewUser)).jobs.map((j) => j.id)).toEqual([jobId]);
    expect((await checkChatExists(job.recruiter.id, { job_id: jobId }, asNewUser)).exists).toBe(true);

    await expectCode(applyToJob(jobId, { source: 'web', screening_answers: await answersFor(jobId) }, asNewUser), 41134, 400);

    const withdrawn = await withdrawApplication(created.id, asNewUser);
    expect(withdrawn.application_status).toBe('cancelled');
    expect(events.some((event) => event.type === 'application-withdrawn' && event.applicationId === created.id)).toBe(true);
    await expectCode(withdrawApplication(created.id, asNewUser), 40005, 403);
    const again = await applyToJob(jobId, { source: 'mobile_web', screening_answers: await answersFor(jobId) }, asNewUser);
    expect(again.id).not.toBe(created.id);
    expect((await listAppliedJobs({ sort: 1 }, asNewUser)).jobs.map((j) => j.application_status)).toEqual(['pending', 'cancelled']);
  });

  it('refuses closed, on-hold, deleted, unknown and eligibility-restricted jobs', async () => {
    const body = { source: 'web' as const };
    const closed = await expectCode(applyToJob(SEED_FIXTURES.closedPhJobId, body, asNewUser), 41127, 400);
    expect(closed.message).toBe('Oops! This position is no longer open');
    const onHold = await expectCode(applyToJob(SEED_FIXTURES.onHoldJobId, body, asNewUser), 41127, 400);
    expect(onHold.message).toBe('Position is on hold');
    await expectCode(applyToJob(SEED_FIXTURES.deletedJobId, body, asNewUser), 41113, 404);
    await expectCode(applyToJob(999_999_999, body, asNewUser), 40004, 404);
    await expectCode(applyToJob(SEED_FIXTURES.sgJobId, body, asNewUser), 41274, 400);
    await expectCode(applyToJob(SEED_FIXTURES.openPhJobId, { source: 'desktop' } as never, asNewUser), 40001, 422);
    expect((await listAppliedJobs({}, asNewUser)).total_num).toBe(0);
  });

  it('requires an answer to every screening question', async () => {
    const jobId = await jobWithQuestions();
    const answers = await answersFor(jobId);
    await expectCode(applyToJob(jobId, { source: 'web', screening_answers: answers.slice(1) }, asNewUser), 41136, 400);
    await expectCode(applyToJob(jobId, { source: 'web' }, asNewUser), 41136, 400);
    expect((await applyToJob(jobId, { source: 'web', screening_answers: answers }, asNewUser)).screening_answers).toEqual(answers);
  });

  it('keeps applications private to their seeker', async () => {
    const seeded = await listAppliedJobs({}, asComplete);
    const first = seeded.jobs[0]!;
    await expectCode(getAppliedJob(first.application_id, asNewUser), 40004, 404);
    await expectCode(withdrawApplication(first.application_id, asNewUser), 40004, 404);
    expect((await getAppliedJob(first.application_id, asComplete)).application_id).toBe(first.application_id);
  });

  it('answers whether a chat with a recruiter exists', async () => {
    const communicated = (await listCommunicatedJobs({}, asComplete)).jobs[0]!;
    expect((await checkChatExists(communicated.recruiter.id, {}, asComplete)).exists).toBe(true);
    expect((await checkChatExists(communicated.recruiter.id, {}, asNewUser))).toMatchObject({ exists: false, last_communicated_at: null });
    await expectCode(checkChatExists(1, {}, asComplete), 40004, 404);
  });
});

describe('My jobs tabs and the seeded history', () => {
  it('gives the complete user a history in ph and the new user none', async () => {
    const applied = await listAppliedJobs({}, asComplete);
    expect(applied.total_num).toBe(6);
    expect(new Set(applied.jobs.map((j) => j.application_status)).size).toBe(6);
    expect((await listViewedJobs({}, asComplete)).total_num).toBe(12);
    // The communicated and interview tabs show what the chat and interview domains hold.
    const conversations = await Promise.all(
      (['all', 'not_interested'] as const).map(async (folder) => (await listConversations({ folder, size: 50 }, asComplete)).total_num),
    );
    expect((await listCommunicatedJobs({}, asComplete)).total_num).toBe(conversations[0]! + conversations[1]!);
    const interviews = await listInterviewJobs({}, asComplete);
    expect(interviews.total_num).toBe((await listInterviews({}, asComplete)).total_num);
    expect(interviews.total_num).toBeGreaterThan(0);
    const viewers = await listProfileViewers({}, asComplete);
    expect(viewers.total_num).toBe(4);
    expect(viewers.recruiters.every((r) => r.recruiter.id === r.job.recruiter.id && r.company_id === r.job.company_id && r.job.country_key === 'ph')).toBe(true);
    expect((await listInterestedRecruiters({ sort: 2 }, asComplete)).total_num).toBe(3);
    for (const list of [listSavedJobs, listAppliedJobs, listViewedJobs, listCommunicatedJobs, listInterviewJobs]) {
      expect((await list({}, asNewUser)).total_num).toBe(0);
    }
    expect((await listProfileViewers({}, asNewUser)).recruiters).toEqual([]);
    expect((await listInterestedRecruiters({}, asNewUser)).recruiters).toEqual([]);
  });

  it('puts a viewed job at the top of the viewed tab; guests are counted but keep no history', async () => {
    const jobId = SEED_FIXTURES.openPhJobId;
    expect((await recordJobView(jobId)).is_recorded).toBe(false);
    expect((await recordJobView(jobId, asComplete)).is_recorded).toBe(true);
    const viewed = await listViewedJobs({ sort: 1 }, asComplete);
    expect(viewed.total_num).toBe(13);
    expect(viewed.jobs[0]?.id).toBe(jobId);
    await recordJobView(jobId, asComplete);
    expect((await listViewedJobs({}, asComplete)).total_num).toBe(13);
    await expectCode(recordJobView(SEED_FIXTURES.deletedJobId), 41113, 404);
  });

  it('rejects an invalid page or sort with 40001', async () => {
    await expectCode(listViewedJobs({ page: 0 }, asComplete), 40001, 422);
    await expectCode(listSavedJobs({ sort: 5 as never }, asComplete), 40001, 422);
  });
});

describe('reports and metrics (J18, J19, J21)', () => {
  it('reports a job with a known reason only, once per seeker', async () => {
    const jobId = SEED_FIXTURES.openPhJobId;
    const error = await expectCode(reportJob(jobId, { report_reason_id: 11 }, asComplete), 40001, 422);
    expect(Object.keys(error.details?.fields ?? {})).toContain('report_reason_id');
    const first = await reportJob(jobId, { report_reason_id: 1 }, asComplete);
    const second = await reportJob(jobId, { report_reason_id: 6 }, asComplete);
    expect(second).toMatchObject({ id: first.id, job_id: jobId, report_reason_id: 6 });
    await expectCode(reportJob(jobId, { report_reason_id: 1 }), 40003, 401);
    await expectCode(reportJob(SEED_FIXTURES.deletedJobId, { report_reason_id: 1 }, asComplete), 41113, 404);
  });

  it('records external-job clicks and hot searches', async () => {
    const click = await recordExternalJobClick(SEED_FIXTURES.openPhJobId);
    expect(click.job_id).toBe(SEED_FIXTURES.openPhJobId);
    const metric = await recordHotSearch({ device: 'web', page: 'job_search', source: 'hot_job_title', query: 'Accountant', job_title_id: 312 });
    expect(metric).toMatchObject({ query: 'Accountant', job_title_id: 312 });
    await expectCode(recordHotSearch({ device: 'web', page: 'job_search', source: 'search_box', query: '' }), 40001, 422);
  });
});

afterAll(() => stopListening());
