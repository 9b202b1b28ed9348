/**
 * Issue 23: what only shows data keeps the server's HTML while the page hydrates (lib/kept-server-html.ts).
 * Kept job cards still work as cards: their links navigate in the app, and they render in full as soon as
 * what they show changes. (Server HTML blocks: safe-html-hydration.test.tsx.)
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { configListsQuery } from '../../web/src/lib/config-lists-queries';
import { scopeOf } from '../../web/src/lib/query-scope';
import JobSearchRoute, { namespaces } from '../../web/src/features/job-search/job-search-route';
import { SEARCH_CONFIG_LISTS, hotJobTitlesQuery, searchJobsQuery } from '../../web/src/features/job-search/job-search-queries';
import { buildSeoLookups } from '../../web/src/lib/job-search-url/lookups';
import { filtersFromLocation } from '../../web/src/lib/job-search-url/decode';
import { toJobSearchRequest } from '../../web/src/lib/job-search-url/request';
import { bootstrapTestApp, hydrateInBrowser, onPhone, renderOnServer, unmountHydrated } from './server-render-then-hydrate';

afterEach(unmountHydrated);

function JobPageMarker() {
  return <h1>Job page {useParams().slug}</h1>;
}

function searchPage(): ReactNode {
  return (
    <Routes>
      <Route path="/jobs-hiring/:keyword?" element={<JobSearchRoute />} />
      <Route path="/job/:slug" element={<JobPageMarker />} />
    </Routes>
  );
}

async function hydratedSearchPage(path: string) {
  const app = onPhone(await bootstrapTestApp(path));
  const scope = scopeOf(app.store);
  await app.i18n.loadNamespaces([...namespaces]);
  const lists = await app.queryClient.ensureQueryData(configListsQuery(scope, SEARCH_CONFIG_LISTS));
  const url = new URL(`http://localhost${path}`);
  const body = toJobSearchRequest(filtersFromLocation(url.pathname, url.search), buildSeoLookups(lists));
  await Promise.all([app.queryClient.prefetchQuery(searchJobsQuery(scope, body)), app.queryClient.prefetchQuery(hotJobTitlesQuery(scope))]);
  const serverHtml = renderOnServer(app, { pathname: url.pathname, search: url.search }, searchPage());
  return { app, serverHtml, ...(await hydrateInBrowser(app, path, searchPage(), serverHtml)) };
}

/**
 * Whether React rendered this element itself (it then keeps its fiber on the node). The point of keeping
 * the server's HTML is that hydration does not: checked here, or the saving could vanish unnoticed.
 */
function renderedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

function firstCard(container: HTMLElement): HTMLElement {
  const card = container.querySelector<HTMLElement>('.job-search-results__list > li article');
  if (!card) throw new Error('no job card on the page');
  return card;
}

describe('job cards keep the server HTML while hydrating', () => {
  it('hydrates without a mismatch, and a card title navigates in the app', async () => {
    const { container, serverHtml, hydrationErrors } = await hydratedSearchPage('/jobs-hiring/accountant-jobs');
    expect(hydrationErrors).toEqual([]);
    const card = firstCard(container);
    const serverPage = document.createElement('div');
    serverPage.innerHTML = serverHtml;
    expect(card.innerHTML).toBe(firstCard(serverPage).innerHTML);
    const title = within(card).getByRole('heading').querySelector('a');
    expect(title).not.toBeNull();
    expect(renderedByReact(card)).toBe(true);
    expect(renderedByReact(title!)).toBe(false);
    const slug = new URL(title!.href).pathname.split('/').pop();
    const before = window.location.href;
    fireEvent.click(title!);
    expect(await screen.findByRole('heading', { name: `Job page ${slug}` })).toBeInTheDocument();
    expect(window.location.href).toBe(before);
  });

  it('a modified click keeps the browser behaviour (no in-app navigation)', async () => {
    const { container } = await hydratedSearchPage('/jobs-hiring/accountant-jobs');
    const title = within(firstCard(container)).getByRole('heading').querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    title.addEventListener('click', (event) => event.preventDefault(), { once: true });
    title.dispatchEvent(click);
    expect(screen.queryByRole('heading', { name: /^Job page/ })).toBeNull();
  });

  it('renders the cards again when what they show changes (the language)', async () => {
    const { app, container } = await hydratedSearchPage('/jobs-hiring/accountant-jobs');
    const tags = () => within(firstCard(container)).getByRole('list');
    expect(tags()).toHaveTextContent(/On-site|Remote|Hybrid/);
    expect(renderedByReact(tags())).toBe(false);
    await act(async () => {
      await app.i18n.changeLanguage('ar');
    });
    expect(tags()).not.toHaveTextContent(/On-site|Remote|Hybrid/);
    expect(tags().textContent).toMatch(/[\u0600-\u06FF]/);
    expect(renderedByReact(tags())).toBe(true);
  });
});
