/**
 * The chat socket through the messaging worker (web/public/shared_worker.js), which keeps one socket for
 * every open tab. This page answers the worker's ticket requests (only pages call the API), tells it when
 * it is visible (`active_page`, spec section 4) and gets every frame, with `notify` set on one page only.
 */
import { parseChatEvent } from './chat-event-types';
import { fetchChatSocketTicket } from './chat-queries';
import type { ChatSocketConnection, ChatSocketHandlers, SocketStatus } from './chat-socket';

export const SHARED_WORKER_URL = '/shared_worker.js';

type WorkerMessage =
  | { type: 'need-ticket' }
  | { type: 'status'; status: SocketStatus }
  | { type: 'event'; data: string; notify: boolean };

export function connectSharedChatSocket({ onEvent, onStatus }: ChatSocketHandlers): ChatSocketConnection {
  const { port } = new SharedWorker(SHARED_WORKER_URL, { name: 'jobchat-chat' });
  const aborter = new AbortController();
  const visible = () => document.visibilityState === 'visible';

  async function sendTicket() {
    try {
      const { url } = await fetchChatSocketTicket(aborter.signal);
      port.postMessage({ type: 'ticket', url });
    } catch (error) {
      if (aborter.signal.aborted) return;
      onStatus('reconnecting', error);
      port.postMessage({ type: 'ticket-failed' });
    }
  }

  port.onmessage = (message: MessageEvent<WorkerMessage>) => {
    const data = message.data;
    if (data.type === 'need-ticket') void sendTicket();
    else if (data.type === 'status') onStatus(data.status);
    else if (data.type === 'event') {
      const event = parseChatEvent(data.data);
      if (event) onEvent(event, data.notify);
    }
  };
  port.start();

  const onVisibility = () => port.postMessage({ type: 'active_page', value: visible() });
  const onLeave = () => port.postMessage({ type: 'bye' });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onLeave);
  port.postMessage({ type: 'hello', active: visible() });

  return {
    close() {
      aborter.abort();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      onLeave();
      port.close();
      onStatus('closed');
    },
  };
}
