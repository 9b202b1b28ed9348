import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../sdk/api-error';
import { collectAppState, hydrateQueries, readAppState, serializeAppState } from '../../web/src/app/app-state';
import { retryAfterSeconds } from '../../web/src/app/outage-status';
import { createI18n } from '../../web/src/lib/i18n';
import { languageAtom } from '../../web/src/lib/session-atoms';

async function stateWith(fill: (client: QueryClient) => void) {
  const store = createStore();
  store.set(languageAtom, 'ar');
  const i18n = await createI18n('ar');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fill(client);
  // Let prefetches settle, as the server's loaders do before it renders.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return collectAppState(store, i18n, client);
}

/** The page as a browser parses it. */
function pageWith(text: string): Document {
  return new JSDOM(`<!doctype html><body><script id="app-state" type="application/json">${text}</script></body>`).window.document;
}

describe('the state the server hands the browser', () => {
  it('carries the settled queries, the language and its catalogs', async () => {
    const state = await stateWith((client) => client.setQueryData(['job', 1], { title: 'Accountant' }));
    const read = readAppState(pageWith(serializeAppState(state)))!;
    const client = new QueryClient();
    hydrateQueries(client, read);
    expect(client.getQueryData(['job', 1])).toEqual({ title: 'Accountant' });
    expect(read.language).toBe('ar');
    expect(Object.keys(read.resources)).toEqual(expect.arrayContaining(['common', 'shell']));
    // The error messages travel only with a page that shows a failure (lib/page-data.ts).
    expect(read.resources).not.toHaveProperty('errors');
  });

  it('revives a failed query as an ApiError, so the page shows the same "job deleted" it rendered', async () => {
    const state = await stateWith((client) => {
      void client.prefetchQuery({ queryKey: ['job', 2], queryFn: () => Promise.reject(new ApiError('server', 41113, 410, 'Job deleted')) });
    });
    expect(state.queries.queries).toHaveLength(1);
    const client = new QueryClient();
    hydrateQueries(client, readAppState(pageWith(serializeAppState(state)))!);
    const error = client.getQueryState(['job', 2])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 41113, status: 410 });
  });

  it('cannot end its script early, whatever the data says', async () => {
    const state = await stateWith((client) => client.setQueryData(['job', 3], { title: '</script><script>alert(1)</script> & \u2028' }));
    const text = serializeAppState(state);
    expect(text).not.toMatch(/<\/script/i);
    expect(readAppState(pageWith(text))!.queries.queries[0]!.state.data).toEqual({ title: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('maintenance', () => {
  it('asks crawlers to come back when the announced end is reached, else in five minutes', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterSeconds({ end_time: '2026-11-24T11:00:00Z' }, now)).toBe(3600);
    expect(retryAfterSeconds({ end_time: null }, now)).toBe(300);
    expect(retryAfterSeconds({ end_time: '2026-11-24T09:00:00Z' }, now)).toBe(300);
  });
});
