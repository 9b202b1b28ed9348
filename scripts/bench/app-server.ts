/**
 * The app server the benchmark measures: the one place that knows how the production app is started.
 *
 * Today the build bakes the API address in (VITE_API_BASE_URL, VITE_ASSETS_HOST), so it is built for
 * the benchmark's mock server into .build/bench-dist and served by `vite preview`, exactly as the
 * e2e project production-over-http does (playwright.config.ts); preview sends the production
 * Content-Security-Policy made from the same settings. Once the production server reads PORT and
 * API_BASE_URL at start-up, this becomes `npm run build` once and `npm run serve` with that env.
 */
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from './net';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
const outDir = path.join(root, '.build/bench-dist');

export interface AppServerOptions {
  port: number;
  /** The API the app calls, e.g. http://127.0.0.1:4010/api. */
  apiBaseUrl: string;
  /** Where images and flags come from (the mock server plays the CDN). */
  assetsHost: string;
}

export interface AppServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

export async function startAppServer({ port, apiBaseUrl, assetsHost }: AppServerOptions): Promise<AppServer> {
  const env = { ...process.env, VITE_API_BASE_URL: apiBaseUrl, VITE_ASSETS_HOST: assetsHost };
  console.log(`Building the production app for ${apiBaseUrl} into ${path.relative(root, outDir)} …`);
  execFileSync(process.execPath, [viteBin, 'build', '--config', 'vite.config.ts', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const child = spawn(process.execPath, [viteBin, 'preview', '--config', 'vite.config.ts', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHttp(origin),
      exited.then(() => {
        throw new Error(`the app server exited with ${child.exitCode} before answering`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
