/** W05: the home page's lists per country, their error states, category tabs and the search form. */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { JobSearchReply } from '../../sdk/generated/job/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { collectAppState } from '../../web/src/app/app-state';
import { renderApp } from './render-app';

const LISTS = ['Recommended jobs', 'Latest jobs', 'Remote jobs', 'Web3 jobs'];

async function findList(name: string) {
  const section = await screen.findByRole('region', { name });
  // Wait for the jobs themselves (the list is labelled like its section).
  await within(section).findByRole('list', { name });
  return section;
}

afterEach(() => vi.useRealTimers());

describe('home page', () => {
  it('shows Philippine jobs (PHP salaries) on localhost', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const name of ['Recommended jobs', 'Latest jobs', 'Remote jobs']) {
      const section = await findList(name);
      expect(within(section).getAllByRole('article').length).toBeGreaterThan(0);
      expect(section.textContent).toContain('₱');
    }
    const latest = await findList('Latest jobs');
    // Six cards a section on a phone; "see all" opens the rest.
    expect(within(latest).getAllByRole('article')).toHaveLength(6);
    expect(within(latest).getByRole('link', { name: 'See all: Latest jobs' }).getAttribute('href')).toMatch(/^\/jobs-hiring\//);
    expect(document.getElementById('web3')).not.toBeNull();
    const prompt = screen.getByRole('complementary', { name: 'Log in for more jobs and recommendations' });
    expect(within(prompt).getByRole('link', { name: 'Log in / Sign up' })).toHaveAttribute('href', '/get-started');
    // The header menu is there too.
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Find jobs' })).toBeInTheDocument();
  });

  it('shows Singapore jobs (SGD salaries) on sg.localhost', async () => {
    const { context } = await renderApp('/', { host: 'sg.localhost' });
    for (const name of ['Recommended jobs', 'Latest jobs', 'Remote jobs']) {
      const section = await findList(name);
      const text = section.textContent ?? '';
      // Salaries name their currency: a Singapore amount never reads as US dollars.
      expect(text).toMatch(/SGD\s?\d/);
      expect(text).not.toContain('₱');
    }
    const replies = context.queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.queryKey[1] === '/job/search' && query.state.status === 'success')
      .map((query) => query.state.data as JobSearchReply);
    const currencies = new Set(replies.flatMap((reply) => reply.jobs.map((job) => job.salary.currency)));
    expect([...currencies]).toEqual(['SGD']);
  });

  it('shows six jobs a list and in the category tab, and sends no more of them in the page state', async () => {
    const { context } = await renderApp('/');
    for (const name of ['Recommended jobs', 'Latest jobs', 'Remote jobs']) {
      expect(within(await findList(name)).getAllByRole('article')).toHaveLength(6);
    }
    const panel = await screen.findByRole('tabpanel');
    const categoryCards = await within(panel).findAllByRole('article');
    expect(categoryCards.length).toBeGreaterThan(0);
    expect(categoryCards.length).toBeLessThanOrEqual(6);
    // The lists asked for the spec's page of 21 and keep six: what the server would put in the page.
    const { queries } = collectAppState(context.store, context.i18n, context.queryClient).queries;
    const lists = queries.filter((query) => query.queryKey[1] === '/job/search');
    expect(lists.map((query) => (query.queryKey[2] as { size: number }).size)).toEqual(lists.map(() => 21));
    const kept = lists.map((query) => (query.state.data as { jobs: unknown[] }).jobs.length);
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...kept)).toBe(6);
  });

  it('shows top companies linking to their pages', async () => {
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Top companies' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(8);
    expect(within(cards[0] as HTMLElement).getByRole('link').getAttribute('href')).toMatch(/^\/company\/[^/]+$/);
  });

  it('gives every list its own error state while the page still renders', async () => {
    // A server error is tried once more after a second: on a fake clock that also follows the real one.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    forceError('filterJobs', 50001);
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    for (const name of LISTS) {
      const section = await screen.findByRole('region', { name });
      expect(await within(section).findByRole('alert')).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
    }
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  }, 30_000);

  it('switches category tabs with the arrow keys', async () => {
    const { user } = await renderApp('/');
    const tablist = await screen.findByRole('tablist', { name: 'Job categories' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.length).toBeGreaterThan(1);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    const second = tabs[1] as HTMLElement;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(second);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(second.id);
    await within(panel).findAllByRole('article').catch(async () => {
      // A category may have no jobs in the seed: then the empty state shows.
      await within(panel).findByRole('status');
    });
  });

  it('opens the job search from the hero form', async () => {
    const { user, router } = await renderApp('/');
    const search = await screen.findByRole('searchbox', { name: 'Search jobs' });
    await user.type(search, 'accountant');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/jobs-hiring\/accountant/));
  });
});
