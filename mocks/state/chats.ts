/**
 * Chat conversations, their messages and reports: @msw/data collections seeded from one chat graph
 * (chat-seed.ts), with their queries and every change of them. Conversations name the user, recruiter, job
 * and company by id; messages their conversation. Phrases and greetings: chat-texts.ts; socket tickets:
 * chat-socket-tickets.ts.
 *
 * A conversation's messages are a query on the messages collection in stored order, which is the order
 * they were sent: the collection keeps insertion order and an update keeps a record's place. (Ids would
 * not do after a resend, nor created_at under a pinned clock.)
 */
import { defineCollection, defineSharedSeed } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';
import type { JobRecord } from '../db/record-schemas';
import {
  conversationSchema, EMPTY_MESSAGE_DETAILS, FIRST_CHAT_IDS, messageSchema, NEW_CONVERSATION_FLAGS, reportSchema, type ConversationRecord,
  type MessageRecord, type ReportRecord,
} from './chat-records';
import { buildChatSeed } from './chat-seed';
import { addChatSeedExtras } from './chat-seed-extras';
import type { InterviewInvitation } from '../../sdk/generated/chat/hooks';

export type { ConversationRecord, MessageRecord, PhraseRecord, GreetingRecord, GreetingSettingsRecord, ReportRecord, TicketRecord } from './chat-records';

/** The seeded chat graph, shared by every chat collection's seed. */
export const chatSeed = defineSharedSeed((db) => addChatSeedExtras(db, buildChatSeed(db)));

export const conversations = defineCollection('chat-conversations', {
  schema: conversationSchema,
  firstId: FIRST_CHAT_IDS.conversation,
  seed: async (db) => (await chatSeed(db)).conversations,
});

export const messages = defineCollection('chat-messages', {
  schema: messageSchema,
  firstId: FIRST_CHAT_IDS.message,
  seed: async (db) => (await chatSeed(db)).messages,
});

export const chatReports = defineCollection('chat-reports', { schema: reportSchema, firstId: FIRST_CHAT_IDS.report });

export function isoNow(): string {
  return new Date(mockNow()).toISOString();
}

/** The user's visible conversations (not deleted, not hidden by a company block), any folder. */
export async function conversationsOf(userId: number): Promise<ConversationRecord[]> {
  return (await conversations()).findMany((q) => q.where({ user_id: userId, is_hidden: false }));
}

/** The user's visible conversation, or undefined (unknown, someone else's, deleted or hidden by a block). */
export async function ownConversation(userId: number, chatId: number): Promise<ConversationRecord | undefined> {
  return (await conversations()).findFirst((q) => q.where({ id: chatId, user_id: userId, is_hidden: false }));
}

export async function conversationById(chatId: number): Promise<ConversationRecord | undefined> {
  return (await conversations()).findFirst((q) => q.where({ id: chatId }));
}

/** The conversation's messages, oldest first. */
export async function messagesOf(chatId: number): Promise<MessageRecord[]> {
  return (await messages()).findMany((q) => q.where({ chat_id: chatId }));
}

/** The messages of several conversations in one pass over the collection, each conversation's oldest first. */
export async function messagesByChat(chatIds: readonly number[]): Promise<Map<number, MessageRecord[]>> {
  const byChat = new Map(chatIds.map((id): [number, MessageRecord[]] => [id, []]));
  for (const message of (await messages()).findMany((q) => q.where((m) => byChat.has(m.chat_id)))) byChat.get(message.chat_id)!.push(message);
  return byChat;
}

/** The conversation's message `messageId`, or undefined. */
export async function messageOf(chatId: number, messageId: number): Promise<MessageRecord | undefined> {
  return (await messages()).findFirst((q) => q.where({ id: messageId, chat_id: chatId }));
}

/** Unread = recruiter messages the job seeker has not read yet. */
export function unreadCount(history: readonly MessageRecord[]): number {
  return history.filter((m) => m.sender === 'recruiter' && m.status === 'sent').length;
}

