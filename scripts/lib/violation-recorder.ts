/**
 * The verifier's `--serve` front: an HTTP server that relays every call to the Prism validation proxy
 * behind it, reads the verdict from the `sl-violations` header (plus the error-code rule), and keeps
 * reports/contract-violations.json up to date as traffic flows. Prism itself adds the CORS headers.
 *
 * Own endpoints, never forwarded: GET /__contracts/health (readiness for Playwright, which must not
 * count as a header-less API call) and POST /__contracts/reset (a reused proxy starts a run clean).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE_PATH, type ErrorCatalogEntry, type MergedOperation } from './bundle-contracts';
import {
  checkErrorCode,
  countViolations,
  matchOperation,
  parseViolationsHeader,
  ROUTE_NOT_FOUND,
  type OperationViolations,
  type VerificationReport,
} from './contract-violations';

export interface RecorderOptions {
  port: number;
  prismUrl: string;
  target: string;
  operations: MergedOperation[];
  catalog: ErrorCatalogEntry[];
  reportFile: string;
}

/** Hop-by-hop and length headers are the relay's own business. */
const DROPPED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'host']);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(buffer: Buffer): unknown {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Prism answers a target that dropped the connection with a FetchError problem: relay it as a drop. */
function isUpstreamDrop(status: number, contentType: string | null, body: unknown): boolean {
  return status === 500 && Boolean(contentType?.includes('problem+json')) && (body as { type?: unknown } | undefined)?.type === 'FetchError';
}

export function startRecorder(options: RecorderOptions): Promise<Server> {
  const report: VerificationReport = { target: options.target, generatedAt: new Date().toISOString(), checked: 0, violationCount: 0, results: [] };
  let writing = Promise.resolve();
  const save = () => {
    report.generatedAt = new Date().toISOString();
    report.violationCount = countViolations(report.results);
    const text = JSON.stringify(report, null, 2);
    // Writes queue up, each atomic, so the teardown never reads half a file.
    writing = writing.then(async () => {
      await mkdir(path.dirname(options.reportFile), { recursive: true });
      const temporary = `${options.reportFile}.${process.pid}.tmp`;
      await writeFile(temporary, text);
      await rename(temporary, options.reportFile);
    });
    return writing;
  };

  async function relay(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://recorder.invalid');
    if (url.pathname === '/__contracts/health') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true, violationCount: report.violationCount }));
      return;
    }
    if (url.pathname === '/__contracts/reset' && request.method === 'POST') {
      report.results = [];
      report.checked = 0;
      await save();
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    const method = request.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !DROPPED_HEADERS.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const upstream = await fetch(`${options.prismUrl}${url.pathname}${url.search}`, {
      method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const replyBody = Buffer.from(await upstream.arrayBuffer());
    const json = parseJson(replyBody);
    if (isUpstreamDrop(upstream.status, upstream.headers.get('content-type'), json)) {
      request.socket.destroy(); // the target dropped the call (a forced network failure): so do we
      return;
    }
    if (method !== 'OPTIONS' && url.pathname.startsWith(`${API_BASE_PATH}/`)) {
      record(method, url.pathname.slice(API_BASE_PATH.length), upstream.status, upstream.headers.get('sl-violations'), json);
    }
    const replyHeaders: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) replyHeaders[name] = value;
    });
    response.writeHead(upstream.status, { ...replyHeaders, 'Content-Length': String(replyBody.length) }).end(replyBody);
  }

  function record(method: string, route: string, status: number, header: string | null, json: unknown): void {
    report.checked += 1;
    const operation = matchOperation(options.operations, method, route);
    const violations = parseViolationsHeader(header).filter((v) => operation || v.message === ROUTE_NOT_FOUND);
    if (operation) violations.push(...checkErrorCode(operation.operation, options.catalog, status, json));
    if (violations.length === 0) {
      void save(); // keeps `checked` true, so a clean report shows the traffic did flow
      return;
    }
    const entry: OperationViolations & { at: string } = {
      at: new Date().toISOString(),
      operationId: String(operation?.operation.operationId ?? '(undocumented)'),
      method: method.toUpperCase(),
      path: route,
      status,
      violations,
    };
    report.results.push(entry);
    console.error(`contract violation: ${entry.operationId} ${entry.method} ${route} → ${status}: ${violations.map((v) => v.message).join('; ')}`);
    void save();
  }

  const server = createServer((request, response) => {
    relay(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`Contract verification proxy: ${String(error)}`);
    });
  });
  return save().then(
    () =>
      new Promise<Server>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, '127.0.0.1', () => resolve(server));
      }),
  );
}
