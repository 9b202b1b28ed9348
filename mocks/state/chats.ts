/**
 * Chat state of the mock servers: conversations, messages, common phrases, greetings, reports and
 * socket tickets, flat in Maps keyed by id (conversations reference the user, recruiter, job and
 * company by id). Built from the seed by `buildChatSeed` after every reset.
 */
import type { Database } from '../db/database';
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';
import type { JobRecord } from '../db/record-schemas';
import type { ChatsState, ConversationRecord, GreetingSettingsRecord, MessageRecord, PhraseRecord, ReportRecord } from './chat-records';
import { buildChatSeed } from './chat-seed';
import { addChatSeedExtras } from './chat-seed-extras';

export type { ConversationRecord, MessageRecord, PhraseRecord, GreetingRecord, GreetingSettingsRecord, ReportRecord, TicketRecord, ChatsState } from './chat-records';

export const chats = defineDomainState('chats', (db: Database): ChatsState => addChatSeedExtras(db, buildChatSeed(db)));

export function isoNow(): string {
  return new Date(mockNow()).toISOString();
}

/** The user's visible conversations (not deleted, not hidden by a company block), any folder. */
export function conversationsOf(state: ChatsState, userId: number): ConversationRecord[] {
  return [...state.conversations.values()].filter((conversation) => conversation.user_id === userId && !conversation.is_hidden);
}

/** The user's visible conversation, or undefined (unknown, someone else's, deleted or hidden by a block). */
export function ownConversation(state: ChatsState, userId: number, chatId: number): ConversationRecord | undefined {
  const conversation = state.conversations.get(chatId);
  return conversation && conversation.user_id === userId && !conversation.is_hidden ? conversation : undefined;
}

export function messagesOf(state: ChatsState, chatId: number): MessageRecord[] {
  return (state.messageIdsByChat.get(chatId) ?? []).map((id) => state.messages.get(id)).filter((m): m is MessageRecord => m !== undefined);
}

/** Unread = recruiter messages the job seeker has not read yet. */
export function unreadCount(state: ChatsState, chatId: number): number {
  return messagesOf(state, chatId).filter((m) => m.sender === 'recruiter' && m.status === 'sent').length;
}

/** Both parties have written something, so resumes and phone numbers may be exchanged. */
export function bothReplied(state: ChatsState, chatId: number): boolean {
  const senders = new Set(messagesOf(state, chatId).filter((m) => m.status !== 'recalled').map((m) => m.sender));
  return senders.has('jobseeker') && senders.has('recruiter');
}

/**
 * When the job seeker's oldest message the recruiter has not answered was sent: the first delivered
 * job seeker message after the recruiter's last one (system notices do not count), or null.
 */
export function awaitingReplySince(state: ChatsState, chatId: number): string | null {
  let since: string | null = null;
  for (const message of messagesOf(state, chatId)) {
    if (message.sender === 'recruiter') since = null;
    else if (message.sender === 'jobseeker' && since === null && (message.status === 'sent' || message.status === 'read')) since = message.created_at;
  }
  return since;
}

export interface SentResumeRecord {
  conversation: ConversationRecord;
  message: MessageRecord;
  resume: NonNullable<MessageRecord['resume']>;
}

/** The user's delivered resume messages in their visible conversations, newest first. */
export function sentResumesOf(state: ChatsState, userId: number): SentResumeRecord[] {
  const sent = conversationsOf(state, userId).flatMap((conversation) =>
    messagesOf(state, conversation.id).flatMap((message) =>
      message.sender === 'jobseeker' && message.resume && (message.status === 'sent' || message.status === 'read') ? [{ conversation, message, resume: message.resume }] : [],
    ),
  );
  return sent.sort((a, b) => (a.message.created_at < b.message.created_at ? 1 : a.message.created_at > b.message.created_at ? -1 : b.message.id - a.message.id));
}

type NewMessage = Pick<MessageRecord, 'sender' | 'type' | 'text'> & Partial<Omit<MessageRecord, 'id' | 'chat_id'>>;

/** Stores a message at the end of the conversation and moves the conversation's `updated_at`. */
export function appendMessage(state: ChatsState, chatId: number, fields: NewMessage): MessageRecord {
  const message: MessageRecord = {
    id: state.nextId.message++,
    chat_id: chatId,
    status: 'sent',
    created_at: isoNow(),
    recalled_at: null,
    resume: null,
    phone_exchange: null,
    interview: null,
    offer: null,
    ...fields,
  };
  state.messages.set(message.id, message);
  const ids = state.messageIdsByChat.get(chatId) ?? [];
  ids.push(message.id);
  state.messageIdsByChat.set(chatId, ids);
  const conversation = state.conversations.get(chatId);
  if (conversation) conversation.updated_at = message.created_at;
  return message;
}

/** The user's conversation with the job's recruiter (reused whatever its job), or a new one about the job. */
export function openConversation(state: ChatsState, userId: number, job: JobRecord): { conversation: ConversationRecord; created: boolean } {
  for (const conversation of state.conversations.values()) {
    if (conversation.user_id === userId && conversation.recruiter_id === job.recruiter_id) {
      conversation.job_id = job.id;
      conversation.company_id = job.company_id;
      return { conversation, created: false };
    }
  }
  const now = isoNow();
  const conversation: ConversationRecord = {
    id: state.nextId.conversation++, user_id: userId, recruiter_id: job.recruiter_id, job_id: job.id, company_id: job.company_id,
    is_pinned: false, is_muted: false, is_not_interested: false, is_hidden: false, created_at: now, updated_at: now,
  };
  state.conversations.set(conversation.id, conversation);
  state.messageIdsByChat.set(conversation.id, []);
  return { conversation, created: true };
}

