/**
 * Starts the Prism CLI (mock or validation proxy) as a child process and resolves once it listens.
 * The CLI, not Prism's libraries, so what runs here is what anyone gets from `npx prism`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { root } from './bundle-contracts';

export interface PrismProcess {
  child: ChildProcess;
  url: string;
  stop: () => void;
}

const READY = /Prism is listening on (\S+)/;

/** A port nobody listens on right now (for a Prism the caller talks to itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

/**
 * `args` are the CLI's (e.g. ['proxy', file, target, '--errors=false', '-p', '4021']). `echo` pipes
 * Prism's own log to this process's output (on for the mock server, off for the probe's report).
 */
export function startPrism(args: string[], { echo = false, timeoutMs = 60_000 } = {}): Promise<PrismProcess> {
  const bin = path.join(root, 'node_modules/.bin/prism');
  const child = spawn(bin, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
  const stop = () => {
    if (child.exitCode === null && !child.killed) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  return new Promise((resolve, reject) => {
    let log = '';
    let listening = false;
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Prism did not start within ${timeoutMs / 1000} s:\n${log.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (echo) process.stdout.write(text);
      if (listening) return; // Prism logs every request: keep only what explains a failed start
      log += text;
      const ready = READY.exec(log);
      if (ready) {
        listening = true;
        clearTimeout(timer);
        resolve({ child, url: ready[1]!, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}) before listening:\n${log.slice(-2000)}`));
    });
  });
}
