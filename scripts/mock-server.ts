/**
 * The stateful mocks over HTTP with CORS, for clients that are not browsers and for the production
 * build's end-to-end run: `npm run mock:server` (PORT, default 4010). API calls live under /api;
 * `PUT /__mock/scenarios` (text body in the scenario format) and `POST /__mock/reset` steer it. It also
 * serves the mock Singpass provider page (scripts/mock-provider-pages.ts) at its own origin.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { setMockProviderOrigin } from '../mocks/handlers/account/singpass-handlers';
import { createHttpHandlers } from '../mocks/handlers/all-handlers';
import { resetDatabase } from '../mocks/db/database';
import { parseScenarios, SCENARIO_HEADER } from '../mocks/scenario/scenario-codec';
import { resetScenarios, setScenarios } from '../mocks/scenario/scenario-store';
import { serveMockProviderPage } from './mock-provider-pages';

const port = Number(process.env.PORT ?? 4010);
const handlers = createHttpHandlers();
setMockProviderOrigin(`http://127.0.0.1:${port}`);

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': `Content-Type, Authorization, Role-Id, Country-Id, Language-Id, Device-Uuid, ${SCENARIO_HEADER}`,
  'Access-Control-Max-Age': '600',
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers });
  response.end(body);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `127.0.0.1:${port}`}`);
  if (request.method === 'OPTIONS') return send(response, 204, '');
  if (await serveMockProviderPage(request.method ?? 'GET', url, response)) return;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
  if (url.pathname === '/__mock/scenarios' && request.method === 'PUT') {
    setScenarios(parseScenarios(body?.toString('utf8')));
    return send(response, 204, '');
  }
  if (url.pathname === '/__mock/reset' && request.method === 'POST') {
    resetScenarios();
    await resetDatabase();
    return send(response, 204, '');
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const fetchRequest = new Request(url, { method: request.method, headers, body: body ? new Uint8Array(body) : undefined });
  const mocked = await getResponse(handlers, fetchRequest);
  if (!mocked) {
    return send(response, 404, JSON.stringify({ code: 40004, message: 'No such operation', errors: { message: `${request.method} ${url.pathname}` } }));
  }
  if (mocked.type === 'error') {
    request.socket.destroy(); // a forced network failure: no HTTP reply at all
    return;
  }
  const responseHeaders = Object.fromEntries(mocked.headers.entries());
  send(response, mocked.status, Buffer.from(await mocked.arrayBuffer()).toString('utf8'), responseHeaders);
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    send(response, 500, JSON.stringify({ code: 50001, message: 'Mock server error', errors: { message: String(error) } }));
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Mock API listening on http://127.0.0.1:${port}/api`);
});