export function deleteConversationRecord(state: ChatsState, chatId: number): void {
  for (const id of state.messageIdsByChat.get(chatId) ?? []) state.messages.delete(id);
  state.messageIdsByChat.delete(chatId);
  state.conversations.delete(chatId);
}

export function greetingSettingsOf(state: ChatsState, userId: number): GreetingSettingsRecord {
  let settings = state.greetingSettings.get(userId);
  if (!settings) {
    settings = { is_enabled: false, selected_greeting_id: null };
    state.greetingSettings.set(userId, settings);
  }
  return settings;
}

/** The user's items (phrases or greetings), oldest first. */
export function itemsOf<T extends PhraseRecord>(items: Map<number, T>, userId: number): T[] {
  return [...items.values()].filter((item) => item.user_id === userId).sort((a, b) => a.id - b.id);
}

export type ConversationFlag = 'is_pinned' | 'is_muted' | 'is_not_interested';

export function setConversationFlag(conversation: ConversationRecord, flag: ConversationFlag, value: boolean): void {
  conversation[flag] = value;
}

/** Marks the sender's delivered messages read (the other side opened the chat) and returns them. */
export function markSentMessagesRead(state: ChatsState, chatId: number, sender: 'jobseeker' | 'recruiter'): MessageRecord[] {
  const unread = messagesOf(state, chatId).filter((message) => message.sender === sender && message.status === 'sent');
  for (const message of unread) message.status = 'read';
  return unread;
}

/** Marks the recruiter's unread messages read and returns the conversation's messages. */
export function markConversationReadRecord(state: ChatsState, chatId: number): MessageRecord[] {
  markSentMessagesRead(state, chatId, 'recruiter');
  return messagesOf(state, chatId);
}

export function addChatReport(state: ChatsState, fields: Omit<ReportRecord, 'id'>): ReportRecord {
  const report = { id: state.nextId.report++, ...fields };
  state.reports.set(report.id, report);
  return report;
}

/** Recalls the message: its content is gone for both sides. */
export function recallMessageRecord(message: MessageRecord, at: string): void {
  Object.assign(message, { status: 'recalled', text: null, resume: null, phone_exchange: null, recalled_at: at });
}

/** Delivers a failed message now: it moves to the end of the history. */
export function resendMessageRecord(state: ChatsState, conversation: ConversationRecord, message: MessageRecord, at: string): void {
  Object.assign(message, { status: 'sent', created_at: at });
  const ids = state.messageIdsByChat.get(message.chat_id) ?? [];
  ids.splice(ids.indexOf(message.id), 1);
  ids.push(message.id);
  conversation.updated_at = at;
}

export type ChatItemKind = 'phrases' | 'greetings';

/** Stores a new common phrase or greeting of the user. */
export function addChatItem(state: ChatsState, kind: ChatItemKind, userId: number, text: string): PhraseRecord {
  const id = kind === 'phrases' ? state.nextId.phrase++ : state.nextId.greeting++;
  const now = isoNow();
  const item = { id, user_id: userId, text, created_at: now, updated_at: now };
  state[kind].set(id, item);
  return item;
}

export function ownChatItem(state: ChatsState, kind: ChatItemKind, userId: number, id: number): PhraseRecord | undefined {
  const item = state[kind].get(id);
  return item?.user_id === userId ? item : undefined;
}

export function updateChatItem(item: PhraseRecord, text: string): void {
  Object.assign(item, { text, updated_at: isoNow() });
}

/** Deletes the item; a deleted selected greeting hands over to the user's first one (or turns greetings off). */
export function removeChatItem(state: ChatsState, kind: ChatItemKind, userId: number, id: number): void {
  state[kind].delete(id);
  if (kind !== 'greetings') return;
  const settings = greetingSettingsOf(state, userId);
  if (settings.selected_greeting_id === id) {
    settings.selected_greeting_id = itemsOf(state.greetings, userId)[0]?.id ?? null;
    if (settings.selected_greeting_id === null) settings.is_enabled = false;
  }
}

export function updateGreetingSettingsRecord(settings: GreetingSettingsRecord, isEnabled: boolean, selectedGreetingId: number | null): void {
  Object.assign(settings, { is_enabled: isEnabled, selected_greeting_id: selectedGreetingId });
}

/** The job seeker answers the recruiter's phone request: accepted shows the recruiter's number. */
export function answerPhoneExchangeRecord(message: MessageRecord, accept: boolean, recruiterPhone: string): void {
  message.phone_exchange = accept ? { status: 'accepted', phone: recruiterPhone } : { status: 'declined', phone: null };
  if (message.status === 'sent') message.status = 'read';
}

/** The conversation's offer messages, oldest first. */
export function offersOf(state: ChatsState, chatId: number): MessageRecord[] {
  return messagesOf(state, chatId).filter((message) => message.type === 'offer' && message.offer !== null);
}

/** Answers an offer; accepting it declines the conversation's other pending offers (the candidate picks one). */
export function answerOfferRecord(state: ChatsState, message: MessageRecord, accept: boolean): void {
  if (!message.offer) return;
  message.offer = { ...message.offer, status: accept ? 'accepted' : 'declined' };
  if (message.status === 'sent') message.status = 'read';
  if (!accept) return;
  for (const other of offersOf(state, message.chat_id)) {
    if (other.id !== message.id && other.offer?.status === 'pending') other.offer = { ...other.offer, status: 'declined' };
  }
}
