/** W07, the area landing pages (/onsite-job, /remote-jobs, /web3-jobs), as a visitor sees them over the seeded mocks. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { forceError } from '../../mocks/scenario/helpers';
import { WorkArrangementId, type JobSearchReply } from '../../sdk/generated/job/hooks';
import { idFromSlug } from '../../web/src/lib/local-href';
import type { PageHeadDescriptor } from '../../web/src/lib/seo/page-head';
import { mockServer } from '../support/mock-lifecycle';
import { renderApp } from './render-app';

type Router = Awaited<ReturnType<typeof renderApp>>['router'];

/** The jobs region of the page (named by its heading) once its cards are in. */
async function jobCards(listTitle: string): Promise<HTMLElement[]> {
  const region = await screen.findByRole('region', { name: listTitle });
  await within(region).findByRole('list', { name: listTitle });
  return within(region).getAllByRole('article');
}

/** The seeded job a card links to. */
function jobOf(card: HTMLElement) {
  const href = within(card).getByRole('link').getAttribute('href') ?? '';
  const job = getDatabase().indexes.jobsById.get(idFromSlug(href) ?? 0);
  if (!job) throw new Error(`no seeded job behind ${href}`);
  return job;
}

function arrangementOf(card: HTMLElement): string {
  return within(card).getByRole('list', { name: 'Job highlights' }).textContent ?? '';
}

/** The head the page's loader computed (web/src/app/page-head.ts). */
function headOf(router: Router): PageHeadDescriptor[] {
  const entries = Object.values(router.state.loaderData) as ({ head?: PageHeadDescriptor[] } | null | undefined)[];
  return entries.find((entry) => entry?.head)?.head ?? [];
}

function headLink(head: PageHeadDescriptor[], rel: string): string | undefined {
  const link = head.find((item) => 'tagName' in item && item.rel === rel && !item.hrefLang);
  return link && 'href' in link ? link.href : undefined;
}

const EMPTY_PAGE: JobSearchReply = { jobs: [], query_id: 'q-empty', page: 1, size: 30, total_num: 0, total_page: 0 };

afterEach(() => vi.useRealTimers());

