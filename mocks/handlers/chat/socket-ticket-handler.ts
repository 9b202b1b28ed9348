/** getChatSocketTicket: where the realtime socket is, with a one-connection ticket for the signed-in user. */
import { mockNow } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { ok } from '../../http/reply';
import type { ChatsState } from '../../state/chats';
import { chatCaller, refused } from './chat-context';

export const TICKET_TTL_MS = 5 * 60_000;
export const CHAT_SOCKET_PATH = '/chat/socket';

let ticketCounter = 0;

/** The user of a valid ticket, which is used up; undefined when unknown or expired. */
export function redeemTicket(state: ChatsState, ticket: string | null): number | undefined {
  const record = ticket ? state.tickets.get(ticket) : undefined;
  if (!record || !ticket) return undefined;
  state.tickets.delete(ticket);
  return record.expires_at > mockNow() ? record.user_id : undefined;
}

export function socketTicketHandler() {
  return operation('getChatSocketTicket', async ({ request }) => {
    const caller = await chatCaller(request);
    if (refused(caller)) return caller.response;
    ticketCounter += 1;
    const ticket = `cst_${caller.user.id}_${mockNow().toString(36)}${ticketCounter.toString(36)}`;
    const expiresAt = mockNow() + TICKET_TTL_MS;
    caller.state.tickets.set(ticket, { user_id: caller.user.id, expires_at: expiresAt });
    // Same host as the API, WebSocket scheme (wss on https hosts).
    const origin = new URL(request.url).origin.replace(/^http/, 'ws');
    return ok({ url: `${origin}${CHAT_SOCKET_PATH}?ticket=${ticket}`, ticket, expires_at: new Date(expiresAt).toISOString() });
  });
}
