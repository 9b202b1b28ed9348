/**
 * The realtime chat socket (contracts/chat-events.asyncapi.yaml): a connection with a valid ticket joins
 * the ticket owner's channel and gets `ready`; HTTP handlers and the mock recruiter publish new messages,
 * recalls, reads, typing and interview invitations to it. `ping` answers `pong`. One session logic for
 * both transports: MSW's WebSocket mock (browser, msw/node) and real sockets of the HTTP mock server.
 */
import { ws, type WebSocketHandler } from 'msw';
import { addSocketClient, sendSocketEvent, type ChatSocketClient } from '../../state/chat-socket-hub';
import { redeemSocketTicket } from '../../state/chat-socket-tickets';
import { CHAT_SOCKET_PATH } from './socket-ticket-handler';

/** Close code for a missing, used or expired ticket (private range 4000-4999). */
export const INVALID_TICKET_CLOSE_CODE = 4401;

/** One end of a chat socket connection, whatever carries it. */
export interface ChatSocketPeer extends ChatSocketClient {
  close(code: number, reason: string): void;
}

/** A connected socket's session: feed it the client's messages and tell it when the connection closes. */
export interface ChatSocketSession {
  onMessage(data: unknown): void;
  onClose(): void;
}

export function openChatSocketSession(peer: ChatSocketPeer, ticket: string | null): ChatSocketSession {
  let unregister: (() => void) | undefined;
  let closed = false;
  void redeemSocketTicket(ticket).then((userId) => {
    if (closed) return;
    if (userId === undefined) {
      peer.close(INVALID_TICKET_CLOSE_CODE, 'Invalid or expired ticket');
      return;
    }
    unregister = addSocketClient(userId, peer);
    sendSocketEvent(peer, { type: 'ready', user_id: userId });
  });
  return {
    onMessage(data) {
      if (typeof data === 'string' && data.includes('"ping"')) sendSocketEvent(peer, { type: 'pong' });
    },
    onClose() {
      closed = true;
      unregister?.();
    },
  };
}

const chatSocket = ws.link(`*${CHAT_SOCKET_PATH}`);

export function chatSocketHandlers(): WebSocketHandler[] {
  return [
    chatSocket.addEventListener('connection', ({ client }) => {
      const session = openChatSocketSession(client, client.url.searchParams.get('ticket'));
      client.addEventListener('message', (event) => session.onMessage(event.data));
      client.addEventListener('close', () => session.onClose());
    }),
  ];
}
