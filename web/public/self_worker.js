/*
 * Jobchat's service worker, registered when the browser has no shared workers (spec section 7:
 * "if unavailable a service worker /self_worker.js is registered"). It shows push notifications and
 * opens what they point at: a push of type `jobseeker_redirect` with a chatId opens /chat/{chatId}
 * (spec section 2), in the language of the tab it reuses. Plain JavaScript, served as is; the page's
 * own notifications carry the same data (web/src/features/chat/push-redirect.ts).
 */
/* global self, URL, importScripts */
'use strict';

// The offline page (web/public/offline-worker.js): one worker per scope, so it lives in this one.
if (typeof importScripts === 'function') importScripts('/offline-worker.js');

const JOBSEEKER_REDIRECT = 'jobseeker_redirect';
const LANGUAGE_SLUGS = ['zh-cn', 'id', 'ja', 'zh-tw', 'ms', 'tr', 'pt-br', 'es-es', 'ar'];

/** The conversation a notification's data names, or null. */
function chatIdOf(data) {
  if (!data || data.type !== JOBSEEKER_REDIRECT) return null;
  const id = typeof data.chatId === 'string' && /^\d+$/.test(data.chatId) ? Number(data.chatId) : data.chatId;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /chat/{id} under the language prefix of the tab's address (en-us has none). */
function chatPath(chatId, clientUrl) {
  const first = clientUrl ? new URL(clientUrl).pathname.split('/')[1] : '';
  const prefix = LANGUAGE_SLUGS.includes(first) ? `/${first}` : '';
  return `${prefix}/chat/${chatId}`;
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: event.data ? event.data.text() : '' };
  }
  const data = payload.data || payload;
  const title = payload.title || 'Jobchat';
  const chatId = chatIdOf(data);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || '',
      tag: chatId ? `chat-${chatId}` : undefined,
      data: chatId ? { type: JOBSEEKER_REDIRECT, chatId } : data,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const chatId = chatIdOf(event.notification.data);
  if (!chatId) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const tab = windows.find((client) => client.focused) || windows[0];
      const url = new URL(chatPath(chatId, tab && tab.url), self.location.origin).href;
      if (tab && 'navigate' in tab) return tab.focus().then((focused) => (focused || tab).navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
