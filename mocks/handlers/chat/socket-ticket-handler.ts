/** getChatSocketTicket: where the realtime socket is, with a one-connection ticket for the signed-in user. */
import { mockNow } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { ok } from '../../http/reply';
import { issueSocketTicket } from '../../state/chat-socket-tickets';
import { chatCaller, refused } from './chat-context';

export const TICKET_TTL_MS = 5 * 60_000;
export const CHAT_SOCKET_PATH = '/chat/socket';

let ticketCounter = 0;

export function socketTicketHandler() {
  return operation('getChatSocketTicket', async ({ request }) => {
    const caller = await chatCaller(request);
    if (refused(caller)) return caller.response;
    ticketCounter += 1;
    const ticket = `cst_${caller.user.id}_${mockNow().toString(36)}${ticketCounter.toString(36)}`;
    const expiresAt = mockNow() + TICKET_TTL_MS;
    await issueSocketTicket(ticket, caller.user.id, expiresAt);
    // Same host as the API, WebSocket scheme (wss on https hosts).
    const origin = new URL(request.url).origin.replace(/^http/, 'ws');
    return ok({ url: `${origin}${CHAT_SOCKET_PATH}?ticket=${ticket}`, ticket, expires_at: new Date(expiresAt).toISOString() });
  });
}
