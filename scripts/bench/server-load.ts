/**
 * Load, measured (issue 21, section 7): autocannon on home, search and job detail, LOAD_DURATION_S at
 * each of LOAD_CONNECTIONS connections. Every run gets a freshly started production server and a
 * short warm-up on its page first (the first renders load the route's lazy chunks), so one run's
 * figures never depend on the runs before it.
 */
import type { AppServer } from './app-server';
import { loadRun, type LoadFigures } from './load-run';

export const LOAD_DURATION_S = 20;
export const LOAD_CONNECTIONS = [10, 50];
/** Answers before each measured run, not counted. */
export const LOAD_WARM_UP = 50;

export interface LoadTarget {
  name: string;
  path: string;
}

export interface LoadResult extends LoadFigures {
  page: string;
  path: string;
  connections: number;
}

export async function measureLoad(targets: LoadTarget[], startServer: () => Promise<AppServer>): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const target of targets) {
    for (const connections of LOAD_CONNECTIONS) {
      console.log(`autocannon: ${target.name} (${target.path}), ${connections} connections, ${LOAD_DURATION_S} s …`);
      const server = await startServer();
      try {
        await loadRun({ origin: server.origin, paths: [target.path], connections: 10, amount: LOAD_WARM_UP });
        const figures = await loadRun({ origin: server.origin, paths: [target.path], connections, durationS: LOAD_DURATION_S });
        results.push({ page: target.name, path: target.path, connections, ...figures });
      } finally {
        await server.close();
      }
    }
  }
  return results;
}