/** Both parties have written something, so resumes and phone numbers may be exchanged. */
export function bothReplied(history: readonly MessageRecord[]): boolean {
  const senders = new Set(history.filter((m) => m.status !== 'recalled').map((m) => m.sender));
  return senders.has('jobseeker') && senders.has('recruiter');
}

/**
 * When the job seeker's oldest message the recruiter has not answered was sent: the first delivered
 * job seeker message after the recruiter's last one (system notices do not count), or null.
 */
export function awaitingReplySince(history: readonly MessageRecord[]): string | null {
  let since: string | null = null;
  for (const message of history) {
    if (message.sender === 'recruiter') since = null;
    else if (message.sender === 'jobseeker' && since === null && (message.status === 'sent' || message.status === 'read')) since = message.created_at;
  }
  return since;
}

/** The conversation's offer messages, oldest first. */
export function offersIn(history: readonly MessageRecord[]): MessageRecord[] {
  return history.filter((message) => message.type === 'offer' && message.offer !== null);
}

export interface SentResumeRecord {
  conversation: ConversationRecord;
  message: MessageRecord;
  resume: NonNullable<MessageRecord['resume']>;
}

/** The user's delivered resume messages in their visible conversations, newest first. */
export async function sentResumesOf(userId: number): Promise<SentResumeRecord[]> {
  const visible = await conversationsOf(userId);
  const byChat = await messagesByChat(visible.map((conversation) => conversation.id));
  const sent = visible.flatMap((conversation) =>
    byChat.get(conversation.id)!.flatMap((message) =>
      message.sender === 'jobseeker' && message.resume && (message.status === 'sent' || message.status === 'read') ? [{ conversation, message, resume: message.resume }] : [],
    ),
  );
  return sent.sort((a, b) => (a.message.created_at < b.message.created_at ? 1 : a.message.created_at > b.message.created_at ? -1 : b.message.id - a.message.id));
}

/** Applies `change` to the stored conversation; answers the updated one. */
function updateConversation(conversation: ConversationRecord, change: Partial<Omit<ConversationRecord, 'id'>>): Promise<ConversationRecord> {
  return conversations.update(conversation, (draft) => {
    Object.assign(draft, change);
  });
}

function updateMessage(message: MessageRecord, change: Partial<Omit<MessageRecord, 'id' | 'chat_id'>>): Promise<MessageRecord> {
  return messages.update(message, (draft) => {
    Object.assign(draft, change);
  });
}

/** A new message moves the conversation's `updated_at`. */
async function touchConversation(chatId: number, at: string): Promise<void> {
  const conversation = await conversationById(chatId);
  if (conversation) await updateConversation(conversation, { updated_at: at });
}

type NewMessage = Pick<MessageRecord, 'sender' | 'type' | 'text'> & Partial<Omit<MessageRecord, 'id' | 'chat_id'>>;

/** Stores a message at the end of the conversation and moves the conversation's `updated_at`. */
export async function appendMessage(chatId: number, fields: NewMessage): Promise<MessageRecord> {
  const message = await messages.insert({ chat_id: chatId, status: 'sent', created_at: isoNow(), ...EMPTY_MESSAGE_DETAILS, ...fields });
  await touchConversation(chatId, message.created_at);
  return message;
}

/** The user's conversation with the job's recruiter (reused whatever its job), or a new one about the job. */
export function openConversation(userId: number, job: JobRecord): Promise<{ conversation: ConversationRecord; created: boolean }> {
  return conversations.exclusive(async () => {
    const existing = (await conversations()).findFirst((q) => q.where({ user_id: userId, recruiter_id: job.recruiter_id }));
    if (existing) return { conversation: await updateConversation(existing, { job_id: job.id, company_id: job.company_id }), created: false };
    const now = isoNow();
    const conversation = await conversations.insert({
      user_id: userId, recruiter_id: job.recruiter_id, job_id: job.id, company_id: job.company_id, ...NEW_CONVERSATION_FLAGS, created_at: now, updated_at: now,
    });
    return { conversation, created: true };
  });
}

