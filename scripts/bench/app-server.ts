/**
 * The app server the benchmark measures: the one place that knows how the production app is started.
 * Exactly as a deployment: `npm run build` once, then `npm run serve` with its settings in the
 * environment (the API and the assets host of the benchmark's mock server). For the memory check the
 * same process can be started with Node's inspector on a free local port (`--inspect=127.0.0.1:0`).
 */
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from './net';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export interface AppServerOptions {
  port: number;
  /** The API the app calls, e.g. http://127.0.0.1:4010/api. */
  apiBaseUrl: string;
  /** Where images and flags come from (the mock server plays the CDN). */
  assetsHost: string;
  /** Run `npm run build` first (default true); false reuses the build already made. */
  build?: boolean;
  /** Start the process with the inspector open on 127.0.0.1 (default false). */
  inspect?: boolean;
}

export interface AppServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** ws://127.0.0.1:<port>/<id> of the process's inspector, when started with `inspect`. */
  inspectorUrl?: string;
  close(): Promise<void>;
}

/** `npm run build`, as a deployment does it. */
export function buildApp(): void {
  console.log('Building the production app (npm run build) …');
  execFileSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The inspector's own lines on stderr; everything else the server writes there is passed on. */
const INSPECTOR_LINE = /^(Debugger (listening|ending) on |For help, see: https:\/\/nodejs\.org|Debugger attached\.|Waiting for the debugger to disconnect)/;

export async function startAppServer({ port, apiBaseUrl, assetsHost, build = true, inspect = false }: AppServerOptions): Promise<AppServer> {
  if (build) buildApp();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_BASE_URL: apiBaseUrl, ASSETS_HOST: assetsHost };
  const args = [...(inspect ? ['--inspect=127.0.0.1:0'] : []), path.join(root, 'server/serve.js')];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', inspect ? 'pipe' : 'inherit'] });
  let closing = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!closing) console.error(`The app server (pid ${child.pid}) exited unexpectedly: ${signal ?? `code ${code}`}`);
      resolve();
    }),
  );
  let inspectorUrl: Promise<string> | undefined;
  if (inspect) {
    inspectorUrl = new Promise((resolve) => {
      createInterface({ input: child.stderr! }).on('line', (line) => {
        const listening = /^Debugger listening on (ws:\/\/\S+)/.exec(line);
        if (listening) resolve(listening[1]!);
        else if (!INSPECTOR_LINE.test(line)) process.stderr.write(`${line}\n`);
      });
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  const failed = exited.then(() => {
    throw new Error(`the app server exited with ${child.exitCode} before answering`);
  });
  try {
    await Promise.race([waitForHttp(`${origin}/healthz`), failed]);
    const url = inspectorUrl ? await Promise.race([inspectorUrl, failed]) : undefined;
    return {
      origin,
      ...(url === undefined ? {} : { inspectorUrl: url }),
      async close() {
        closing = true;
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      },
    };
  } catch (error) {
    closing = true;
    child.kill('SIGTERM');
    throw error;
  }
}
