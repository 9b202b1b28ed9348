/**
 * The records of the chat state (conversations, messages, phrases, greetings, reports, socket tickets).
 * Apart from chats.ts so that the seed (chat-seed.ts) and the state can both name them without an
 * import cycle.
 */
import type { ChatMessage } from '../../sdk/generated/chat/hooks';

export interface ConversationRecord {
  id: number;
  user_id: number;
  recruiter_id: number;
  job_id: number;
  company_id: number;
  is_pinned: boolean;
  is_muted: boolean;
  is_not_interested: boolean;
  /** Set while the user blocks the company: the conversation is hidden everywhere. */
  is_hidden: boolean;
  created_at: string;
  /** Time of the last message. */
  updated_at: string;
}

/** A message is stored in its reply shape: it is already flat (ids, small value objects). */
export type MessageRecord = ChatMessage;

export interface PhraseRecord {
  id: number;
  user_id: number;
  text: string;
  created_at: string;
  updated_at: string;
}

export type GreetingRecord = PhraseRecord;

export interface GreetingSettingsRecord {
  is_enabled: boolean;
  selected_greeting_id: number | null;
}

export interface ReportRecord {
  id: number;
  user_id: number;
  chat_id: number;
  reason_id: number;
  text: string;
  created_at: string;
}

export interface TicketRecord {
  user_id: number;
  expires_at: number;
}

export interface ChatsState {
  conversations: Map<number, ConversationRecord>;
  messages: Map<number, MessageRecord>;
  /** Message ids of each conversation, oldest first. */
  messageIdsByChat: Map<number, number[]>;
  phrases: Map<number, PhraseRecord>;
  greetings: Map<number, GreetingRecord>;
  greetingSettings: Map<number, GreetingSettingsRecord>;
  reports: Map<number, ReportRecord>;
  tickets: Map<string, TicketRecord>;
  nextId: { conversation: number; message: number; phrase: number; greeting: number; report: number };
}