describe('remote jobs landing page', () => {
  it('shows remote jobs only, 30 a page, with the search link, the head and the menu item marked current', async () => {
    const { router } = await renderApp('/remote-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote jobs' })).toBeInTheDocument();
    expect(screen.getByText(/^Jobs you can do from home/)).toBeInTheDocument();
    const cards = await jobCards('Latest remote jobs');
    expect(cards).toHaveLength(30);
    for (const card of cards) {
      expect(jobOf(card).work_arrangement_id).toBe(WorkArrangementId.Remote);
      expect(arrangementOf(card)).toContain('Remote');
    }
    expect(screen.getByText(/^\d[\d,]* jobs$/)).toHaveAttribute('role', 'status');
    const search = screen.getByRole('link', { name: 'See all in job search' });
    expect(search.getAttribute('href')).toMatch(/^\/jobs-hiring\/[^?]*\?.*remote/);
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Remote jobs' })).toHaveAttribute('aria-current', 'page');

    await waitFor(() => expect(document.title).toBe('Remote jobs | Jobchat'));
    const head = headOf(router);
    expect(head).toContainEqual({ title: 'Remote jobs | Jobchat' });
    expect(headLink(head, 'canonical')).toBe(`${window.location.origin}/remote-jobs`);
    expect(head.filter((item) => 'hrefLang' in item && item.hrefLang)).toHaveLength(11);
    expect(head).toContainEqual({ property: 'og:title', content: 'Remote jobs | Jobchat' });
    expect(head.find((item) => 'name' in item && item.name === 'description')).toMatchObject({ content: expect.stringContaining('remote jobs') });
  });

  it('pages through ?page=N links: page 2 has other remote jobs, the current page marked', async () => {
    const { router, user } = await renderApp('/remote-jobs');
    const first = (await jobCards('Latest remote jobs')).map((card) => jobOf(card).id);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const second = within(pages).getByRole('link', { name: 'Page 2' });
    expect(second).toHaveAttribute('href', '/remote-jobs?page=2');
    expect(second.getAttribute('aria-current')).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/remote-jobs');

    await user.click(second);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    const cards = await jobCards('Latest remote jobs');
    const ids = cards.map((card) => jobOf(card).id);
    expect(ids.some((id) => first.includes(id))).toBe(false);
    for (const card of cards) expect(jobOf(card).work_arrangement_id).toBe(WorkArrangementId.Remote);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/remote-jobs');
    await waitFor(() => expect(document.title).toBe('Remote jobs – page 2 | Jobchat'));
    expect(headLink(headOf(router), 'canonical')).toBe(`${window.location.origin}/remote-jobs?page=2`);
  });

  it('shows the error of the list with a retry, and keeps the page', async () => {
    // A server error is tried once more after a second: on a fake clock that also follows the real one.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    forceError('filterJobs', 50001);
    await renderApp('/remote-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote jobs' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Latest remote jobs' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await within(region).findByRole('alert')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
    expect(within(region).queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all in job search' })).toBeInTheDocument();
  }, 30_000);

  it('shows the empty state when the search has no remote jobs', async () => {
    mockServer.use(http.post('http://localhost/api/job/search', () => HttpResponse.json({ code: 0, message: 'success', data: EMPTY_PAGE })));
    await renderApp('/remote-jobs');
    const region = await screen.findByRole('region', { name: 'Latest remote jobs' });
    expect(await within(region).findByText('No jobs here yet')).toBeInTheDocument();
    expect(within(region).getByText('New jobs are posted every day. Check back soon.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See all in job search' }).getAttribute('href')).toMatch(/^\/jobs-hiring\//);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('renders in Arabic under /ar, right to left, with prefixed page links', async () => {
    await renderApp('/ar/remote-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'وظائف عن بُعد' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    const cards = await jobCards('أحدث الوظائف عن بُعد');
    expect(cards).toHaveLength(30);
    for (const card of cards) expect(jobOf(card).work_arrangement_id).toBe(WorkArrangementId.Remote);
    const pages = screen.getByRole('navigation', { name: 'ترقيم الصفحات' });
    expect(within(pages).getByRole('link', { name: 'الصفحة 2' })).toHaveAttribute('href', '/ar/remote-jobs?page=2');
    expect(screen.getByRole('link', { name: 'عرض الكل في البحث عن الوظائف' }).getAttribute('href')).toMatch(/^\/ar\/jobs-hiring\//);
    await waitFor(() => expect(document.title).toBe('وظائف عن بُعد | Jobchat'));
  });
});

describe('on-site jobs landing page', () => {
  it('shows on-site and hybrid jobs only, linking to the same search', async () => {
    await renderApp('/onsite-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'On-site and hybrid jobs' })).toBeInTheDocument();
    const cards = await jobCards('Latest on-site and hybrid jobs');
    expect(cards).toHaveLength(30);
    const arrangements = new Set<number>([WorkArrangementId.Onsite, WorkArrangementId.Hybrid]);
    for (const card of cards) {
      expect(arrangements.has(jobOf(card).work_arrangement_id)).toBe(true);
      expect(arrangementOf(card)).toMatch(/On-site|Hybrid/);
    }
    const href = screen.getByRole('link', { name: 'See all in job search' }).getAttribute('href') ?? '';
    expect(href).toMatch(/^\/jobs-hiring\//);
    expect(href).toContain('onsite');
    expect(href).toContain('hybrid');
  });
});

describe('Web3 jobs landing page', () => {
  it('shows Web3 jobs only, with no search link (search has no Web3 filter)', async () => {
    await renderApp('/web3-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Web3 jobs' })).toBeInTheDocument();
    const cards = await jobCards('Latest Web3 jobs');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(30);
    for (const card of cards) expect(jobOf(card).is_web3).toBe(true);
    expect(screen.queryByRole('link', { name: 'See all in job search' })).toBeNull();
  });

  it('offers the first page on a page past the end', async () => {
    await renderApp('/web3-jobs?page=999');
    const region = await screen.findByRole('region', { name: 'Latest Web3 jobs' });
    expect(await within(region).findByText('This page has no jobs')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/web3-jobs');
  });
});
