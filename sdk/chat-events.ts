/**
 * The frames the chat socket sends (contracts/chat-events.asyncapi.yaml), for the app and the mocks
 * alike. Written by hand: the SDK generator reads the OpenAPI contracts only; the mocks' contract test
 * (tests/mocks/chat-socket.test.ts) checks every frame they send against the AsyncAPI document.
 */
import type { ChatMessage } from './generated/chat/hooks';

export type ChatSocketEvent =
  | { type: 'ready'; user_id: number }
  | { type: 'message.new'; chat_id: number; message: ChatMessage }
  | { type: 'message.recalled'; chat_id: number; message_id: number; recalled_at: string }
  | { type: 'messages.read'; chat_id: number; reader: 'recruiter'; last_read_message_id: number; read_at: string }
  | { type: 'typing'; chat_id: number; sender: 'recruiter'; is_typing: boolean }
  | { type: 'interview.invited'; chat_id: number; message: ChatMessage }
  | { type: 'pong' };
