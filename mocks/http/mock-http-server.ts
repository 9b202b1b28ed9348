/**
 * The stateful mocks over HTTP, with CORS and the realtime chat socket, for clients that are not
 * browsers and for the production build's end-to-end run (scripts/mock-server.ts starts it; tests start
 * it in-process on a spare port). API calls live under /api; `PUT /__mock/scenarios` (text body in the
 * scenario format), `PUT /__mock/clock` (an ISO date-time pins the clock of the time-window rules, empty unpins it)
 * and `POST /__mock/reset` (seed, scenarios, clock and error reports) steer it, `GET /__mock/health` answers 204 once it is up;
 * `/__mock/error-reports` is the mock error-reporting service (mocks/dev/error-report-handlers.ts)
 * (API calls without the contract's headers are refused); the chat socket upgrades at /chat/socket, and
 * the mock Singpass provider page is served at /mock-provider/singpass (./mock-provider-pages.ts) and the
 * mock Google, Apple and Facebook page at /mock-provider/social (./mock-social-provider-page.ts).
 *
 * Replies go out as the handlers make them: one Content-Type, and a streamed body (server-sent events)
 * is written chunk by chunk as it is produced. A body over its size limit (1 MB, 32 MB for a multipart
 * upload) is refused before it is read, or as soon as a chunked one passes it.
 *
 * `MOCK_REDIRECT_ORIGINS` (comma-separated origins, read at start-up by scripts/mock-server.ts and
 * server/dev.ts) adds to the loopback origins the mock Singpass provider may send the browser back to.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { WebSocketServer } from 'ws';
import { setMockProviderOrigin } from '../handlers/account/singpass-handlers';
import { createDevHandlers, createHttpHandlers } from '../handlers/all-handlers';
import { openChatSocketSession } from '../handlers/chat/socket';
import { CHAT_SOCKET_PATH } from '../handlers/chat/socket-ticket-handler';
import { resetDatabase } from '../db/database';
import { setMockClock } from '../db/mock-clock';
import { fail } from './reply';
import { bodyLimitFor, bodyTooLarge } from './request-checks';
import { setAllowedRedirectOrigins } from '../handlers/account/redirect-origins';
import { parseScenarios, scenarioCookieOf, SCENARIO_HEADER } from '../scenario/scenario-codec';
import { resetScenarios, setScenarios } from '../scenario/scenario-store';
import { serveMockProviderPage } from './mock-provider-pages';
import { serveMockSocialProviderPage } from './mock-social-provider-page';

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': `Content-Type, Authorization, Role-Id, Country-Id, Language-Id, Device-Uuid, ${SCENARIO_HEADER}`,
  'access-control-max-age': '600',
  // A browser's transport may read only the reply headers listed here: the 429 wait is one.
  'access-control-expose-headers': 'Retry-After',
};

export interface MockHttpServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    length += (chunk as Buffer).length;
    if (length > limitBytes) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Writes a fetch Response: its status, its headers (lower-cased, so each name appears once) and its body as it streams. */
async function writeResponse(response: ServerResponse, reply: Response): Promise<void> {
  const headers: Record<string, string> = { ...CORS_HEADERS };
  reply.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  if (reply.body === null) delete headers['content-type'];
  response.writeHead(reply.status, headers);
  if (!reply.body) {
    response.end();
    return;
  }
  const reader = reply.body.getReader();
  response.once('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    // Each chunk is flushed as it comes (chunked transfer), never gathered into one write.
    response.write(value);
  }
  response.end();
}

const noContent = () => new Response(null, { status: 204 });

