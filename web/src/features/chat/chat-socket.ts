/**
 * One realtime chat connection (contracts/chat-events.asyncapi.yaml), browser only: a fresh ticket from
 * getChatSocketTicket, then the socket; it pings to stay open, reconnects with a new ticket after a drop
 * (waiting longer each time, up to 30 s) and closes for good when the session ends in any tab.
 */
import { CHAT_CHANNEL } from '../../lib/session/session-events';
import { parseChatEvent, type ChatSocketEvent } from './chat-event-types';
import { fetchChatSocketTicket } from './chat-queries';

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChatSocketHandlers {
  /** `mayNotify` is false on the tabs that must leave a browser notification to another tab of the site. */
  onEvent: (event: ChatSocketEvent, mayNotify?: boolean) => void;
  /** `error` is why the ticket could not be had, when that is why it reconnects. */
  onStatus: (status: SocketStatus, error?: unknown) => void;
}

export const PING_INTERVAL_MS = 25_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface ChatSocketConnection {
  close: () => void;
}

export function connectChatSocket({ onEvent, onStatus }: ChatSocketHandlers): ChatSocketConnection {
  let socket: WebSocket | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  const aborter = new AbortController();

  function scheduleReconnect(error?: unknown) {
    if (stopped) return;
    onStatus('reconnecting', error);
    retryTimer = setTimeout(() => void open(), retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  async function open() {
    if (stopped) return;
    let url: string;
    try {
      url = (await fetchChatSocketTicket(aborter.signal)).url;
    } catch (error) {
      scheduleReconnect(error);
      return;
    }
    if (stopped) return;
    const current = new WebSocket(url);
    socket = current;
    current.addEventListener('message', (message: MessageEvent) => {
      const event = parseChatEvent(message.data);
      if (!event) return;
      if (event.type === 'ready') {
        retryMs = FIRST_RETRY_MS;
        onStatus('open');
      }
      onEvent(event);
    });
    current.addEventListener('close', () => {
      clearInterval(pingTimer);
      if (socket === current) scheduleReconnect();
    });
    pingTimer = setInterval(() => {
      if (current.readyState === WebSocket.OPEN) current.send(JSON.stringify({ type: 'ping' }));
    }, PING_INTERVAL_MS);
  }

  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHAT_CHANNEL);
  if (channel) {
    channel.onmessage = (message: MessageEvent<{ type?: string }>) => {
      if (message.data?.type === 'logout') close();
    };
  }

  function close() {
    if (stopped) return;
    stopped = true;
    aborter.abort();
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    channel?.close();
    const current = socket;
    socket = undefined;
    current?.close(1000, 'Closed by the page');
    onStatus('closed');
  }

  onStatus('connecting');
  void open();
  return { close };
}
