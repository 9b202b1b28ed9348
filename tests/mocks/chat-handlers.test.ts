/**
 * The chat mock handlers through the generated SDK: folders, sending and paging, recall and resend,
 * conversation flags, the both-replied rule, starting chats, phrase and greeting limits, and the
 * reactions to applications (the recruiter answers the first message) and company blocks.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRecruiterReplyDelay } from '../../mocks/handlers/chat';
import { resetDatabase } from '../../mocks/db/database';
import { setMockClock } from '../../mocks/db/mock-clock';
import { forceVariant } from '../../mocks/scenario/helpers';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import { conversationsOf, messagesOf } from '../../mocks/state/chats';
import { emitDomainEvent } from '../../mocks/state/domain-events';
import {
  createCommonPhrase, createGreeting, deleteCommonPhrase, deleteConversation, deleteGreeting, getConversation, listCommonPhrases,
  listConversations, listGreetings, listMessages, markConversationRead, recallMessage, reportConversation, requestPhoneExchange,
  resendMessage, respondPhoneExchange, respondToOffer, sendFileInChat, sendMessage, sendResumeInChat, startConversation, updateCommonPhrase,
  updateConversationInterest, updateConversationMute, updateConversationPin, updateGreeting, updateGreetingSettings,
} from '../../sdk/generated/chat/hooks';
import { uploadFile } from '../../sdk/generated/apiGo/hooks';
import { sampleFile } from '../support/file-samples';
import { getJob } from '../../sdk/generated/job/hooks';
import { apiError, codeOf } from '../support/api-calls';

const COMPLETE = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.complete}` } };
const NEW_USER = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.newUser}` } };

/** Seeded conversations of the complete user, in seed order. */
const CHAT = { bothReplied: 3001, interview: 3002, muted: 3003, notInterested: 3004, offer: 3005, appliedOnly: 3006, failedMessage: 3007, phoneRequest: 3009 };

afterEach(() => {
  setMockClock(undefined);
  setRecruiterReplyDelay(undefined);
});

describe('conversation folders', () => {
  it('lists the seeded conversations by folder, pinned first in all', async () => {
    const all = await listConversations({}, COMPLETE);
    expect(all.total_num).toBe(10);
    expect(all.conversations.slice(0, 2).every((c) => c.is_pinned)).toBe(true);
    expect(all.conversations.some((c) => c.is_not_interested)).toBe(false);
    expect(all.unread_total).toBeGreaterThan(0);
    expect((await listConversations({ folder: 'pinned' }, COMPLETE)).conversations.map((c) => c.id).sort()).toEqual([CHAT.bothReplied, CHAT.interview]);
    expect((await listConversations({ folder: 'muted' }, COMPLETE)).conversations.map((c) => c.id)).toEqual([CHAT.muted]);
    expect((await listConversations({ folder: 'not_interested' }, COMPLETE)).conversations.map((c) => c.id)).toEqual([CHAT.notInterested]);
    const page = await listConversations({ size: 4, page: 3 }, COMPLETE);
    expect({ count: page.conversations.length, pages: page.total_page }).toEqual({ count: 2, pages: 3 });
  });

  it('seeds the same ids in the same order after every reset', async () => {
    const seeded = async () => {
      const chats = await conversationsOf(SEED_USERS.complete);
      return { chats: chats.map((c) => c.id), messages: (await Promise.all(chats.map(async (c) => (await messagesOf(c.id)).map((m) => m.id)))).flat() };
    };
    const first = await seeded();
    expect(first).toEqual({ chats: Array.from({ length: 11 }, (_, n) => 3001 + n), messages: Array.from({ length: 33 }, (_, n) => 70_001 + n) });
    await sendMessage(CHAT.offer, { text: 'Gone after the reset' }, COMPLETE);
    await resetDatabase();
    expect(await seeded()).toEqual(first);
  });

  it('gives a new user nothing and a guest 40003', async () => {
    expect((await listConversations({}, NEW_USER)).total_num).toBe(0);
    expect(await codeOf(listConversations({}))).toBe(40003);
    expect(await codeOf(getConversation(CHAT.bothReplied, NEW_USER))).toBe(40004);
  });

  it('pins, mutes, marks not interested and undoes it', async () => {
    await updateConversationPin(CHAT.bothReplied, { is_pinned: false }, COMPLETE);
    expect((await listConversations({ folder: 'pinned' }, COMPLETE)).conversations.map((c) => c.id)).toEqual([CHAT.interview]);
    const muted = await updateConversationMute(CHAT.offer, { is_muted: true }, COMPLETE);
    expect(muted.is_muted).toBe(true);
    expect((await listConversations({ folder: 'muted' }, COMPLETE)).total_num).toBe(2);
    await updateConversationInterest(CHAT.offer, { is_not_interested: true }, COMPLETE);
    expect((await listConversations({}, COMPLETE)).conversations.some((c) => c.id === CHAT.offer)).toBe(false);
    expect((await listConversations({ folder: 'not_interested' }, COMPLETE)).total_num).toBe(2);
    await updateConversationInterest(CHAT.offer, { is_not_interested: false }, COMPLETE);
    expect((await listConversations({}, COMPLETE)).conversations.some((c) => c.id === CHAT.offer)).toBe(true);
  });

  it('deletes a conversation and marks one read', async () => {
    expect((await getConversation(CHAT.interview, COMPLETE)).unread_count).toBe(1);
    const read = await markConversationRead(CHAT.interview, COMPLETE);
    expect(read.unread_count).toBe(0);
    expect((await getConversation(CHAT.interview, COMPLETE)).unread_count).toBe(0);
    await deleteConversation(CHAT.interview, COMPLETE);
    expect(await codeOf(getConversation(CHAT.interview, COMPLETE))).toBe(40004);
    expect((await listConversations({}, COMPLETE)).total_num).toBe(9);
  });

  it('reports with a chat_report_lists reason only', async () => {
    const report = await reportConversation(CHAT.muted, { reason_id: 5, text: 'Asked for a placement fee.' }, COMPLETE);
    expect(report).toMatchObject({ chat_id: CHAT.muted, reason_id: 5 });
    expect(await codeOf(reportConversation(CHAT.muted, { reason_id: 99 }, COMPLETE))).toBe(40001);
  });
});