async function handle(request: IncomingMessage, response: ServerResponse, handlers: ReturnType<typeof createHttpHandlers>, fallbackHost: string): Promise<void> {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? fallbackHost}`);
  if (request.method === 'OPTIONS') return writeResponse(response, noContent());
  if (await serveMockProviderPage(request.method ?? 'GET', url, response)) return;
  if (await serveMockSocialProviderPage(request.method ?? 'GET', url, response)) return;
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  const limit = bodyLimitFor(request.headers['content-type'] ?? null);
  let body: Buffer | undefined;
  try {
    if (declaredLength > limit) throw new BodyTooLarge();
    body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request, limit);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    request.resume(); // the rest of the body is discarded, not kept
    return writeResponse(response, bodyTooLarge(limit));
  }
  if (url.pathname === '/__mock/health' && request.method === 'GET') return writeResponse(response, noContent());
  if (url.pathname === '/__mock/scenarios' && request.method === 'PUT') {
    setScenarios(parseScenarios(body?.toString('utf8')));
    return writeResponse(response, noContent());
  }
  if (url.pathname === '/__mock/clock' && request.method === 'PUT') {
    const pinned = parseClock(body?.toString('utf8') ?? '');
    if (pinned === null) return writeResponse(response, fail(40001, { message: 'The clock takes an ISO date-time, or nothing to follow the wall clock.' }));
    setMockClock(pinned);
    return writeResponse(response, noContent());
  }
  if (url.pathname === '/__mock/reset' && request.method === 'POST') {
    resetScenarios();
    setMockClock(undefined);
    await resetDatabase();
    return writeResponse(response, noContent());
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  if (!headers.has(SCENARIO_HEADER)) {
    const fromCookie = scenarioCookieOf(request.headers.cookie ?? '');
    if (fromCookie) headers.set(SCENARIO_HEADER, fromCookie);
  }
  const fetchRequest = new Request(url, { method: request.method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
  const mocked = await getResponse(handlers, fetchRequest);
  if (!mocked) return writeResponse(response, fail(40004, { message: `No such operation: ${request.method} ${url.pathname}` }));
  if (mocked.type === 'error') {
    request.socket.destroy(); // a forced network failure: no HTTP reply at all
    return;
  }
  return writeResponse(response, mocked);
}

/** `PUT /__mock/clock`'s body: an ISO date-time pins the mocks' clock, an empty body unpins it (undefined); null when unreadable. */
export function parseClock(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const epochMs = Date.parse(text.trim());
  return Number.isNaN(epochMs) ? null : epochMs;
}

/** The paths the mocks answer; anything else belongs to whoever mounts them (the dev server's pages). */
const MOCK_PATH = /^\/(api|__mock|mock-provider|mock-assets)(\/|$)/;

export interface MockRequestHandler {
  /** Answers a request the mocks own (true), or leaves it alone (false) when `onlyMockPaths` is set. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Takes over a WebSocket upgrade to the chat socket (true), or leaves it alone. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

export interface MockRequestHandlerOptions {
  /** Where the mock provider pages are reached (an outside site from the app's view). */
  providerOrigin: string;
  onlyMockPaths?: boolean;
  /** The `MOCK_REDIRECT_ORIGINS` setting: origins besides loopback ones the mock providers may send the browser back to. */
  redirectOrigins?: string;
}

/**
 * The mocks as a Node request handler, for this server and for the dev server (server/dev.ts), which
 * mounts them beside the pages so the server render and the browser call one and the same mock state.
 */
export function createMockRequestHandler({ providerOrigin, onlyMockPaths = false, redirectOrigins }: MockRequestHandlerOptions): MockRequestHandler {
  setAllowedRedirectOrigins(redirectOrigins);
  const handlers = [...createHttpHandlers(), ...createDevHandlers()];
  const sockets = new WebSocketServer({ noServer: true });
  setMockProviderOrigin(providerOrigin);
  const fallbackHost = new URL(providerOrigin).host;
  return {
    async handle(request, response) {
      if (onlyMockPaths && !MOCK_PATH.test(new URL(request.url ?? '/', 'http://localhost').pathname)) return false;
      await handle(request, response, handlers, fallbackHost).catch((error: unknown) => {
        console.error(error);
        if (response.headersSent) response.destroy();
        else void writeResponse(response, fail(50001, { message: String(error) }));
      });
      return true;
    },
    upgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? fallbackHost}`);
      if (url.pathname !== CHAT_SOCKET_PATH) return false;
      sockets.handleUpgrade(request, socket, head, (connection) => {
        const session = openChatSocketSession(connection, url.searchParams.get('ticket'));
        connection.on('message', (data, isBinary) => session.onMessage(isBinary ? data : data.toString()));
        connection.on('close', () => session.onClose());
      });
      return true;
    },
    close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
    },
  };
}

const MOCK_IDLE_CONNECTION_MS = 65_000;

/** Starts the server; port 0 picks a free one. */
export async function startMockHttpServer(options: { port?: number; host?: string } & Pick<MockRequestHandlerOptions, 'redirectOrigins'> = {}): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1';
  // The handler needs the port, which exists once the server listens.
  const holder: { mocks?: MockRequestHandler } = {};
  const server = createServer((request, response) => void holder.mocks?.handle(request, response));
  // As the app's servers (server/idle-connections.ts): a client, not the server, closes an idle connection,
  // so a test's next request never meets one the server is closing (ECONNRESET).
  server.keepAliveTimeout = MOCK_IDLE_CONNECTION_MS;
  server.headersTimeout = MOCK_IDLE_CONNECTION_MS + 1_000;
  server.on('upgrade', (request, socket, head) => {
    if (!holder.mocks?.upgrade(request, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // The mock provider pages live on this server (an external site from the app's point of view).
  holder.mocks = createMockRequestHandler({ providerOrigin: `http://${host}:${port}`, redirectOrigins: options.redirectOrigins });
  return {
    origin: `http://${host}:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        holder.mocks?.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
