/**
 * The memory check (issue 21, section 1): a server render owns nothing after its response. The
 * production server, started with its inspector open, is sampled right after start (cold), after
 * HEAP_WARM_UP renders across the pages (the warmed baseline: the first renders load the lazy route
 * chunks and fill the bounded config cache, and V8 goes on compiling the hot functions, none of which is
 * a leak), and after HEAP_RENDERS more renders, each sample after full garbage collections. The goal
 * compares the last with the warmed baseline.
 *
 * Why 3,000 warm-up renders: measured on 2026-11-28 (three pages, 10 connections), the heap after 300
 * renders was 33.4 MiB and then 36.6, 37.5, 38.1, 38.1 and 38.2 MiB after 2,000 to 10,000 more. V8's
 * code space grew 4.7 → 6.5 MiB and its old space 24.1 → 26.8 MiB, each step smaller than the last
 * (optimized code and its feedback): a warm-up, not a leak. From 300 renders the check called that
 * warm-up +14.6%. A leak of 0.8 KB a render or more still fails the +10% over the 5,000 renders after it.
 */
import type { AppServer } from './app-server';
import { sampleMemory, type MemorySample } from './inspector';
import { loadRun, type LoadErrors } from './load-run';
import type { LoadTarget } from './server-load';

export const HEAP_WARM_UP = 3000;
export const HEAP_RENDERS = 5000;
/** Moderate concurrency: a busy server, never an overloaded one. */
export const HEAP_CONNECTIONS = 10;

export interface HeapResult {
  warmUpRenders: number;
  renders: number;
  connections: number;
  /** The pages asked for, each connection in turn. */
  pages: string[];
  cold: MemorySample;
  warmed: MemorySample;
  after: MemorySample;
  /** Errors of the warm-up and of the renders, together. */
  errors: LoadErrors;
}

function addErrors(a: LoadErrors, b: LoadErrors): LoadErrors {
  const statuses = { ...a.statuses };
  for (const [status, count] of Object.entries(b.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    non2xx: a.non2xx + b.non2xx,
    statuses,
    timeouts: a.timeouts + b.timeouts,
    socketErrors: a.socketErrors + b.socketErrors,
    total: a.total + b.total,
  };
}

export async function measureHeap(targets: LoadTarget[], startServer: () => Promise<AppServer>): Promise<HeapResult> {
  const server = await startServer();
  try {
    const { inspectorUrl } = server;
    if (!inspectorUrl) throw new Error('the app server for the memory check was started without its inspector');
    const paths = targets.map((target) => target.path);
    const cold = await sampleMemory(inspectorUrl);
    console.log(`Memory: ${HEAP_WARM_UP} warm-up renders across ${targets.map((target) => target.name).join(', ')} …`);
    const warmUp = await loadRun({ origin: server.origin, paths, connections: HEAP_CONNECTIONS, amount: HEAP_WARM_UP });
    const warmed = await sampleMemory(inspectorUrl);
    console.log(`Memory: ${HEAP_RENDERS} renders at ${HEAP_CONNECTIONS} connections …`);
    const renders = await loadRun({ origin: server.origin, paths, connections: HEAP_CONNECTIONS, amount: HEAP_RENDERS });
    const after = await sampleMemory(inspectorUrl);
    return {
      warmUpRenders: HEAP_WARM_UP,
      renders: HEAP_RENDERS,
      connections: HEAP_CONNECTIONS,
      pages: targets.map((target) => target.name),
      cold,
      warmed,
      after,
      errors: addErrors(warmUp.errors, renders.errors),
    };
  } finally {
    await server.close();
  }
}