describe('messages', () => {
  it('sends a message that the list and the conversation then show', async () => {
    const sent = await sendMessage(CHAT.offer, { text: 'Thank you! May I ask about the start date?' }, COMPLETE);
    expect(sent).toMatchObject({ sender: 'jobseeker', type: 'text', status: 'sent', chat_id: CHAT.offer });
    const page = await listMessages(CHAT.offer, {}, COMPLETE);
    expect(page.messages.at(-1)?.id).toBe(sent.id);
    expect((await getConversation(CHAT.offer, COMPLETE)).last_message?.id).toBe(sent.id);
    expect(await codeOf(sendMessage(CHAT.offer, { text: '' }, COMPLETE))).toBe(40001);
  });

  it('pages older messages with before_id', async () => {
    const newest = await listMessages(CHAT.bothReplied, { size: 3 }, COMPLETE);
    expect(newest).toMatchObject({ has_more: true });
    expect(newest.messages).toHaveLength(3);
    const older = await listMessages(CHAT.bothReplied, { size: 10, before_id: newest.next_before_id! }, COMPLETE);
    expect(older.has_more).toBe(false);
    expect(older.next_before_id).toBeNull();
    expect(older.messages.at(-1)!.id).toBeLessThan(newest.messages[0]!.id);
    expect(older.messages.length + newest.messages.length).toBe(7);
    expect(newest.messages.map((m) => m.type)).toEqual(['phone_exchange', 'phone_exchange', 'text']);
    const interview = await listMessages(CHAT.interview, {}, COMPLETE);
    // The seeded card is the seeded pending on-site interview, offering its first time.
    expect(interview.messages.at(-1)?.interview).toMatchObject({ interview_id: 700_001, mode: 'onsite', status: 'pending', duration_minutes: 60 });
  });

  it('recalls an own message within 2 minutes only', async () => {
    const sent = await sendMessage(CHAT.bothReplied, { text: 'Oops, wrong chat.' }, COMPLETE);
    const recalled = await recallMessage(CHAT.bothReplied, sent.id, COMPLETE);
    expect(recalled).toMatchObject({ id: sent.id, status: 'recalled', text: null });
    expect((await listMessages(CHAT.bothReplied, {}, COMPLETE)).messages.find((m) => m.id === sent.id)?.status).toBe('recalled');
    expect(await codeOf(recallMessage(CHAT.bothReplied, sent.id, COMPLETE))).toBe(40005);
    const late = await sendMessage(CHAT.bothReplied, { text: 'See you tomorrow.' }, COMPLETE);
    setMockClock(Date.parse(late.created_at) + 3 * 60_000);
    const error = await apiError(recallMessage(CHAT.bothReplied, late.id, COMPLETE));
    expect({ code: error.code, status: error.status, message: error.details?.message }).toEqual({
      code: 40005, status: 403, message: 'Messages can only be recalled within 2 minutes of sending.',
    });
    const recruiterMessage = (await listMessages(CHAT.muted, {}, COMPLETE)).messages[0]!;
    expect(await codeOf(recallMessage(CHAT.muted, recruiterMessage.id, COMPLETE))).toBe(40005);
  });

  it('resends a failed message once', async () => {
    const failed = (await listMessages(CHAT.failedMessage, {}, COMPLETE)).messages.find((m) => m.status === 'failed')!;
    const later = await sendMessage(CHAT.failedMessage, { text: 'Are you still there?' }, COMPLETE);
    const resent = await resendMessage(CHAT.failedMessage, failed.id, COMPLETE);
    expect(resent).toMatchObject({ id: failed.id, status: 'sent' });
    // Delivered now, so it moves after what was sent since.
    expect((await listMessages(CHAT.failedMessage, {}, COMPLETE)).messages.slice(-2).map((m) => m.id)).toEqual([later.id, failed.id]);
    expect(await codeOf(resendMessage(CHAT.failedMessage, failed.id, COMPLETE))).toBe(40005);
    forceVariant('sendMessage', 'failed');
    expect((await sendMessage(CHAT.offer, { text: 'Hello?' }, COMPLETE)).status).toBe('failed');
  });

  it('sends a resume and asks for phone numbers only after both parties replied', async () => {
    const rule = await apiError(sendResumeInChat(CHAT.appliedOnly, { resume_id: 5001 }, COMPLETE));
    expect({ code: rule.code, message: rule.details?.message }).toEqual({ code: 40005, message: 'You can send your resume once you and the recruiter have both replied.' });
    expect(await codeOf(requestPhoneExchange(CHAT.appliedOnly, COMPLETE))).toBe(40005);
    expect((await getConversation(CHAT.appliedOnly, COMPLETE)).can_exchange_contact).toBe(false);
    const resume = await sendResumeInChat(CHAT.offer, { resume_id: 5002 }, COMPLETE);
    expect(resume).toMatchObject({ type: 'resume', resume: { resume_id: 5002, filename: 'Maria_Santos_CV_Finance.docx' } });
    expect(await codeOf(sendResumeInChat(CHAT.offer, { resume_id: 9999 }, COMPLETE))).toBe(40004);
    expect((await requestPhoneExchange(CHAT.offer, COMPLETE)).phone_exchange).toEqual({ status: 'requested', phone: null });
  });

  it("has the mock recruiter share their number after the seeker's phone request", async () => {
    setRecruiterReplyDelay(0);
    await requestPhoneExchange(CHAT.bothReplied, COMPLETE);
    await vi.waitFor(async () => {
      const last = (await listMessages(CHAT.bothReplied, {}, COMPLETE)).messages.at(-1)!;
      expect(last).toMatchObject({ sender: 'recruiter', type: 'phone_exchange', phone_exchange: { status: 'accepted', phone: expect.stringMatching(/^\+63 /) } });
    });
  });

  it("answers the recruiter's phone request once", async () => {
    const request = (await listMessages(CHAT.phoneRequest, {}, COMPLETE)).messages.at(-1)!;
    expect(request).toMatchObject({ sender: 'recruiter', type: 'phone_exchange', phone_exchange: { status: 'requested' } });
    const accepted = await respondPhoneExchange(CHAT.phoneRequest, request.id, { accept: true }, COMPLETE);
    expect(accepted.phone_exchange).toMatchObject({ status: 'accepted', phone: expect.stringMatching(/^\+63 /) });
    const again = await apiError(respondPhoneExchange(CHAT.phoneRequest, request.id, { accept: false }, COMPLETE));
    expect({ code: again.code, message: again.details?.message }).toEqual({ code: 40005, message: 'This phone request has already been answered.' });
    const own = (await listMessages(CHAT.bothReplied, {}, COMPLETE)).messages.find((m) => m.sender === 'jobseeker' && m.type === 'phone_exchange')!;
    expect(await codeOf(respondPhoneExchange(CHAT.bothReplied, own.id, { accept: true }, COMPLETE))).toBe(40005);
  });

  it('lets the candidate pick one of several offers', async () => {
    const offers = (await listMessages(CHAT.offer, {}, COMPLETE)).messages.filter((m) => m.type === 'offer');
    expect(offers.map((m) => m.offer?.status)).toEqual(['pending', 'pending']);
    const picked = await respondToOffer(CHAT.offer, offers[1]!.id, { accept: true }, COMPLETE);
    expect(picked.offer?.status).toBe('accepted');
    const after = (await listMessages(CHAT.offer, {}, COMPLETE)).messages.filter((m) => m.type === 'offer');
    expect(after.map((m) => m.offer?.status)).toEqual(['declined', 'accepted']);
    expect(await codeOf(respondToOffer(CHAT.offer, offers[0]!.id, { accept: true }, COMPLETE))).toBe(40005);
  });

  it('sends an uploaded file, and only the caller\'s own upload', async () => {
    const { files } = await uploadFile({ files: [sampleFile('pdf', 'portfolio.pdf', { size: 20_000 })] }, COMPLETE);
    const sent = await sendFileInChat(CHAT.bothReplied, { upload_id: files[0]!.id }, COMPLETE);
    expect(sent).toMatchObject({ type: 'file', sender: 'jobseeker', file: { upload_id: files[0]!.id, filename: 'portfolio.pdf', mime_type: 'application/pdf', size: 20_000 } });
    expect(await codeOf(sendFileInChat(CHAT.bothReplied, { upload_id: 999 }, COMPLETE))).toBe(40001);
  });
});

