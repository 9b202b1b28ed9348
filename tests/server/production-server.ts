/**
 * The production server of the test build (tests/server/build-production.ts), started in this process as
 * server/serve.js starts it: settings read from an environment at start-up, the build's own defaults
 * beneath. Against the in-process mock HTTP server of the test file.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import type { RuntimeConfig } from '../../server/runtime-config';
import { mockHttpServerForFile } from '../support/mock-http-server';
import { TEST_BUILD_DIRECTORY } from './build-production';

const build = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', TEST_BUILD_DIRECTORY);

interface ServerBundle {
  createProductionServer(options: { config: RuntimeConfig; clientDirectory: string }): Express;
  readRuntimeConfig(source: NodeJS.ProcessEnv, defaults: Record<string, unknown>): RuntimeConfig;
  buildDefaults: Record<string, unknown>;
}

export interface RunningServer {
  origin: string;
  port: number;
  /** The browser's files this server serves (a copy when the test asked for one it may change). */
  clientDirectory: string;
  /** The mock API's origin (http://127.0.0.1:<port>). */
  api: string;
  /** Requests a path of the server as sent, without following redirects (Host and any other header may be set). */
  get(pathname: string, init?: RawRequestInit): Promise<RawReply>;
}

export interface RawRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request with node:http: fetch would not send a Host header of the test's choosing, nor a path like "//x". */
export function rawRequest(port: number, pathname: string, { method = 'GET', headers = {}, body }: RawRequestInit = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: pathname, method, headers: { connection: 'close', ...headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Starts the mocks and the production server before the file's tests, closes both after them.
 * `environment`: the deployment's settings (the API and assets host are the mocks' unless given);
 * `copyClientFiles`: serve a private copy of build/client (for tests that delete files).
 */
export function productionServerForFile(
  environment: (api: string) => Record<string, string> = () => ({}),
  { copyClientFiles = false }: { copyClientFiles?: boolean } = {},
): RunningServer {
  const mocks = mockHttpServerForFile({ warmUp: true });
  const running: Partial<RunningServer> & { server?: Server } = {};
  beforeAll(async () => {
    const bundle = (await import(pathToFileURL(path.join(build, 'server/index.js')).href)) as ServerBundle;
    const api = mocks.origin;
    const config = bundle.readRuntimeConfig(
      { API_BASE_URL: `${api}/api`, ASSETS_HOST: `${api}/mock-assets`, HOST: '127.0.0.1', PORT: '0', ...environment(api) },
      bundle.buildDefaults,
    );
    const clientDirectory = copyClientFiles ? mkdtempSync(path.join(tmpdir(), 'jobchat-client-')) : path.join(build, 'client');
    if (copyClientFiles) cpSync(path.join(build, 'client'), clientDirectory, { recursive: true });
    const server = bundle.createProductionServer({ config, clientDirectory }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    Object.assign(running, {
      server,
      origin,
      port,
      clientDirectory,
      api,
      get: (pathname: string, init?: RawRequestInit) => rawRequest(port, pathname, init),
    });
  }, 60_000);
  afterAll(async () => {
    running.server?.closeAllConnections();
    await new Promise((resolve) => running.server?.close(resolve));
    if (copyClientFiles && running.clientDirectory) rmSync(running.clientDirectory, { recursive: true, force: true });
  });
  return new Proxy(running as RunningServer, {
    get(target, property: keyof RunningServer) {
      if (target[property] === undefined) throw new Error(`The production server is not started yet (${String(property)}): use it inside a test or hook.`);
      return target[property];
    },
  });
}

/** Forces mock scenarios (the QA format, e.g. "getJobDetail:50001") on the mock server; empty clears them. */
export async function forceOnApi(api: string, scenarios: string): Promise<void> {
  // On a connection of its own: the process's fetch pool shares sockets with the server under test, and a
  // `network` scenario resets those, so a pooled socket could be one the mocks are closing.
  const reply = await rawRequest(Number(new URL(api).port), '/__mock/scenarios', { method: 'PUT', body: scenarios });
  if (reply.status < 200 || reply.status > 299) throw new Error(`The mock server refused the scenarios "${scenarios}": ${reply.status}`);
}
