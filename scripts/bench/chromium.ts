/**
 * Debian's Chromium (never a downloaded browser), started headless with a fresh profile and a
 * DevTools port for Lighthouse. Its connections to the outside are refused on this machine, so every
 * background service that would try one is switched off.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

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
    // A process group of its own, so that close() ends its helpers too.
    detached: true,
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
  // Its own group does not hear the terminal's Ctrl-C: the bench ends it when it ends, however it ends.
  const endGroup = () => killGroup(child.pid);
  process.once('exit', endGroup);
  return {
    port,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      // Its helper processes (zygote, renderers) are in its process group, and may outlive it a while.
      endGroup();
      process.off('exit', endGroup);
      await removeProfile(profile);
    },
  };
}

function killGroup(leader: number | undefined): void {
  if (leader === undefined) return;
  try {
    process.kill(-leader, 'SIGKILL');
  } catch {
    // The group has gone already.
  }
}

/**
 * Removes a run's profile, the whole tree again until it is gone: a helper that was still writing can add
 * files after a pass, and then only a new pass removes them. Asynchronous, so a run's deadline still holds
 * (fs.rmSync's own retries sleep the thread, once for over 10 minutes). A profile left behind is only
 * reported, never a reason to lose the measurements.
 */
async function removeProfile(profile: string): Promise<void> {
  let failure: unknown;
  for (let pass = 0; pass < 20; pass += 1) {
    try {
      await rm(profile, { recursive: true, force: true });
      if (!existsSync(profile)) return;
    } catch (error) {
      failure = error;
    }
    await delay(250);
  }
  console.warn(`Left Chromium's temporary profile ${profile}${failure instanceof Error ? `: ${failure.message}` : ''}`);
}
