/**
 * The mocks' own speed: seed generation time, and the latency (median, 95th percentile) of a mock search over the
 * seeded jobs (msw/node in this process). Runs before the HTTP servers start: msw/node intercepts
 * this process's fetch while it listens.
 */
import { performance } from 'node:perf_hooks';
import { median, percentile } from './stats';

export interface MockFigures {
  seedMs: number;
  searchMedianMs: number;
  searchP95Ms: number;
}

export async function measureMocks(): Promise<MockFigures> {
  const { generateSeed } = await import('../../mocks/seed/generate');
  const seedStart = performance.now();
  generateSeed();
  const seedMs = performance.now() - seedStart;

  const { createMockServer } = await import('../../mocks/node');
  const { configureTransport } = await import('../../sdk/transport');
  const { searchJobs } = await import('../../sdk/generated/job/hooks');
  const server = createMockServer();
  server.listen({ onUnhandledRequest: 'error' });
  try {
    configureTransport({
      baseUrls: { default: 'http://localhost/api' },
      getHeaders: () => ({ 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1', 'Device-Uuid': 'bench' }),
    });
    const queries = ['accountant', 'engineer', 'sales', 'nurse', 'developer', 'manager', 'designer', 'teacher', 'analyst', 'driver'];
    const timeSearches = async (rounds: number) => {
      const timings: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        for (const query of queries) {
          const start = performance.now();
          await searchJobs({ query, sort: 3, page: 2 });
          timings.push(performance.now() - start);
        }
      }
      return timings;
    };
    // Warm-up: the first rounds compile the handlers and fill the seed's indexes.
    await timeSearches(10);
    const timings = await timeSearches(10);
    return { seedMs, searchMedianMs: median(timings), searchP95Ms: percentile(timings, 0.95) };
  } finally {
    server.close();
  }
}
