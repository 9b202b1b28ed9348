/**
 * How this page gets chat events (spec section 7): through the messaging worker shared by every tab
 * when the browser has shared workers; otherwise a socket of its own, with the service worker
 * /self_worker.js registered for push notifications (a `jobseeker_redirect` push opens the chat).
 */
import { connectChatSocket, type ChatSocketConnection, type ChatSocketHandlers } from './chat-socket';
import { connectSharedChatSocket } from './shared-chat-socket';

export const SELF_WORKER_URL = '/self_worker.js';

let selfWorkerRegistered = false;

function registerSelfWorker(): void {
  if (selfWorkerRegistered || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  selfWorkerRegistered = true;
  navigator.serviceWorker.register(SELF_WORKER_URL).catch(() => {
    selfWorkerRegistered = false;
  });
}

export function connectChatRealtime(handlers: ChatSocketHandlers): ChatSocketConnection {
  if (typeof SharedWorker !== 'undefined') {
    try {
      return connectSharedChatSocket(handlers);
    } catch {
      // Shared workers can be blocked (privacy settings): the page keeps a socket of its own.
    }
  }
  registerSelfWorker();
  return connectChatSocket(handlers);
}
