// Config lists by name: each caller's set is a query of its own, picked from one whole reply that is
// fetched once and never handed to the browser in the page state.
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureTransport } from '../../sdk/transport';
import { buildConfigLists } from '../../mocks/seed/config/build-config-lists';
import { collectAppState } from '../../web/src/app/app-state';
import { cachedConfigList, configListsQuery, prefetchConfigLists } from '../../web/src/lib/config-lists-queries';
import { createI18n } from '../../web/src/lib/i18n';
import { buildSeoLookups, SEO_LOOKUP_LISTS } from '../../web/src/lib/job-search-url/lookups';
import type { QueryScope } from '../../web/src/lib/query-scope';

const scope: QueryScope = { country: 'sg', language: 'en-us', user: 'anonymous' };
const whole = buildConfigLists('sg', 'en-us');

/** The API as the transport sees it: the whole reply for every config lists call, counted. */
function serveConfigLists() {
  const calls = vi.fn(async (_request: Request) => new Response(JSON.stringify({ code: 0, message: 'success', data: whole }), { headers: { 'Content-Type': 'application/json' } }));
  configureTransport({ baseUrls: { default: 'http://api.test/api' }, fetch: calls as unknown as typeof fetch });
  return calls;
}

afterEach(() => configureTransport({ baseUrls: { default: '/api' }, fetch: undefined }));

describe('config lists by name', () => {
  it('gives each caller the lists it names, from one request for the whole reply', async () => {
    const calls = serveConfigLists();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [categories, filters] = await Promise.all([
      client.fetchQuery(configListsQuery(scope, ['job_category_lists'])),
      client.fetchQuery(configListsQuery(scope, ['job_types', 'degrees'])),
    ]);
    expect(categories).toEqual({ job_category_lists: whole.job_category_lists });
    expect(filters).toEqual({ job_types: whole.job_types, degrees: whole.degrees });
    expect(calls).toHaveBeenCalledTimes(1);
    expect(new URL(calls.mock.calls[0]![0].url).pathname).toBe('/api/config/sg/list');
    // A third set later in the visit is picked from the reply in hand.
    await client.fetchQuery(configListsQuery(scope, ['country_lists']));
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('is one query for the same names in any order', () => {
    expect(configListsQuery(scope, ['job_types', 'degrees']).queryKey).toEqual(configListsQuery(scope, ['degrees', 'job_types']).queryKey);
    expect(configListsQuery(scope, ['job_types']).queryKey).not.toEqual(configListsQuery(scope, ['job_types', 'degrees']).queryKey);
  });

  it('hands the browser the sets a page read, not the whole reply', async () => {
    serveConfigLists();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchConfigLists(client, scope, ['job_types']);
    const state = collectAppState(createStore(), await createI18n('en-us'), client);
    const carried = state.queries.queries.map((query) => query.state.data as Record<string, unknown>);
    // The page's set and the footer's, nothing else.
    expect(carried.map((data) => Object.keys(data))).toEqual(expect.arrayContaining([['job_types'], ['job_category_lists']]));
    expect(carried).toHaveLength(2);
    // A page head can still use a list that any query of the scope holds.
    expect(cachedConfigList(client, scope, 'location_lists')).toEqual(whole.location_lists);
  });

  it('names every list the URL codec reads: the lookups from those lists are those of the whole reply', () => {
    const named = Object.fromEntries(SEO_LOOKUP_LISTS.map((name) => [name, whole[name]]));
    expect(buildSeoLookups(named)).toEqual(buildSeoLookups(whole));
  });
});
