/** Reading the chat socket's frames (sdk/chat-events.ts, contracts/chat-events.asyncapi.yaml). */
import type { ChatSocketEvent } from '@sdk/chat-events';

export type { ChatSocketEvent };

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
