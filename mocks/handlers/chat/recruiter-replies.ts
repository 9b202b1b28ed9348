/**
 * The mock recruiter: after the job seeker sends a text, the recruiter reads it, types and answers over
 * the socket (≈1.5 s in all; tests pin the delay to 0). The answer is stored, so the message list has it.
 * A message about an interview or availability also gets an interview invitation (`interview.invited`);
 * a request to exchange phone numbers is answered by sharing the recruiter's number.
 */
import { delay } from 'msw';
import { mockNow } from '../../db/mock-clock';
import { appendMessage, conversationById, conversations, isoNow, markSentMessagesRead, messagesOf, type MessageRecord } from '../../state/chats';
import { publishChatEvent } from '../../state/chat-socket-hub';
import { inviteFromChat } from '../../state/interview-cards';

export const DEFAULT_REPLY_DELAY_MS = 1500;
let replyDelayMs = DEFAULT_REPLY_DELAY_MS;

/** Pins the recruiter's reply delay (0 in tests); `undefined` restores the default. */
export function setRecruiterReplyDelay(ms: number | undefined): void {
  replyDelayMs = ms ?? DEFAULT_REPLY_DELAY_MS;
}

const REPLIES = [
  'Thanks for your message! Let me check with the hiring manager and get back to you today.',
  'Noted, thank you. Could you share your expected monthly salary for this role?',
  'Great, thank you! Are you available for a video interview this week?',
  'Thank you for the quick reply. I will send you the interview details shortly.',
];

const INTERVIEW_TOPIC = /\b(interview|available|availability|schedule)\b/i;
const DAY_MS = 24 * 3600 * 1000;

async function inviteToInterview(userId: number, chatId: number): Promise<void> {
  const message = await inviteFromChat(chatId, mockNow() + 3 * DAY_MS);
  if (message) publishChatEvent(userId, { type: 'interview.invited', chat_id: chatId, message: { ...message } });
}

/** A stable mobile number for the mock recruiter, in the Philippine format of the seeded chats. */
export function recruiterPhone(recruiterId: number): string {
  return `+63 917 ${String(100 + (recruiterId % 900)).padStart(3, '0')} ${String(recruiterId % 10_000).padStart(4, '0')}`;
}

/** The recruiter's answer: a text (and an invitation when asked about an interview), or sharing their number after a phone request. */
async function appendAnswer(chatId: number, recruiterId: number, kind: 'text' | 'phone'): Promise<MessageRecord> {
  if (kind === 'phone') {
    return appendMessage(chatId, { sender: 'recruiter', type: 'phone_exchange', text: null, phone_exchange: { status: 'accepted', phone: recruiterPhone(recruiterId) } });
  }
  const text = REPLIES[(await messagesOf(chatId)).length % REPLIES.length]!;
  return appendMessage(chatId, { sender: 'recruiter', type: 'text', text });
}

/** The conversation while it still exists and no reset came in between (a reset starts new collections). */
async function stillOpen(live: Awaited<ReturnType<typeof conversations>>, chatId: number) {
  return (await conversations()) === live ? conversationById(chatId) : undefined;
}

/** Runs in the background of the send: never awaited by the handler, and dropped when the state was reset meanwhile. */
export async function answerAsRecruiter(userId: number, chatId: number, kind: 'text' | 'phone' = 'text'): Promise<void> {
  const live = await conversations();
  await delay(Math.round(replyDelayMs * 0.4));
  if (!(await stillOpen(live, chatId))) return;
  const own = await markSentMessagesRead(chatId, 'jobseeker');
  const asksAboutInterview = own.some((m) => INTERVIEW_TOPIC.test(m.text ?? ''));
  const lastRead = own[own.length - 1];
  if (lastRead) publishChatEvent(userId, { type: 'messages.read', chat_id: chatId, reader: 'recruiter', last_read_message_id: lastRead.id, read_at: isoNow() });
  publishChatEvent(userId, { type: 'typing', chat_id: chatId, sender: 'recruiter', is_typing: true });
  await delay(replyDelayMs - Math.round(replyDelayMs * 0.4));
  const conversation = await stillOpen(live, chatId);
  if (!conversation) return;
  const reply = await appendAnswer(chatId, conversation.recruiter_id, kind);
  publishChatEvent(userId, { type: 'message.new', chat_id: chatId, message: { ...reply } });
  if (asksAboutInterview) await inviteToInterview(userId, chatId);
}
