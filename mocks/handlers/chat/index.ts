/** Chat: conversations, messages, phrases, greetings. */
import type { HttpHandler } from 'msw';

export function chatHandlers(): HttpHandler[] {
  return [];
}
