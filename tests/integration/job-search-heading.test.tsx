/**
 * Issue 24 §3: the search page's heading (and the document title and meta description that reuse it)
 * names the search as the config lists name the job title or function it is, in the page's language,
 * and keeps the user's own words, case and all, when it names none. The seeded lists (mocks/seed/config)
 * give the "accountant" job title (function_titles, key accountant-1011) as "Accountant", "経理担当" and
 * "محاسب", and the "accounting" job function as "経理" in Japanese. The server render and the browser's
 * hydration read the same cached lists: the heading is the same on both, without a mismatch.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, type createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../web/src/app/bootstrap';
import JobSearchRoute, { head, namespaces } from '../../web/src/features/job-search/job-search-route';
import { hotJobTitlesQuery, SEARCH_CONFIG_LISTS } from '../../web/src/features/job-search/job-search-queries';
import { configListsQuery } from '../../web/src/lib/config-lists-queries';
import type { PageHeadDescriptor } from '../../web/src/lib/seo/page-head';
import { scopeOf } from '../../web/src/lib/query-scope';
import { renderApp } from './render-app';
import { bootstrapTestApp, hydrateInBrowser, onPhone, renderOnServer, unmountHydrated } from './server-render-then-hydrate';

type Router = ReturnType<typeof createMemoryRouter>;

function headOf(router: Router): PageHeadDescriptor[] {
  const entries = Object.values(router.state.loaderData) as ({ head?: PageHeadDescriptor[] } | null | undefined)[];
  return entries.find((entry) => entry?.head)?.head ?? [];
}

function description(router: Router): string | undefined {
  const meta = headOf(router).find((item) => 'name' in item && item.name === 'description');
  return meta && 'content' in meta ? String(meta.content) : undefined;
}

/** The h1, the tab's title and the meta description of a search page, once they show `heading`. */
async function expectHeading(router: Router, heading: string, title: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(title));
  expect(headOf(router)).toContainEqual({ title });
  expect(description(router)).toContain(heading);
}

describe('search heading names the job title the user searched', () => {
  it('en-us: /jobs-hiring/accountant-jobs and senior-accountant-jobs are headed with their job titles\' labels', async () => {
    const accountant = await renderApp('/jobs-hiring/accountant-jobs');
    await expectHeading(accountant.router, 'Accountant jobs in the Philippines', 'Accountant jobs in the Philippines | Jobchat');
    accountant.unmount();
    // The label's own capitals, not the URL's words sentence-cased ("Senior accountant").
    const senior = await renderApp('/jobs-hiring/senior-accountant-jobs-in-makati');
    await expectHeading(senior.router, 'Senior Accountant jobs in Makati', 'Senior Accountant jobs in Makati | Jobchat');
  });

  it('ja: /ja/jobs-hiring/accountant-jobs is headed with the Japanese job title "経理担当"', async () => {
    const { router } = await renderApp('/ja/jobs-hiring/accountant-jobs');
    await expectHeading(router, 'フィリピンの経理担当の求人', 'フィリピンの経理担当の求人 | Jobchat');
    expect(screen.queryByRole('heading', { level: 1, name: /accountant/i })).not.toBeInTheDocument();
  });

  it('ja: a job function\'s seo value is headed with its Japanese name ("accounting" → "経理")', async () => {
    const { router } = await renderApp('/ja/jobs-hiring/accounting-jobs');
    await expectHeading(router, 'フィリピンの経理の求人', 'フィリピンの経理の求人 | Jobchat');
  });

  it('ar: /ar/jobs-hiring/accountant-jobs is headed with the Arabic job title "محاسب"', async () => {
    const { router } = await renderApp('/ar/jobs-hiring/accountant-jobs');
    await expectHeading(router, 'وظائف محاسب في الفلبين', 'وظائف محاسب في الفلبين | Jobchat');
  });
});

describe('search heading of a keyword that names no job title', () => {
  it('en-us, ja and ar: keeps the user\'s words as typed, their capitals too ("iPhone Repair", "eBay Seller")', async () => {
    const en = await renderApp('/jobs-hiring/iPhone-Repair-jobs');
    await expectHeading(en.router, 'iPhone Repair jobs in the Philippines', 'iPhone Repair jobs in the Philippines | Jobchat');
    en.unmount();
    const ja = await renderApp('/ja/jobs-hiring/eBay-Seller-jobs');
    await expectHeading(ja.router, 'フィリピンのeBay Sellerの求人', 'フィリピンのeBay Sellerの求人 | Jobchat');
    ja.unmount();
    const ar = await renderApp('/ar/jobs-hiring/eBay-Seller-jobs');
    await expectHeading(ar.router, 'وظائف eBay Seller في الفلبين', 'وظائف eBay Seller في الفلبين | Jobchat');
  });

  it('en-us: keeps the words a plain form sent as ?query=, once at their canonical address', async () => {
    const { router } = await renderApp('/jobs-hiring/job-search?query=iPhone%20Repair');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-hiring/iPhone-Repair-jobs'));
    await expectHeading(router, 'iPhone Repair jobs in the Philippines', 'iPhone Repair jobs in the Philippines | Jobchat');
  });
});

describe('the server and the browser give the same heading', () => {
  afterEach(unmountHydrated);

  function page(): ReactNode {
    return (
      <Routes>
        <Route path=":lang?/jobs-hiring/:keyword?" element={<JobSearchRoute />} />
      </Routes>
    );
  }

  /** The app once the route loader's prefetch has run on the server (strings, config lists, hot searches). */
  async function appAfterLoader(path: string): Promise<AppContext> {
    const app = onPhone(await bootstrapTestApp(path));
    const scope = scopeOf(app.store);
    await app.i18n.loadNamespaces([...namespaces, 'seo']);
    await Promise.all([app.queryClient.ensureQueryData(configListsQuery(scope, SEARCH_CONFIG_LISTS)), app.queryClient.prefetchQuery(hotJobTitlesQuery(scope))]);
    return app;
  }

  it.each([
    ['/ja/jobs-hiring/accountant-jobs', 'フィリピンの経理担当の求人'],
    ['/ar/jobs-hiring/accountant-jobs', 'وظائف محاسب في الفلبين'],
    ['/jobs-hiring/iPhone-Repair-jobs', 'iPhone Repair jobs in the Philippines'],
  ])('%s', async (path, heading) => {
    const app = await appAfterLoader(path);
    // The head the server's loader computes (it reads the request's URL only).
    const serverHead = head(app, { request: new Request(`http://localhost${path}`) } as Parameters<typeof head>[1]);
    expect(serverHead?.title).toBe(`${heading} | Jobchat`);
    expect(serverHead?.description).toContain(heading);

    const serverHtml = renderOnServer(app, path, page());
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    expect(server.querySelector('h1')?.textContent).toBe(heading);

    const { container, hydrationErrors } = await hydrateInBrowser(app, path, page(), serverHtml);
    expect(hydrationErrors).toEqual([]);
    expect(within(container).getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });
});
