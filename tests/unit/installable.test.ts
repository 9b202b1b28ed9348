/**
 * Installable: the web app manifest (fields, icons that exist with the sizes they claim, the brand
 * colour), its content type from the production static server, when the service worker registers,
 * and the offline page the worker keeps and answers a failed page load with.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { WORKER_SCRIPTS, staticFiles } from '../../server/static-files';
import { registerAppWorker, shouldRegisterAppWorker } from '../../web/src/lib/installable/register-app-worker';

const publicDir = new URL('../../web/public/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, publicDir));

/** A client build as the production server gets it: web/public's files, and the hashed ones in assets/. */
function clientBuild(): string {
  const directory = mkdtempSync(join(tmpdir(), 'jobchat-client-'));
  cpSync(publicDir, directory, { recursive: true });
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'assets', 'entry-AbC123.js'), 'export {};');
  return directory;
}

/** A file as the production server's static files (server/static-files.ts) answer it. */
async function fromStaticFiles(path: string): Promise<Response> {
  const directory = clientBuild();
  const serve = staticFiles(directory);
  const server = createServer((request, response) => serve(request as never, response as never, () => void response.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const reply = await fetch(`http://127.0.0.1:${port}${path}`);
    await reply.arrayBuffer();
    return reply;
  } finally {
    server.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe('web app manifest', () => {
  const manifest = JSON.parse(read('manifest.webmanifest').toString('utf8')) as Record<string, unknown> & { icons: ManifestIcon[] };

  // That the rendered page links it, and that its theme colour is the page's toolbar and brand colour:
  // tests/server/installable-page.test.ts, against the production build.
  it('names the app, starts at the home page standalone, with a toolbar and a splash colour', () => {
    expect(manifest).toMatchObject({ name: 'Jobchat', short_name: 'Jobchat', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists icons that exist with the sizes they claim, 192 and 512, one maskable', () => {
    for (const icon of manifest.icons) {
      const file = read(`.${icon.src}`);
      if (icon.type === 'image/svg+xml') {
        expect(file.toString('utf8')).toMatch(/^<svg /);
        continue;
      }
      expect(icon.type).toBe('image/png');
      expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(`${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  });

  it('is served as application/manifest+json by the static file server of production', async () => {
    const reply = await fromStaticFiles('/manifest.webmanifest');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves the hashed build files as immutable for a year', async () => {
    const reply = await fromStaticFiles('/assets/entry-AbC123.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('service worker updates', () => {
  it('are checked on every visit: the worker scripts are served no-cache, what they import included', async () => {
    for (const script of WORKER_SCRIPTS) {
      const reply = await fromStaticFiles(script);
      expect(reply.status, script).toBe(200);
      expect(reply.headers.get('cache-control'), script).toBe('no-cache');
    }
    // Every script self_worker.js imports when a browser runs it is one of them.
    const imported: string[] = [];
    const self = { addEventListener: () => undefined, location: { origin: 'https://ph.jobchat.example' } };
    runInNewContext(read('self_worker.js').toString('utf8'), { self, URL, importScripts: (...urls: string[]) => void imported.push(...urls) });
    expect(imported.length).toBeGreaterThan(0);
    for (const script of imported) expect(WORKER_SCRIPTS.has(script)).toBe(true);
  });

  it('are registered past the HTTP cache', () => {
    vi.stubGlobal('document', { readyState: 'complete' });
    try {
      const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
      registerAppWorker({ register });
      expect(register).toHaveBeenCalledWith('/self_worker.js', { updateViaCache: 'none' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('are registered once the page has loaded, not while it loads, and a refusal changes nothing', async () => {
    const page = new EventTarget();
    vi.stubGlobal('document', { readyState: 'loading' });
    vi.stubGlobal('window', page);
    try {
      // A plain function: a vi.fn would handle the rejection itself (it records how its result settles).
      const calls: unknown[][] = [];
      const register = (...args: unknown[]) => {
        calls.push(args);
        return Promise.reject(new DOMException('Service workers are disabled', 'SecurityError'));
      };
      registerAppWorker({ register: register as ServiceWorkerContainer['register'] });
      expect(calls).toEqual([]);
      page.dispatchEvent(new Event('load'));
      page.dispatchEvent(new Event('load'));
      expect(calls).toEqual([['/self_worker.js', { updateViaCache: 'none' }]]);
      // The refusal is handled: an unhandled rejection would fail this run.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      vi.unstubAllGlobals();
    }
    registerAppWorker(undefined); // outside secure contexts browsers have no navigator.serviceWorker
  });
});

describe('service worker registration', () => {
  it('happens in production builds against real servers only, never in development or mock builds', () => {
    expect(shouldRegisterAppWorker({ PROD: true, VITE_API_MODE: 'real' })).toBe(true);
    expect(shouldRegisterAppWorker({ PROD: false, VITE_API_MODE: 'real' })).toBe(false);
    expect(shouldRegisterAppWorker({ PROD: true, VITE_API_MODE: 'mock' })).toBe(false);
  });
});

describe('offline-worker.js', () => {
  const ORIGIN = 'https://ph.jobchat.example';
  const OFFLINE_HTML = '<html><head><link rel="stylesheet" href="/assets/root-abc.css"/></head><body><h1>You are offline</h1></body></html>';

  function startWorker(network: (url: string) => Promise<Response>) {
    const handlers: Record<string, (event: unknown) => void> = {};
    const kept = new Map<string, Response>();
    const keyOf = (request: string | Request) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;
    const cache = {
      put: async (request: string, response: Response) => void kept.set(keyOf(request), response),
      add: async (request: string) => void kept.set(keyOf(request), await network(new URL(request, ORIGIN).href)),
    };
    const caches = {
      open: async () => cache,
      match: async (request: string | Request) => kept.get(keyOf(request))?.clone(),
      keys: async () => [],
      delete: async () => true,
    };
    const self = { addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler), location: { origin: ORIGIN } };
    const fetch = (request: string | Request) => network(new URL(typeof request === 'string' ? request : request.url, ORIGIN).href);
    runInNewContext(read('offline-worker.js').toString('utf8'), { self, caches, fetch, URL, Response, Promise });

    async function dispatch(type: string, event: object): Promise<{ answer?: Response; answered: boolean }> {
      const work: Promise<unknown>[] = [];
      let answer: Promise<Response> | undefined;
      handlers[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => work.push(promise), respondWith: (promise: Promise<Response>) => (answer = promise) });
      const response = answer ? await answer : undefined;
      await Promise.all(work);
      return { answer: response, answered: answer !== undefined };
    }
    const pageLoad = (path: string) => dispatch('fetch', { request: { method: 'GET', mode: 'navigate', url: `${ORIGIN}${path}` } });
    return { dispatch, pageLoad, kept };
  }

  const offlinePages = (url: string) => {
    if (new URL(url).pathname.endsWith('/offline')) return Promise.resolve(new Response(OFFLINE_HTML, { headers: { 'Content-Type': 'text/html' } }));
    if (url.endsWith('.css')) return Promise.resolve(new Response('h1{}', { headers: { 'Content-Type': 'text/css' } }));
    return Promise.resolve(new Response(`page ${url}`));
  };

  it('keeps the offline page and its style sheet when installed', async () => {
    const worker = startWorker(offlinePages);
    await worker.dispatch('install', {});
    expect([...worker.kept.keys()].sort()).toEqual(['/assets/root-abc.css', '/offline']);
  });

  it('passes page loads through while online and keeps the offline page of their language', async () => {
    const worker = startWorker(offlinePages);
    const { answer } = await worker.pageLoad('/ar/companies');
    expect(await answer?.text()).toBe(`page ${ORIGIN}/ar/companies`);
    expect(worker.kept.has('/ar/offline')).toBe(true);
  });

  it('answers a page load that fails offline with the offline page of its language, or the English one', async () => {
    let online = true;
    const worker = startWorker((url) => (online ? offlinePages(url) : Promise.reject(new TypeError('Failed to fetch'))));
    await worker.dispatch('install', {});
    await worker.pageLoad('/ja/companies');
    online = false;
    expect(await (await worker.pageLoad('/ja/jobs-hiring')).answer?.text()).toBe(OFFLINE_HTML);
    expect((await worker.pageLoad('/tr/jobs-hiring')).answer?.status).toBe(200);
    expect(await (await worker.pageLoad('/job/accountant-200001')).answer?.text()).toBe(OFFLINE_HTML);
  });

  it('leaves API calls, other origins and other methods to the network', async () => {
    const worker = startWorker(offlinePages);
    expect((await worker.dispatch('fetch', { request: { method: 'GET', mode: 'cors', url: `${ORIGIN}/api/job/search` } })).answered).toBe(false);
    expect((await worker.dispatch('fetch', { request: { method: 'POST', mode: 'navigate', url: `${ORIGIN}/get-started` } })).answered).toBe(false);
    expect((await worker.dispatch('fetch', { request: { method: 'GET', mode: 'navigate', url: 'https://api.jobchat.example/x' } })).answered).toBe(false);
  });
});
