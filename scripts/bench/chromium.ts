/**
 * Debian's Chromium (never a downloaded browser), started headless with a fresh profile and a
 * DevTools port for Lighthouse. Its connections to the outside are refused on this machine, so every
 * background service that would try one is switched off.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every run uses, Lighthouse's and the filter-click timing's alike. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-quic',
];

export interface RunningChromium {
  /** The DevTools port. */
  port: number;
  close(): Promise<void>;
}

/** Starts Chromium on a free DevTools port, with a profile directory of its own that is removed on close. */
export async function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port within 30 s:\n${output}`)), 30_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before its DevTools port was known:\n${output}`));
    });
  });
  child.stderr.resume();
  return {
    port,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still be writing to the profile for a while after it exits (long
      // on a loaded machine): removal retries for up to 10 s, and a temporary profile left behind is only
      // reported, never a reason to lose the measurements.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 50, retryDelay: 200 });
      } catch (error) {
        console.warn(`Left Chromium's temporary profile ${profile}: ${(error as Error).message}`);
      }
    },
  };
}
