/**
 * The realtime chat socket (MSW WebSocket mock, contracts/chat-events.asyncapi.yaml): a connection with a
 * valid ticket joins the ticket owner's channel and gets `ready`; HTTP handlers and the mock recruiter
 * publish new messages, recalls, reads, typing and interview invitations to it. `ping` answers `pong`.
 */
import { ws, type WebSocketHandler } from 'msw';
import { chats } from '../../state/chats';
import { addSocketClient, sendSocketEvent } from '../../state/chat-socket-hub';
import { CHAT_SOCKET_PATH, redeemTicket } from './socket-ticket-handler';

/** Close code for a missing, used or expired ticket (private range 4000-4999). */
export const INVALID_TICKET_CLOSE_CODE = 4401;

const chatSocket = ws.link(`*${CHAT_SOCKET_PATH}`);

export function chatSocketHandlers(): WebSocketHandler[] {
  return [
    chatSocket.addEventListener('connection', ({ client }) => {
      let unregister: (() => void) | undefined;
      let closed = false;
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.includes('"ping"')) sendSocketEvent(client, { type: 'pong' });
      });
      client.addEventListener('close', () => {
        closed = true;
        unregister?.();
      });
      void chats().then((state) => {
        const userId = redeemTicket(state, client.url.searchParams.get('ticket'));
        if (closed) return;
        if (userId === undefined) {
          client.close(INVALID_TICKET_CLOSE_CODE, 'Invalid or expired ticket');
          return;
        }
        unregister = addSocketClient(userId, client);
        sendSocketEvent(client, { type: 'ready', user_id: userId });
      });
    }),
  ];
}
