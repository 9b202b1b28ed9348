/**
 * The app server the benchmark measures: the one place that knows how the production app is started.
 * Exactly as a deployment: `npm run build` once, then `npm run serve` with its settings in the
 * environment (the API and the assets host of the benchmark's mock server).
 */
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
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
}

export interface AppServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

export async function startAppServer({ port, apiBaseUrl, assetsHost }: AppServerOptions): Promise<AppServer> {
  console.log('Building the production app (npm run build) …');
  execFileSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_BASE_URL: apiBaseUrl, ASSETS_HOST: assetsHost };
  const child = spawn(process.execPath, [path.join(root, 'server/serve.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHttp(`${origin}/healthz`),
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
