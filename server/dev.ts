/**
 * `npm start`: the app in development against the mocks, one process on one port. The stateful mocks
 * (mocks/http/mock-http-server.ts) answer /api, /__mock, /mock-provider and /mock-assets and the chat
 * socket; the server render and the browser both call them over HTTP, so they see one and the same
 * mock state. Scenarios forced with `?mock=`/`?mockPreset=` or the dev panel live in a cookie the
 * browser's calls carry and the server render passes on. Vite serves the code with hot reload.
 * MOCK_REDIRECT_ORIGINS (comma-separated origins) adds to the loopback origins the mock providers return to.
 */
import { createServer as createHttpServer } from 'node:http';
import express from 'express';
import { createServer as createViteServer, loadEnv } from 'vite';
import { keepIdleConnectionsOpen } from './idle-connections';
import { createMockRequestHandler } from '../mocks/http/mock-http-server';
import { SCENARIO_COOKIE, SCENARIO_HEADER } from '../mocks/scenario/scenario-codec';
import { readCookie } from '../web/src/lib/cookies';
import { crawlMiddleware } from './crawl-middleware';
import { localSiteOrigins } from './local-site-origins';
import { readRuntimeConfig } from './runtime-config';
import { scenarioCookieFromUrl } from './dev-scenarios';
import { warmUp } from './dev-warm-up';

// Said at once: Vite's start and the first visit (made below, before "Ready") take a while on a fresh start.
console.log("Preparing the app (Vite compiles the server render and the browser's code; the first start takes longest) …");

const port = Number(process.env.PORT ?? process.argv[process.argv.indexOf('--port') + 1] ?? 5173) || 5173;
const host = '127.0.0.1';
const origin = `http://localhost:${port}`;

const buildEnv = loadEnv('development', process.cwd(), 'VITE_');
// The server render reaches the mocks on this very server; browsers use the relative /api.
const config = readRuntimeConfig(
  { SERVER_API_BASE_URL: `http://${host}:${port}/api`, SITE_ORIGINS: localSiteOrigins(port), ...process.env, PORT: String(port) },
  { ...buildEnv, VITE_API_BASE_URL: '/api' },
);

// React Router's Vite plugin starts its child compilers with `envFile: false`, which Vite 8 reports as
// deprecated on every start. Not ours to fix, and `npm start` prints no warnings: that one notice is
// dropped, every other warning passes.
const UPSTREAM_NOTICE = 'The `envFile` option is deprecated';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (!args.some((arg) => typeof arg === 'string' && arg.includes(UPSTREAM_NOTICE))) warn(...args);
};

const app = express();
const server = keepIdleConnectionsOpen(createHttpServer(app));
const vite = await createViteServer({ server: { middlewareMode: true, ws: { server } }, appType: 'custom' });
const mocks = createMockRequestHandler({ providerOrigin: `http://${host}:${port}`, onlyMockPaths: true, redirectOrigins: process.env.MOCK_REDIRECT_ORIGINS });

app.disable('x-powered-by');
app.use((request, response, next) => {
  mocks.handle(request, response).then((handled) => (handled ? undefined : next()), next);
});
app.use(vite.middlewares);
app.use(crawlMiddleware(config));
app.use(async (request, response, next) => {
  try {
    // `?mock=`/`?mockPreset=` on a page: kept for the tab in the cookie, and applied to this render already.
    const fromUrl = scenarioCookieFromUrl(request.originalUrl);
    if (fromUrl !== undefined) response.cookie(SCENARIO_COOKIE, fromUrl, { path: '/', sameSite: 'lax' });
    const scenarios = fromUrl ?? readCookie(SCENARIO_COOKIE, request.headers.cookie ?? '');
    const { createPageHandler } = (await vite.ssrLoadModule('./server/app.ts')) as typeof import('./app');
    const pages = createPageHandler({
      config,
      contentSecurityPolicy: false,
      shareConfigLists: false,
      extraApiHeaders: (): Record<string, string> => (scenarios ? { [SCENARIO_HEADER]: scenarios } : {}),
      // The islands' source through Vite, after React Refresh's preamble (decision 0027).
      islandsEntry: '/web/src/islands/entry.islands.dev.ts',
    });
    pages(request, response, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});

// The chat socket; Vite's hot-reload socket has its own listener on the same server.
server.on('upgrade', (request, socket, head) => void mocks.upgrade(request, socket, head));
// Vite compiles the server render and the browser's code on the first visit: made here, before the
// server says it is ready, so the newcomer's first page does not wait for it (server/dev-warm-up.ts).
server.listen(port, host, () => {
  const ready = () => {
    console.log(`Ready in ${process.uptime().toFixed(1)} s. Jobchat (development, mocks) on ${origin}/ — country sites at <country>.localhost:${port}, API reference at ${origin}/__api-reference/`);
  };
  warmUp(`http://${host}:${port}`).then(ready, (error: unknown) => {
    console.warn(`Preparing the app stopped (${error instanceof Error ? error.message : String(error)}): the first page prepares the rest.`);
    ready();
  });
});
