/** The frames of the chat socket, as contracts/chat-events.asyncapi.yaml describes them (server to client). */
import type { ChatMessage } from '@sdk/generated/chat/hooks';

export type ChatSocketEvent =
  | { type: 'ready'; user_id: number }
  | { type: 'message.new'; chat_id: number; message: ChatMessage }
  | { type: 'message.recalled'; chat_id: number; message_id: number; recalled_at: string }
  | { type: 'messages.read'; chat_id: number; reader: 'recruiter'; last_read_message_id: number; read_at: string }
  | { type: 'typing'; chat_id: number; sender: 'recruiter'; is_typing: boolean }
  | { type: 'interview.invited'; chat_id: number; message: ChatMessage }
  | { type: 'pong' };

const TYPES: ReadonlySet<string> = new Set(['ready', 'message.new', 'message.recalled', 'messages.read', 'typing', 'interview.invited', 'pong']);

/** The event in a text frame, or undefined for anything the contract does not describe. */
export function parseChatEvent(data: unknown): ChatSocketEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const frame: unknown = JSON.parse(data);
    if (typeof frame !== 'object' || frame === null) return undefined;
    const type = (frame as { type?: unknown }).type;
    return typeof type === 'string' && TYPES.has(type) ? (frame as ChatSocketEvent) : undefined;
  } catch {
    return undefined;
  }
}