describe('starting a chat', () => {
  it('opens a conversation about a job with its first message, then reuses it', async () => {
    const job = await getJob(SEED_FIXTURES.openPhJobId);
    const opened = await startConversation({ job_id: job.id, recruiter_id: job.recruiter.id, first_message: 'Hi! Is this role still open?' }, COMPLETE);
    expect(opened).toMatchObject({ job: { id: job.id }, recruiter: { id: job.recruiter.id }, last_message: { text: 'Hi! Is this role still open?' } });
    const again = await startConversation({ job_id: job.id, recruiter_id: job.recruiter.id }, COMPLETE);
    expect(again.id).toBe(opened.id);
    expect((await listConversations({ size: 50 }, COMPLETE)).conversations.filter((c) => c.id === opened.id)).toHaveLength(1);
  });

  it('sends the enabled greeting as the first message of a new chat', async () => {
    const job = await getJob(SEED_FIXTURES.openPhJobId);
    const greetings = await listGreetings(COMPLETE);
    const opened = await startConversation({ job_id: job.id, recruiter_id: job.recruiter.id }, COMPLETE);
    expect(opened.last_message?.text).toBe(greetings.greetings.find((g) => g.id === greetings.selected_greeting_id)?.text);
  });

  it('refuses incomplete profiles, eligibility mismatches, yourself and deleted jobs', async () => {
    const job = await getJob(SEED_FIXTURES.openPhJobId);
    const incomplete = await apiError(startConversation({ job_id: job.id, recruiter_id: job.recruiter.id }, NEW_USER));
    expect({ code: incomplete.code, status: incomplete.status }).toEqual({ code: 40005, status: 403 });
    expect(incomplete.details?.message).toMatch(/complete your profile/i);
    const sgJob = await getJob(SEED_FIXTURES.sgJobId);
    expect(await codeOf(startConversation({ job_id: sgJob.id, recruiter_id: sgJob.recruiter.id }, COMPLETE))).toBe(41274);
    expect(await codeOf(startConversation({ job_id: job.id, recruiter_id: SEED_USERS.complete }, COMPLETE))).toBe(41140);
    expect(await codeOf(startConversation({ job_id: SEED_FIXTURES.deletedJobId, recruiter_id: 1 }, COMPLETE))).toBe(41113);
    expect(await codeOf(startConversation({ job_id: job.id, recruiter_id: job.recruiter.id + 1 }, COMPLETE))).toBe(40001);
  });

  it('opens the chat when the user applies and hides it when the company is blocked', async () => {
    const job = await getJob(SEED_FIXTURES.openPhJobId);
    await emitDomainEvent({ type: 'application-created', userId: SEED_USERS.newUser, jobId: job.id, recruiterId: job.recruiter.id, applicationId: 1, firstMessage: 'Hello, I just applied!' });
    const [conversation] = (await listConversations({}, NEW_USER)).conversations;
    expect(conversation).toMatchObject({ job: { id: job.id }, last_message: { sender: 'jobseeker', text: 'Hello, I just applied!' } });
    expect((await listMessages(conversation!.id, {}, NEW_USER)).messages.map((m) => m.type)).toEqual(['system', 'text']);
    // The recruiter reads the first message and answers it.
    await vi.waitFor(async () => expect((await listMessages(conversation!.id, {}, NEW_USER)).messages.map((m) => m.sender)).toEqual(['system', 'jobseeker', 'recruiter']), { timeout: 5000 });
    await emitDomainEvent({ type: 'company-blocked', userId: SEED_USERS.newUser, companyId: job.company_id });
    expect((await listConversations({}, NEW_USER)).total_num).toBe(0);
    expect(await codeOf(getConversation(conversation!.id, NEW_USER))).toBe(40004);
    await emitDomainEvent({ type: 'company-unblocked', userId: SEED_USERS.newUser, companyId: job.company_id });
    expect((await listConversations({}, NEW_USER)).total_num).toBe(1);
  });
});

