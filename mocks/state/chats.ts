/**
 * Chat state of the mock servers: conversations, messages, common phrases, greetings, reports and
 * socket tickets, flat in Maps keyed by id (conversations reference the user, recruiter, job and
 * company by id). Built from the seed by `buildChatSeed` after every reset.
 */
import type { Database } from '../db/database';
import { defineDomainState } from '../db/domain-state';
import { mockNow } from '../db/mock-clock';
import type { JobRecord } from '../db/record-schemas';
import type { ChatsState, ConversationRecord, GreetingSettingsRecord, MessageRecord, PhraseRecord } from './chat-records';
import { buildChatSeed } from './chat-seed';

export type { ConversationRecord, MessageRecord, PhraseRecord, GreetingRecord, GreetingSettingsRecord, ReportRecord, TicketRecord, ChatsState } from './chat-records';

export const chats = defineDomainState('chats', (db: Database): ChatsState => buildChatSeed(db));

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
