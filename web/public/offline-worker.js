/*
 * The offline page of Jobchat's service worker (imported by /self_worker.js, the one worker of the
 * site's scope). It keeps /offline (and the same page in each language the visitor used, with its
 * style sheets) and answers a page load with it when the network fails. Nothing else is intercepted:
 * API calls, the mocks, sockets and other files go to the network as if there were no worker.
 * Plain JavaScript, served as is; registered by the production build (web/src/lib/installable).
 */
/* global self, caches, fetch, URL, Response */
'use strict';

(() => {
  const CACHE = 'jobchat-offline-v1';
  const OFFLINE_PATH = '/offline';
  const PREFIXES = ['zh-cn', 'id', 'ja', 'zh-tw', 'ms', 'tr', 'pt-br', 'es-es', 'ar'];
  const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
  const HREF = /\bhref="(\/assets\/[^"]+\.css)"/;

  /** "/ar/offline" for a page under /ar, "/offline" for English (no prefix). */
  function offlinePathFor(url) {
    const first = new URL(url).pathname.split('/')[1];
    return PREFIXES.includes(first) ? `/${first}${OFFLINE_PATH}` : OFFLINE_PATH;
  }

  /** Fetches and keeps an offline page and the style sheets it links. */
  async function keepOfflinePage(path) {
    const cache = await caches.open(CACHE);
    const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return;
    const html = await response.clone().text();
    await cache.put(path, response);
    const sheets = (html.match(STYLESHEET) || []).map((tag) => (tag.match(HREF) || [])[1]).filter(Boolean);
    await Promise.all(sheets.map((href) => cache.add(href).catch(() => undefined)));
  }

  async function answerPageLoad(event) {
    const path = offlinePathFor(event.request.url);
    try {
      const response = await fetch(event.request);
      // The visitor's language: keep its offline page too, once.
      event.waitUntil(caches.match(path).then((kept) => kept || keepOfflinePage(path)).catch(() => undefined));
      return response;
    } catch (error) {
      const kept = (await caches.match(path)) || (await caches.match(OFFLINE_PATH));
      if (kept) return kept;
      throw error;
    }
  }

  self.addEventListener('install', (event) => {
    event.waitUntil(keepOfflinePage(OFFLINE_PATH).catch(() => undefined));
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('jobchat-offline-') && name !== CACHE).map((name) => caches.delete(name)))),
    );
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    if (request.mode === 'navigate') event.respondWith(answerPageLoad(event));
    else if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.css'))
      event.respondWith(fetch(request).catch(() => caches.match(request).then((kept) => kept || Response.error())));
  });
})();