describe('common phrases', () => {
  it('adds, edits and deletes phrases, at most 20 (41181)', async () => {
    const seeded = await listCommonPhrases(COMPLETE);
    expect(seeded.phrases).toHaveLength(5);
    const added = await createCommonPhrase({ text: 'I have attached my portfolio.' }, COMPLETE);
    expect((await listCommonPhrases(COMPLETE)).phrases.at(-1)).toEqual(added);
    expect((await updateCommonPhrase(added.id, { text: 'Portfolio attached.' }, COMPLETE)).text).toBe('Portfolio attached.');
    for (let n = 7; n <= 20; n += 1) await createCommonPhrase({ text: `Quick reply ${n}` }, COMPLETE);
    const limit = await apiError(createCommonPhrase({ text: 'One too many' }, COMPLETE));
    expect({ code: limit.code, status: limit.status }).toEqual({ code: 41181, status: 400 });
    await deleteCommonPhrase(added.id, COMPLETE);
    expect((await listCommonPhrases(COMPLETE)).phrases.some((p) => p.id === added.id)).toBe(false);
    expect(await codeOf(deleteCommonPhrase(added.id, COMPLETE))).toBe(40004);
    expect((await listCommonPhrases(NEW_USER)).phrases).toEqual([]);
  });
});

describe('greeting messages', () => {
  it('refuses URLs and phone numbers (41344)', async () => {
    expect(await codeOf(createGreeting({ text: 'See my work at www.mariasantos.com' }, COMPLETE))).toBe(41344);
    expect(await codeOf(createGreeting({ text: 'Call me at +63 917 123 4567' }, COMPLETE))).toBe(41344);
    expect(await codeOf(updateGreeting(601, { text: 'Portfolio: https://example.com/maria' }, COMPLETE))).toBe(41344);
    expect((await updateGreeting(601, { text: 'Hello! I would love to learn more about this role.' }, COMPLETE)).text).toMatch(/^Hello!/);
  });

  it('keeps at most 10 greetings (41343) and reselects when the selected one is deleted', async () => {
    const seeded = await listGreetings(COMPLETE);
    expect(seeded).toMatchObject({ is_enabled: true, selected_greeting_id: 601, max_count: 10 });
    expect(seeded.greetings).toHaveLength(3);
    for (let n = 4; n <= 10; n += 1) await createGreeting({ text: `Greeting number ${n}: happy to chat about the role.` }, COMPLETE);
    expect(await codeOf(createGreeting({ text: 'Eleventh greeting' }, COMPLETE))).toBe(41343);
    await deleteGreeting(601, COMPLETE);
    expect((await listGreetings(COMPLETE)).selected_greeting_id).toBe(602);
  });

  it('enables greetings only with the auto-reply permission (41225)', async () => {
    expect(await updateGreetingSettings({ is_enabled: true, greeting_id: 603 }, COMPLETE)).toEqual({ is_enabled: true, selected_greeting_id: 603 });
    expect((await updateGreetingSettings({ is_enabled: false }, COMPLETE)).is_enabled).toBe(false);
    expect((await listGreetings(NEW_USER)).has_auto_reply_permission).toBe(false);
    await createGreeting({ text: 'Hello! I am eager to learn more.' }, NEW_USER);
    expect(await codeOf(updateGreetingSettings({ is_enabled: true }, NEW_USER))).toBe(41225);
    expect(await codeOf(updateGreetingSettings({ is_enabled: true, greeting_id: 999 }, COMPLETE))).toBe(40004);
  });
});