/** Deletes the conversation and its messages. */
export async function deleteConversationRecord(conversation: ConversationRecord): Promise<void> {
  for (const message of await messagesOf(conversation.id)) await messages.remove(message);
  await conversations.remove(conversation);
}

export type ConversationFlag = 'is_pinned' | 'is_muted' | 'is_not_interested';

export function setConversationFlag(conversation: ConversationRecord, flag: ConversationFlag, value: boolean): Promise<ConversationRecord> {
  return updateConversation(conversation, { [flag]: value });
}

/** Hides (while the user blocks the company) or shows again the user's conversations with the company. */
export async function setCompanyConversationsHidden(userId: number, companyId: number, hidden: boolean): Promise<void> {
  for (const conversation of (await conversations()).findMany((q) => q.where({ user_id: userId, company_id: companyId }))) {
    await updateConversation(conversation, { is_hidden: hidden });
  }
}

/** Marks the sender's delivered messages read (the other side opened the chat) and returns them. */
export async function markSentMessagesRead(chatId: number, sender: 'jobseeker' | 'recruiter'): Promise<MessageRecord[]> {
  const unread = (await messagesOf(chatId)).filter((message) => message.sender === sender && message.status === 'sent');
  const read: MessageRecord[] = [];
  for (const message of unread) read.push(await updateMessage(message, { status: 'read' }));
  return read;
}

/** Marks the recruiter's unread messages read and returns the conversation's messages. */
export async function markConversationReadRecord(chatId: number): Promise<MessageRecord[]> {
  await markSentMessagesRead(chatId, 'recruiter');
  return messagesOf(chatId);
}

export function addChatReport(fields: Omit<ReportRecord, 'id'>): Promise<ReportRecord> {
  return chatReports.insert(fields);
}

/** Recalls the message: its content is gone for both sides. */
export function recallMessageRecord(message: MessageRecord, at: string): Promise<MessageRecord> {
  return updateMessage(message, { status: 'recalled', text: null, resume: null, phone_exchange: null, recalled_at: at });
}

/** Delivers a failed message now: stored again, so it moves to the end of the history. */
export async function resendMessageRecord(message: MessageRecord, at: string): Promise<MessageRecord> {
  await messages.remove(message);
  const resent = await messages.create({ ...message, status: 'sent', created_at: at });
  await touchConversation(message.chat_id, at);
  return resent;
}

/** The job seeker answers the recruiter's phone request: accepted shows the recruiter's number. */
export function answerPhoneExchangeRecord(message: MessageRecord, accept: boolean, recruiterPhone: string): Promise<MessageRecord> {
  return updateMessage(message, {
    phone_exchange: accept ? { status: 'accepted', phone: recruiterPhone } : { status: 'declined', phone: null },
    ...(message.status === 'sent' ? { status: 'read' as const } : {}),
  });
}

/** Answers an offer; accepting it declines the conversation's other pending offers (the candidate picks one). */
export async function answerOfferRecord(message: MessageRecord, accept: boolean): Promise<MessageRecord> {
  if (!message.offer) return message;
  const answered = await updateMessage(message, {
    offer: { ...message.offer, status: accept ? 'accepted' : 'declined' },
    ...(message.status === 'sent' ? { status: 'read' as const } : {}),
  });
  if (!accept) return answered;
  for (const other of offersIn(await messagesOf(message.chat_id))) {
    if (other.id !== message.id && other.offer?.status === 'pending') await updateMessage(other, { offer: { ...other.offer, status: 'declined' } });
  }
  return answered;
}

/** Every card of interview `interviewId` in chat shows `card` (its time and status). */
export async function updateInvitationCards(interviewId: number, card: InterviewInvitation): Promise<void> {
  for (const message of (await messages()).findMany((q) => q.where((m) => m.interview?.interview_id === interviewId))) {
    await updateMessage(message, { interview: card });
  }
}
