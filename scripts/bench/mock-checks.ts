/**
 * The mocks' own speed: seed generation time, and the median latency of a mock search over the
 * seeded jobs (msw/node in this process). Runs before the HTTP servers start: msw/node intercepts
 * this process's fetch while it listens.
 */
import { performance } from 'node:perf_hooks';
import { median } from './stats';

export interface MockFigures {
  seedMs: number;
  searchMedianMs: number;
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
    await searchJobs({ query: 'warm-up' });
    const timings: number[] = [];
    for (const query of ['accountant', 'engineer', 'sales', 'nurse', 'developer', 'manager', 'designer', 'teacher', 'analyst', 'driver']) {
      const start = performance.now();
      await searchJobs({ query, sort: 3, page: 2 });
      timings.push(performance.now() - start);
    }
    return { seedMs, searchMedianMs: median(timings) };
  } finally {
    server.close();
  }
}
