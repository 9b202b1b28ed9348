/**
 * The bench's server section: the production server (started as `npm run serve` starts it) against
 * the mock server, under load (./server-load.ts) and over many renders for its memory
 * (./server-heap.ts). Each part starts its own servers from the one build.
 */
import { startAppServer } from './app-server';
import { freePort } from './net';
import { measureHeap, type HeapResult } from './server-heap';
import { LOAD_DURATION_S, LOAD_WARM_UP, measureLoad, type LoadResult, type LoadTarget } from './server-load';

export interface ServerFigures {
  nodeVersion: string;
  /** Seconds per load run, and the answers before each, not counted. */
  loadSettings: { durationS: number; warmUp: number };
  load: LoadResult[];
  heap: HeapResult;
  /** Seconds the section took, build excluded. */
  durationS: number;
}

export interface ServerSectionOptions {
  /** The mock server, e.g. http://127.0.0.1:41234 */
  mockOrigin: string;
  jobDetailPath: string;
}

/** Runs the section on the build already made (`buildApp()` first). */
export async function measureServer({ mockOrigin, jobDetailPath }: ServerSectionOptions): Promise<ServerFigures> {
  const started = performance.now();
  const targets: LoadTarget[] = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/jobs-hiring/' },
    { name: 'job detail', path: jobDetailPath },
  ];
  const settings = { apiBaseUrl: `${mockOrigin}/api`, assetsHost: `${mockOrigin}/mock-assets`, build: false };
  const load = await measureLoad(targets, async () => startAppServer({ ...settings, port: await freePort() }));
  const heap = await measureHeap(targets, async () => startAppServer({ ...settings, port: await freePort(), inspect: true }));
  return { nodeVersion: process.version, loadSettings: { durationS: LOAD_DURATION_S, warmUp: LOAD_WARM_UP }, load, heap, durationS: (performance.now() - started) / 1000 };
}
