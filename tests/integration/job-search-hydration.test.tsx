/**
 * Issue 24: the search page of a shared link, rendered as the server renders it (the location React
 * Router's request handler gives, the loader's prefetch) and then hydrated with the browser's address.
 * A different decoding on the two sides is a hydration mismatch (React error #418) and a re-render.
 */
import { within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../web/src/app/bootstrap';
import { configListsQuery } from '../../web/src/lib/config-lists-queries';
import { filtersFromLocation } from '../../web/src/lib/job-search-url/decode';
import { buildSeoLookups } from '../../web/src/lib/job-search-url/lookups';
import { toJobSearchRequest } from '../../web/src/lib/job-search-url/request';
import { scopeOf } from '../../web/src/lib/query-scope';
import JobSearchRoute, { namespaces } from '../../web/src/features/job-search/job-search-route';
import { hotJobTitlesQuery, SEARCH_CONFIG_LISTS, searchJobsQuery } from '../../web/src/features/job-search/job-search-queries';
import { seenOnServer } from '../support/job-search-server-location';
import { bootstrapTestApp, hydrateInBrowser, onPhone, renderOnServer, unmountHydrated } from './server-render-then-hydrate';

afterEach(unmountHydrated);

function page(): ReactNode {
  return (
    <Routes>
      <Route path="/jobs-hiring/:keyword?" element={<JobSearchRoute />} />
    </Routes>
  );
}

/** The app's state once the route loader has run on the server: strings, config lists, the prefetched search. */
async function appAfterLoader(loaderUrl: URL): Promise<AppContext> {
  const app = onPhone(await bootstrapTestApp(loaderUrl.pathname));
  const scope = scopeOf(app.store);
  await app.i18n.loadNamespaces([...namespaces]);
  const lists = await app.queryClient.ensureQueryData(configListsQuery(scope, SEARCH_CONFIG_LISTS));
  const body = toJobSearchRequest(filtersFromLocation(loaderUrl.pathname, loaderUrl.search), buildSeoLookups(lists));
  await Promise.all([app.queryClient.prefetchQuery(searchJobsQuery(scope, body)), app.queryClient.prefetchQuery(hotJobTitlesQuery(scope))]);
  return app;
}

/** Server HTML, then hydration at the browser's address; the hydration errors React recovered from. */
async function serverRenderThenHydrate(path: string): Promise<{ container: HTMLElement; serverHtml: string; hydrationErrors: unknown[] }> {
  const server = await seenOnServer(`http://localhost${path}`);
  const app = await appAfterLoader(server.loader);
  const serverHtml = renderOnServer(app, server.render, page());
  return { serverHtml, ...(await hydrateInBrowser(app, path, page(), serverHtml)) };
}

describe('a shared search link hydrates without a mismatch', () => {
  it.each([
    '/jobs-hiring/accountant-jobs-in-makati?jobType=full-time,part-time&sort=3',
    '/jobs-hiring/accountant-jobs-in-makati?jobType=full-time%2Cpart-time&sort=3',
    '/jobs-hiring/accountant-jobs-in-makati?jobType=full-time&jobType=part-time&sort=3',
  ])('%s', async (path) => {
    const { container, serverHtml, hydrationErrors } = await serverRenderThenHydrate(path);
    expect(serverHtml).toContain('Filters (2)');
    expect(hydrationErrors).toEqual([]);
    expect(within(container).getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    const jobType = within(container).getByRole('group', { name: 'Job type (2)' });
    expect(within(jobType).getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    expect(within(jobType).getByRole('checkbox', { name: 'Part-time' })).toBeChecked();
  });
});

describe('a seeker’s link opened by a guest hydrates without a mismatch', () => {
  it('shows neither "fits my preferences" nor best fit, and the sort the search used: newest', async () => {
    const { container, serverHtml, hydrationErrors } = await serverRenderThenHydrate('/jobs-hiring/accountant-jobs?sort=4&fitsPreferences=true');
    expect(hydrationErrors).toEqual([]);
    expect(serverHtml).not.toContain('Fits my preferences');
    expect(within(container).getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    const sort = within(container).getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveProperty('value', '1');
    expect(within(sort).queryByRole('option', { name: 'Best fit' })).toBeNull();
  });
});
