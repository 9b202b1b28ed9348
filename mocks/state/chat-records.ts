/**
 * The records of the chat domain (conversations, messages, phrases, greetings and their settings, reports,
 * socket tickets) as the zod schemas of their collections. Apart from chats.ts so that the seed
 * (chat-seed.ts) and the state modules can all name them without an import cycle.
 */
import { z } from 'zod';
import { sendMessageResponse } from '../../sdk/generated/chat/zod';
import type { RecordOf } from '../db/domain-collections';

const id = z.number().int();

export const conversationSchema = z.object({
  id,
  user_id: id,
  recruiter_id: id,
  job_id: id,
  company_id: id,
  is_pinned: z.boolean(),
  is_muted: z.boolean(),
  is_not_interested: z.boolean(),
  /** Set while the user blocks the company: the conversation is hidden everywhere. */
  is_hidden: z.boolean(),
  created_at: z.string(),
  /** Time of the last message. */
  updated_at: z.string(),
});

/** A message is stored in its reply shape (the contract's ChatMessage): it is already flat (ids, small value objects). */
export const messageSchema = sendMessageResponse.shape.data;

/** What a new message has before its type's details are set. */
export const EMPTY_MESSAGE_DETAILS = { recalled_at: null, resume: null, phone_exchange: null, interview: null, offer: null } as const;

/** The flags of a new conversation. */
export const NEW_CONVERSATION_FLAGS = { is_pinned: false, is_muted: false, is_not_interested: false, is_hidden: false } as const;

/** A common phrase; a greeting has the same shape. */
export const phraseSchema = z.object({ id, user_id: id, text: z.string(), created_at: z.string(), updated_at: z.string() });

/** One per user who changed them; a user without one has greetings off and none selected. */
export const greetingSettingsSchema = z.object({ user_id: id, is_enabled: z.boolean(), selected_greeting_id: id.nullable() });

export const reportSchema = z.object({ id, user_id: id, chat_id: id, reason_id: id, text: z.string(), created_at: z.string() });

/** A one-connection ticket of the chat socket, keyed by its own string. */
export const ticketSchema = z.object({ ticket: z.string(), user_id: id, expires_at: z.number() });

export type ConversationRecord = RecordOf<typeof conversationSchema>;
export type MessageRecord = RecordOf<typeof messageSchema>;
export type PhraseRecord = RecordOf<typeof phraseSchema>;
export type GreetingRecord = PhraseRecord;
export type GreetingSettingsRecord = RecordOf<typeof greetingSettingsSchema>;
export type ReportRecord = RecordOf<typeof reportSchema>;
export type TicketRecord = RecordOf<typeof ticketSchema>;

/** The seeded chat graph, each list in id order; the collections take their records from it. */
export interface ChatSeed {
  conversations: ConversationRecord[];
  messages: MessageRecord[];
  phrases: PhraseRecord[];
  greetings: GreetingRecord[];
  greetingSettings: GreetingSettingsRecord[];
}

/** The first id of each chat collection: seeded records take the first ones, `insert` the next. */
export const FIRST_CHAT_IDS = { conversation: 3001, message: 70001, phrase: 401, greeting: 601, report: 81 } as const;
