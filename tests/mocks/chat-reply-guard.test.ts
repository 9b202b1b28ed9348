/**
 * The chat mocks' data for the ghosting guard (each recruiter's response rate and typical reply time,
 * what waits for an answer) and the record of sent resumes (listSentResumes), through the generated SDK.
 */
import { describe, expect, it } from 'vitest';
import { versionSentAt } from '../../mocks/state/chat-seed-extras';
import { recruiterReplyStats } from '../../mocks/state/recruiter-reply-stats';
import { getConversation, listConversations, listSentResumes, recallMessage, sendMessage, sendResumeInChat } from '../../sdk/generated/chat/hooks';
import { renameResume } from '../../sdk/generated/jobseeker/hooks';
import { asComplete, asNewUser, codeOf } from '../support/api-calls';

const CHAT = { bothReplied: 3001, offer: 3005, appliedOnly: 3006, hybrid: 3008 };

describe('how fast recruiters reply', () => {
  it('gives every recruiter a response rate and a typical reply time: fast, slow and unknown', async () => {
    const { conversations } = await listConversations({ size: 50 }, asComplete);
    const hours = conversations.map((c) => c.recruiter.typical_reply_hours);
    expect(hours.some((h) => h !== null && h <= 6)).toBe(true);
    expect(hours.some((h) => h !== null && h >= 24)).toBe(true);
    const rarely = conversations.find((c) => c.recruiter.typical_reply_hours === null);
    expect(rarely?.recruiter.response_rate).toBeLessThan(30);
    expect(rarely?.job.title).toBeTruthy();
    expect(rarely?.awaiting_reply_since).not.toBeNull();
  });

  it('derives the same numbers for the same recruiter, and none without enough answered chats', () => {
    const recruiter = { id: 20042, activity_label: 'active_today' as const, response_rate: 89 };
    expect(recruiterReplyStats(recruiter)).toEqual(recruiterReplyStats({ ...recruiter }));
    expect(recruiterReplyStats({ ...recruiter, response_rate: 29 })).toEqual({ response_rate: 29, typical_reply_hours: null });
    expect(recruiterReplyStats({ ...recruiter, activity_label: 'within_seven_days', response_rate: 40 }).typical_reply_hours).toBe(168);
  });

  it("says since when the job seeker's messages wait, until the recruiter answers", async () => {
    expect((await getConversation(CHAT.bothReplied, asComplete)).awaiting_reply_since).toBeNull();
    const waiting = await getConversation(CHAT.hybrid, asComplete);
    expect(Date.now() - Date.parse(waiting.awaiting_reply_since!)).toBeGreaterThan(10 * 24 * 3_600_000);
    const sent = await sendMessage(CHAT.bothReplied, { text: 'Good morning! Tomorrow works for me.' }, asComplete);
    expect((await getConversation(CHAT.bothReplied, asComplete)).awaiting_reply_since).toBe(sent.created_at);
    const second = await sendMessage(CHAT.bothReplied, { text: 'Any time after 9 am.' }, asComplete);
    expect((await getConversation(CHAT.bothReplied, asComplete)).awaiting_reply_since).toBe(sent.created_at);
    await recallMessage(CHAT.bothReplied, sent.id, asComplete);
    expect((await getConversation(CHAT.bothReplied, asComplete)).awaiting_reply_since).toBe(second.created_at);
  });
});

describe('sent resumes', () => {
  it('lists the seeded resume with the version it had, and a new send first', async () => {
    const seeded = await listSentResumes({}, asComplete);
    expect(seeded).toMatchObject({ total_num: 1, page: 1 });
    expect(seeded.sent_resumes[0]).toMatchObject({
      chat_id: CHAT.bothReplied, resume_id: 5001, filename: 'Maria_Santos_Resume_2026.pdf', resume_updated_at: '2026-10-18T08:40:00.000Z', read_by_recruiter: true,
    });
    const message = await sendResumeInChat(CHAT.offer, { resume_id: 5002 }, asComplete);
    expect(message.resume?.resume_updated_at).toBe('2026-10-05T01:00:00.000Z');
    const conversation = await getConversation(CHAT.offer, asComplete);
    const after = await listSentResumes({}, asComplete);
    expect(after.total_num).toBe(2);
    expect(after.sent_resumes[0]).toEqual({
      message_id: message.id, chat_id: CHAT.offer, resume_id: 5002, filename: 'Maria_Santos_CV_Finance.docx', resume_updated_at: '2026-10-05T01:00:00.000Z',
      recruiter_name: conversation.recruiter.full_name, company_name: conversation.recruiter.company_name, job_title: conversation.job.title,
      sent_at: message.created_at, read_by_recruiter: false,
    });
  });

  it('keeps the name and version that were sent when the resume is renamed later', async () => {
    await sendResumeInChat(CHAT.offer, { resume_id: 5002 }, asComplete);
    await renameResume(5002, { filename: 'Maria_Santos_CV_2027.docx' }, asComplete);
    const [latest] = (await listSentResumes({}, asComplete)).sent_resumes;
    expect(latest).toMatchObject({ filename: 'Maria_Santos_CV_Finance.docx', resume_updated_at: '2026-10-05T01:00:00.000Z' });
  });

  it('leaves recalled resumes out, pages, and answers a new user nothing and a guest 40003', async () => {
    const message = await sendResumeInChat(CHAT.offer, { resume_id: 5002 }, asComplete);
    await recallMessage(CHAT.offer, message.id, asComplete);
    expect((await listSentResumes({}, asComplete)).total_num).toBe(1);
    await sendResumeInChat(CHAT.offer, { resume_id: 5003 }, asComplete);
    expect(await listSentResumes({ size: 1, page: 2 }, asComplete)).toMatchObject({ total_num: 2, total_page: 2, sent_resumes: [{ resume_id: 5001 }] });
    expect((await listSentResumes({}, asNewUser)).total_num).toBe(0);
    expect(await codeOf(listSentResumes({}))).toBe(40003);
    expect(await codeOf(listSentResumes({ size: 51 }, asComplete))).toBe(40001);
  });

  it('dates a seeded send by the version the resume had then', () => {
    const resume = { created_at: '2026-09-02T02:12:00.000Z', updated_at: '2026-10-18T08:40:00.000Z' };
    expect(versionSentAt(resume, '2026-11-22T00:00:00.000Z')).toBe(resume.updated_at);
    expect(versionSentAt(resume, '2026-10-01T00:00:00.000Z')).toBe(resume.created_at);
    expect(versionSentAt(resume, '2026-08-01T00:00:00.000Z')).toBeNull();
  });
});
