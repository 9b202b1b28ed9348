/**
 * A server render keeps nothing after its response: no timer, and an empty query cache. (Each render's
 * QueryClient was once held for 6 hours by the currency rates' gcTime timer: the process grew by about
 * 1 GB per thousand pages.) The bench (`npm run bench`) measures the heap over thousands of renders.
 */
import { QueryCache } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productionServerForFile } from './production-server';

const server = productionServerForFile();

/** Pages with job cards (whose approximate salaries read the currency rates) and without. */
const PAGES = ['/', '/jobs-hiring/', '/job/accountant-200001', '/company/sampaguita-audit-and-advisory-2001', '/remote-jobs', '/ar/jobs-hiring/', '/no/such/page'];

const pendingTimers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

afterEach(() => vi.restoreAllMocks());

describe('a server render leaves nothing behind', () => {
  it('drops its query cache and leaves no timer once its response is sent', async () => {
    for (const page of PAGES) await server.get(page); // first renders load route modules and shared config lists
    const timersBefore = pendingTimers();
    const caches = new Set<QueryCache>();
    const build = QueryCache.prototype.build;
    vi.spyOn(QueryCache.prototype, 'build').mockImplementation(function (this: QueryCache, ...args: Parameters<QueryCache['build']>) {
      caches.add(this);
      return build.apply(this, args);
    });

    const rounds = 3;
    for (let round = 0; round < rounds; round += 1) {
      const replies = await Promise.all(PAGES.map((page) => server.get(page)));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200, 404]);
    }

    // The spy saw every render's cache, so the checks below look at real caches.
    expect(caches.size).toBeGreaterThanOrEqual(rounds * (PAGES.length - 1));
    await vi.waitFor(() => expect([...caches].map((cache) => cache.getAll().length).filter((count) => count > 0)).toEqual([]));
    expect(pendingTimers()).toBeLessThanOrEqual(timersBefore);
  });
});
