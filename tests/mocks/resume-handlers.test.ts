/**
 * The resume domain's stateful handlers, called through the generated SDK (and sdk/stream.ts for the
 * streamed career summary): uploads land in the list, limits answer their codes, deletes disappear,
 * and one user cannot touch another's records.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { forceVariant, resetScenarios } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import {
  createResumeDraft, deleteResume, getMyProfile, deleteResumeDraft, deleteVideoResume, generateCareerSummary, generateResume, getResumeAnalysis,
  getResumeSyncableContent, getResumeTemplate, listResumeAnalyses, listResumeDrafts, listResumes, listResumeTemplates, listVideoResumes,
  rateResumeSync, refreshResumes, renameResume, resolveResumeAnalysisIssue, rewriteCareerSummary, sendResumeEmail, setAutoSendResume, startResumeAnalysis,
  syncResumeContent, updateCareerSummary, updateResumeDraft, uploadResume, uploadVideoCover, uploadVideoResume,
} from '../../sdk/generated/jobseeker/hooks';
import { streamEvents } from '../../sdk/stream';
import { apiError } from '../support/api-calls';
import { sampleFile } from '../support/file-samples';

const COMPLETE = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.complete}` } };
const NEW_USER = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.newUser}` } };
const MB = 1024 * 1024;

function pdf(name = 'Maria_Santos_Resume_Nov.pdf', size = 3_000): File {
  return size === 0 ? new File([], name, { type: 'application/pdf' }) : sampleFile('pdf', name, { size, type: 'application/pdf' });
}

afterEach(() => {
  resetScenarios();
  setMockClock(undefined);
});

describe('resumes (listResumes, R01–R05, setAutoSendResume)', () => {
  it('lists the seeded resumes; a new user has none; a guest is refused', async () => {
    const mine = await listResumes(COMPLETE);
    expect(mine.resumes.map((resume) => resume.kind).sort()).toEqual(['attached', 'attached', 'generated']);
    expect(mine).toMatchObject({ attached_count: 2, max_attached: 3, auto_send_resume_id: 5001 });
    expect((await listResumes(NEW_USER)).resumes).toEqual([]);
    expect((await apiError(listResumes())).code).toBe(40003);
  });

  it('lists an upload, then refuses a fourth attached resume with 41170', async () => {
    const uploaded = await uploadResume({ file: pdf() }, COMPLETE);
    expect(uploaded).toMatchObject({ kind: 'attached', filename: 'Maria_Santos_Resume_Nov.pdf', file_size: 3_000, mime_type: 'application/pdf', is_syncable: true });
    const list = await listResumes(COMPLETE);
    expect(list.resumes[0]!.id).toBe(uploaded.id);
    expect(list.attached_count).toBe(3);
    expect((await apiError(uploadResume({ file: pdf('another.pdf') }, COMPLETE))).code).toBe(41170);
  });

  it('checks type, size and parsing', async () => {
    expect((await apiError(uploadResume({ file: new File(['x'], 'photo.png', { type: 'image/png' }) }, NEW_USER))).code).toBe(41264);
    expect((await apiError(uploadResume({ file: pdf('big.pdf', 5 * MB + 1) }, NEW_USER))).code).toBe(41174);
    expect((await apiError(uploadResume({ file: pdf('empty.pdf', 0) }, NEW_USER))).code).toBe(41281);
    forceVariant('uploadResume', 'parse-failed');
    expect((await apiError(uploadResume({ file: pdf() }, NEW_USER))).code).toBe(41281);
    resetScenarios();
    const docx = sampleFile('docx', 'cv.docx', { size: 4_000 });
    expect(await uploadResume({ file: docx }, NEW_USER)).toMatchObject({ mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect((await listResumes(NEW_USER)).resumes).toHaveLength(1);
  });

  it('takes up to 30 MB from the online resume\'s upload modal (source profile_modal), answering a larger file with 40001 on file', async () => {
    const big = await uploadResume({ file: pdf('big.pdf', 5 * MB + 1), source: 'profile_modal' }, NEW_USER);
    expect(big).toMatchObject({ kind: 'attached', file_size: 5 * MB + 1 });
    expect(await uploadResume({ file: pdf('largest.pdf', 30 * MB), source: 'profile_modal' }, NEW_USER)).toMatchObject({ file_size: 30 * MB });
    const error = await apiError(uploadResume({ file: pdf('huge.pdf', 30 * MB + 1), source: 'profile_modal' }, NEW_USER));
    expect(error.code).toBe(40001);
    expect(error.details?.fields?.file).toEqual(['The resume must be 30 MB or smaller.']);
    expect((await apiError(uploadResume({ file: pdf('big.pdf', 5 * MB + 1), source: 'resume_page' }, NEW_USER))).code).toBe(41174);
    expect((await listResumes(NEW_USER)).resumes).toHaveLength(2);
  });

  it('renames, keeping the extension, and rejects special characters', async () => {
    const renamed = await renameResume(5002, { filename: 'Maria Santos - Finance' }, COMPLETE);
    expect(renamed.filename).toBe('Maria Santos - Finance.docx');
    expect((await listResumes(COMPLETE)).resumes.find((resume) => resume.id === 5002)?.filename).toBe('Maria Santos - Finance.docx');
    const error = await apiError(renameResume(5002, { filename: 'my<resume>?' }, COMPLETE));
    expect(error.code).toBe(40001);
    expect(error.details?.fields?.filename).toBeDefined();
  });

  it('deletes a resume, except the auto-send one (41186), and not another user\'s', async () => {
    expect((await apiError(deleteResume(5001, COMPLETE))).code).toBe(41186);
    expect((await apiError(deleteResume(5002, NEW_USER))).code).toBe(40004);
    expect(await deleteResume(5002, COMPLETE)).toEqual({ id: 5002 });
    expect((await listResumes(COMPLETE)).resumes.map((resume) => resume.id)).not.toContain(5002);
    expect((await apiError(deleteResume(5002, COMPLETE))).code).toBe(40004);
  });

  it('moves auto-send, which frees the old resume for deletion', async () => {
    expect(await setAutoSendResume(5003, { enabled: true }, COMPLETE)).toMatchObject({ id: 5003, is_auto_send: true });
    const list = await listResumes(COMPLETE);
    expect(list.auto_send_resume_id).toBe(5003);
    expect(list.resumes.filter((resume) => resume.is_auto_send)).toHaveLength(1);
    await deleteResume(5001, COMPLETE);
  });

  it('refreshes for free for 7 days from the first refresh, then answers 40005; without a resume 40004', async () => {
    setMockClock(Date.parse('2026-11-22T02:00:00Z'));
    expect((await listResumes(COMPLETE)).refresh).toEqual({ free_days: 7, free_until: null, last_refreshed_at: null });
    expect(await refreshResumes(COMPLETE)).toEqual({ free_days: 7, free_until: '2026-11-29T02:00:00.000Z', last_refreshed_at: '2026-11-22T02:00:00.000Z' });
    setMockClock(Date.parse('2026-11-28T02:00:00Z'));
    expect(await refreshResumes(COMPLETE)).toMatchObject({ free_until: '2026-11-29T02:00:00.000Z', last_refreshed_at: '2026-11-28T02:00:00.000Z' });
    expect((await listResumes(COMPLETE)).refresh.last_refreshed_at).toBe('2026-11-28T02:00:00.000Z');
    setMockClock(Date.parse('2026-11-29T02:00:00Z'));
    expect((await apiError(refreshResumes(COMPLETE))).code).toBe(40005);
    expect((await apiError(refreshResumes(NEW_USER))).code).toBe(40004);
  });

  it('emails a resume of the user only', async () => {
    expect(await sendResumeEmail({ email: 'hr@pacificharbor.example.com', resume_id: 5001 }, COMPLETE)).toMatchObject({ resume_id: 5001, email: 'hr@pacificharbor.example.com' });
    expect((await apiError(sendResumeEmail({ email: 'not-an-email', resume_id: 5001 }, COMPLETE))).code).toBe(40001);
    expect((await apiError(sendResumeEmail({ email: 'hr@example.com', resume_id: 5001 }, NEW_USER))).code).toBe(40004);
  });

  it('generates a resume with a template', async () => {
    const generated = await generateResume({ template_id: 2 }, NEW_USER);
    expect(generated).toMatchObject({ kind: 'generated', template_id: 2, filename: 'Juan_Dela_Cruz_Modern.pdf', is_syncable: false });
    expect((await listResumes(NEW_USER)).resumes.map((resume) => resume.id)).toEqual([generated.id]);
    expect((await apiError(generateResume({ template_id: 99 }, NEW_USER))).code).toBe(40004);
    forceVariant('generateResume', 'generation-failed');
    expect((await apiError(generateResume({ template_id: 1 }, NEW_USER))).code).toBe(50010);
  });
});

describe('resume sync (R06, syncResumeContent, rateResumeSync)', () => {
  it('syncs chosen items, which are then no longer offered, and takes a rating', async () => {
    const found = await getResumeSyncableContent(5001, COMPLETE);
    expect(found.work_experiences.length + found.educations.length + found.skills.length).toBeGreaterThan(0);
    expect((await apiError(rateResumeSync(5001, { rating: 'perfect_match' }, COMPLETE))).code).toBe(40001);
    const skill = found.skills[0]!.key;
    const result = await syncResumeContent(5001, { work_experience_keys: [found.work_experiences[0]!.key], education_keys: [], skill_keys: [skill] }, COMPLETE);
    expect(result).toMatchObject({ synced_work_experiences: 1, synced_educations: 0, synced_skills: 1 });
    const left = await getResumeSyncableContent(5001, COMPLETE);
    expect(left.work_experiences).toEqual([]);
    expect(left.skills.map((item) => item.key)).not.toContain(skill);
    expect(await rateResumeSync(5001, { rating: 'perfect_match' }, COMPLETE)).toMatchObject({ resume_id: 5001, rating: 'perfect_match' });
    expect((await apiError(syncResumeContent(5001, { work_experience_keys: ['nope'], education_keys: [], skill_keys: [] }, COMPLETE))).code).toBe(40001);
    expect((await apiError(getResumeSyncableContent(5001, NEW_USER))).code).toBe(40004);
  });

  it('offers the items of a fresh upload', async () => {
    const uploaded = await uploadResume({ file: pdf() }, NEW_USER);
    const found = await getResumeSyncableContent(uploaded.id, NEW_USER);
    expect(found.educations.length).toBeGreaterThan(0);
    await syncResumeContent(uploaded.id, { work_experience_keys: found.work_experiences.map((item) => item.key), education_keys: found.educations.map((item) => item.key), skill_keys: found.skills.map((item) => item.key) }, NEW_USER);
    expect((await listResumes(NEW_USER)).resumes[0]!.is_syncable).toBe(false);
    // The synced items are the profile's own now, with the education level the degree names.
    const profile = await getMyProfile(undefined, NEW_USER);
    expect(profile.work_experiences.map((item) => item.company_name)).toEqual(found.work_experiences.map((item) => item.company_name));
    expect(profile.educations).toEqual([expect.objectContaining({ school_name: found.educations[0]!.school_name, education_level_value: "Bachelor's Degree" })]);
    expect(profile.skills.map((skill) => skill.value)).toEqual(found.skills.map((item) => item.name));
  });
});

describe('drafts and templates', () => {
  it('creates drafts up to 5 (41254 beyond), updates and deletes them', async () => {
    expect((await listResumeDrafts(COMPLETE)).drafts).toHaveLength(1);
    const created = [];
    for (let index = 0; index < 4; index += 1) created.push(await createResumeDraft({ name: `Draft ${index + 1}`, template_id: 1 }, COMPLETE));
    expect((await listResumeDrafts(COMPLETE)).drafts).toHaveLength(5);
    expect((await apiError(createResumeDraft({ name: 'One too many' }, COMPLETE))).code).toBe(41254);
    const updated = await updateResumeDraft(created[0]!.id, { name: 'Finance draft', content: { headline: 'CPA', summary: null, sections: [] } }, COMPLETE);
    expect(updated).toMatchObject({ name: 'Finance draft', template_id: 1, content: { headline: 'CPA' } });
    expect((await apiError(updateResumeDraft(created[0]!.id, { name: 'x' }, NEW_USER))).code).toBe(40004);
    await deleteResumeDraft(created[0]!.id, COMPLETE);
    expect((await listResumeDrafts(COMPLETE)).drafts.map((draft) => draft.id)).not.toContain(created[0]!.id);
    expect(await createResumeDraft({ name: 'Fits again' }, COMPLETE)).toMatchObject({ template_id: null, content: { sections: [] } });
    expect((await apiError(createResumeDraft({ name: 'Bad template', template_id: 99 }, NEW_USER))).code).toBe(40001);
  });

  it('serves the templates without a session', async () => {
    const response = await fetch('http://localhost/api/resume-template/templates', { headers: { 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1', 'Device-Uuid': 'd' } });
    expect(response.status).toBe(200);
    const { templates } = await listResumeTemplates();
    expect(templates.length).toBeGreaterThanOrEqual(4);
    expect(templates.every((template) => template.preview_image_url.includes('/mock-assets/templates/'))).toBe(true);
    expect(await getResumeTemplate(templates[1]!.id)).toEqual(templates[1]);
    expect((await apiError(getResumeTemplate(99))).code).toBe(40004);
  });
});

describe('video resumes (R07–R10)', () => {
  it('puts a pending cover on the next upload, lists and deletes', async () => {
    const cover = await uploadVideoCover({ video_cover: sampleFile('jpg', 'me.jpg', { size: 2_000, type: 'image/jpeg' }) }, NEW_USER);
    expect(cover.video_resume_id).toBeNull();
    const video = await uploadVideoResume({ video_resume: sampleFile('mp4', 'intro.mp4', { size: 10_000, type: 'video/mp4' }), duration_seconds: 90 }, NEW_USER);
    expect(video).toMatchObject({ filename: 'intro.mp4', cover_url: cover.cover_url, duration_seconds: 90 });
    expect((await listVideoResumes(NEW_USER)).video_resumes.map((item) => item.id)).toEqual([video.id]);
    const moved = await uploadVideoCover({ video_cover: sampleFile('png', 'new.png', { size: 100, type: 'image/png' }), video_resume_id: video.id }, NEW_USER);
    expect(moved.video_resume_id).toBe(video.id);
    expect((await listVideoResumes(NEW_USER)).video_resumes[0]!.cover_url).toBe(moved.cover_url);
    await deleteVideoResume(video.id, NEW_USER);
    expect((await listVideoResumes(NEW_USER)).video_resumes).toEqual([]);
  });

  it('checks type, size, length and ownership', async () => {
    expect((await listVideoResumes(COMPLETE)).video_resumes).toHaveLength(1);
    expect((await apiError(uploadVideoResume({ video_resume: new File(['x'], 'intro.mov', { type: 'video/quicktime' }) }, COMPLETE))).code).toBe(41265);
    expect((await apiError(uploadVideoResume({ video_resume: sampleFile('mp4', 'big.mp4', { size: 30 * MB + 1, type: 'video/mp4' }) }, COMPLETE))).code).toBe(40001);
    expect((await apiError(uploadVideoResume({ video_resume: sampleFile('mp4', 'long.mp4', { type: 'video/mp4' }), duration_seconds: 181 }, COMPLETE))).code).toBe(40001);
    expect((await apiError(uploadVideoCover({ video_cover: sampleFile('jpg', 'big.jpg', { size: 4 * MB + 1, type: 'image/jpeg' }) }, COMPLETE))).code).toBe(41064);
    expect((await apiError(deleteVideoResume(8001, NEW_USER))).code).toBe(40004);
  });
});

describe('AI resume analysis (implied)', () => {
  it('analyses 3 resumes a day, then answers 41315', async () => {
    setMockClock(Date.parse('2026-11-22T02:00:00Z'));
    const before = await listResumeAnalyses(COMPLETE);
    expect(before).toMatchObject({ daily_limit: 3, remaining_today: 3 });
    expect(before.analyses).toHaveLength(1);
    for (const resumeId of [5001, 5002, 5003]) {
      const report = await startResumeAnalysis({ resume_id: resumeId }, COMPLETE);
      expect(report).toMatchObject({ resume_id: resumeId, status: 'finished' });
      expect(report.issues.length).toBeGreaterThan(0);
    }
    expect((await listResumeAnalyses(COMPLETE)).remaining_today).toBe(0);
    expect((await apiError(startResumeAnalysis({ resume_id: 5001 }, COMPLETE))).code).toBe(41315);
    // The quota turns at 00:01 GMT+8.
    setMockClock(Date.parse('2026-11-22T16:02:00Z'));
    expect(await startResumeAnalysis({ resume_id: 5001 }, COMPLETE)).toMatchObject({ resume_id: 5001 });
  });

  it('marks issues resolved once, and keeps reports private', async () => {
    const [seeded] = (await listResumeAnalyses(COMPLETE)).analyses;
    const open = seeded!.issues.find((issue) => !issue.is_resolved)!;
    const updated = await resolveResumeAnalysisIssue(seeded!.id, open.id, COMPLETE);
    expect(updated.resolved_issue_count).toBe(seeded!.resolved_issue_count + 1);
    expect((await getResumeAnalysis(seeded!.id, COMPLETE)).issues.find((issue) => issue.id === open.id)?.is_resolved).toBe(true);
    expect((await apiError(resolveResumeAnalysisIssue(seeded!.id, open.id, COMPLETE))).code).toBe(41320);
    expect((await apiError(resolveResumeAnalysisIssue(seeded!.id, 9999, COMPLETE))).code).toBe(40004);
    expect((await apiError(getResumeAnalysis(seeded!.id, NEW_USER))).code).toBe(41319);
  });

  it('answers the prerequisites: no resume (41311), incomplete profile (41318), too little text (41313)', async () => {
    expect((await apiError(startResumeAnalysis({ resume_id: 5001 }, NEW_USER))).code).toBe(41311);
    await uploadResume({ file: pdf() }, NEW_USER);
    expect((await apiError(startResumeAnalysis({ resume_id: 5001 }, NEW_USER))).code).toBe(41318);
    const tiny = await uploadResume({ file: pdf('tiny.pdf', 1_000) }, COMPLETE);
    expect((await apiError(startResumeAnalysis({ resume_id: tiny.id }, COMPLETE))).code).toBe(41313);
  });
});

describe('AI career summary (G07)', () => {
  const PATH = '/jobseeker/aicv/ai_writing/career_summary';
  interface Chunk {
    delta: string;
    done: boolean;
    summary?: string;
    remaining_queries?: number;
  }

  it('streams several chunks ending with done and the whole summary', async () => {
    const chunks: Chunk[] = [];
    const last = await streamEvents<Chunk>(PATH, { method: 'POST', body: JSON.stringify({ job_preference_id: 3101, stream: true }), ...COMPLETE }, (chunk) => chunks.push(chunk));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.slice(0, -1).every((chunk) => !chunk.done)).toBe(true);
    expect(last).toMatchObject({ done: true, remaining_queries: 9 });
    expect(chunks.map((chunk) => chunk.delta).join('')).toBe(last!.summary);
    expect(last!.summary).toContain('Maria');
  });

  it('rewrites (JSON or streamed), keeps a summary, and stops at 10 queries a day (41275)', async () => {
    setMockClock(Date.parse('2026-11-22T02:00:00Z'));
    const first = await generateCareerSummary({ job_preference_id: 3101 }, COMPLETE);
    expect(first).toMatchObject({ job_preference_id: 3101, rewrite_type: null, remaining_queries: 9 });
    const shorter = await rewriteCareerSummary({ job_preference_id: 3101, rewrite_type: 'shorter' }, COMPLETE);
    expect(typeof shorter === 'object' && shorter.summary.length).toBeLessThan(typeof first === 'object' ? first.summary.length : 0);
    const chunks: Chunk[] = [];
    await streamEvents<Chunk>(PATH, { method: 'PUT', body: JSON.stringify({ job_preference_id: 3101, rewrite_type: 'longer', stream: true }), ...COMPLETE }, (chunk) => chunks.push(chunk));
    expect(chunks.at(-1)).toMatchObject({ done: true, remaining_queries: 7 });
    expect(await updateCareerSummary({ job_preference_id: 3101, summary: 'Licensed CPA with 8 years of corporate accounting.' }, COMPLETE)).toMatchObject({ job_preference_id: 3101 });
    for (let used = 3; used < 10; used += 1) await generateCareerSummary({ job_preference_id: 3101 }, COMPLETE);
    expect((await apiError(generateCareerSummary({ job_preference_id: 3101 }, COMPLETE))).code).toBe(41275);
    await expect(streamEvents(PATH, { method: 'PUT', body: JSON.stringify({ job_preference_id: 3101, rewrite_type: 'shorter', stream: true }), ...COMPLETE }, () => undefined)).rejects.toMatchObject({ code: 41275 });
    expect((await generateCareerSummary({ job_preference_id: 3101 }, NEW_USER))).toMatchObject({ remaining_queries: 9 });
  });
});
