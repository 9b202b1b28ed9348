/** W06 job search, as a person uses it: the real app at a URL, over the seeded mocks. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forceError, forceLatency } from '../../mocks/scenario/helpers';
import { firstScreenCards } from '@web/components/job-card';
import { mockServer } from '../support/mock-lifecycle';
import { renderApp } from './render-app';
import { cardTitle, resultCards, shownCards } from './search-results-steps';

afterEach(() => vi.useRealTimers());

/** The upper bound a card shows ("₱71–100K" → 100000); null for negotiable or unpaid. */
function shownTopSalary(card: HTMLElement): number | null {
  const text = card.querySelector('.job-card__salary')?.firstChild?.textContent ?? '';
  const amounts = [...text.matchAll(/(\d[\d,.]*)\s*([KMB])?/g)];
  const last = amounts.at(-1);
  if (!last?.[1]) return null;
  const scale = { K: 1e3, M: 1e6, B: 1e9 }[last[2] ?? ''] ?? 1;
  return Number(last[1].replace(/,/g, '')) * scale;
}

function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}

describe('job search page', () => {
  it('shows the search of a keyword URL: heading, title and matching jobs', async () => {
    await renderApp('/jobs-hiring/accountant-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountant jobs in the Philippines' })).toBeInTheDocument();
    const cards = await resultCards();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(30);
    for (const card of cards) expect(cardTitle(card)).toMatch(/accountant/i);
    expect(screen.getByText(/^\d[\d,]* jobs?$/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Accountant jobs in the Philippines | Jobchat'));
    expect(screen.getByRole('combobox', { name: 'Job title, skill or company' })).toHaveProperty('value', 'accountant');
  });

  it('names a single location in the heading', async () => {
    await renderApp('/jobs-hiring/accountant-jobs-in-makati');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountant jobs in Makati' })).toBeInTheDocument();
    const cards = await resultCards();
    for (const card of cards) expect(within(card).getByRole('list', { name: 'Job highlights' }).textContent).toContain('Makati');
  });

  it('applies a filter through the URL and narrows the results', async () => {
    const { router, user } = await renderApp('/jobs-hiring/job-search?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs in the Philippines' })).toBeInTheDocument();
    await resultCards();
    const before = screen.getByText(/^\d[\d,]* jobs?$/).textContent;

    const jobType = screen.getByRole('group', { name: 'Job type' });
    await user.click(within(jobType).getByRole('checkbox', { name: 'Full-time' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?jobType=full-time'));
    await waitFor(() => expect(screen.getByText(/^\d[\d,]* jobs?$/).textContent).not.toBe(before));
    for (const card of await resultCards()) {
      expect(within(card).getByRole('list', { name: 'Job highlights' }).textContent).toContain('Full-time');
    }
    expect(screen.getByRole('group', { name: 'Job type (1)' })).toBeInTheDocument();

    // Another group's change keeps the first: each group's handler reads the filters of the page's last render.
    await user.click(within(screen.getByRole('group', { name: 'Work arrangement' })).getByRole('checkbox', { name: 'Remote' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?jobType=full-time&remote=remote'));
    await user.click(within(screen.getByRole('group', { name: 'Work arrangement (1)' })).getByRole('checkbox', { name: 'Remote' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?jobType=full-time'));

    await user.click(screen.getByRole('checkbox', { name: 'Verified companies only' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?jobType=full-time&verifiedCompany=true'));
    await waitFor(() => {
      for (const card of shownCards()) expect(within(card).getByText('Verified')).toBeInTheDocument();
    });

    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0] as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search'));
  });

  it('shows a filter at once, then goes straight from the old results to the new ones, the first screen of cards first', async () => {
    const { router, user } = await renderApp('/jobs-hiring/job-search');
    const jobLink = (card: Element) => card.querySelector('h3 a')?.getAttribute('href') ?? '';
    const oldJobs = (await resultCards()).map(jobLink);
    expect(oldJobs).toHaveLength(30);
    // What the list showed after each change of the page: its cards' jobs, and whether it was marked busy.
    const shown: { jobs: string[]; busy: boolean }[] = [];
    const region = screen.getByRole('region', { name: 'Search results' });
    const observer = new MutationObserver(() => {
      const list = region.querySelector('ul');
      shown.push({ jobs: [...region.querySelectorAll('article')].map(jobLink), busy: list?.getAttribute('aria-busy') === 'true' });
    });
    observer.observe(region, { subtree: true, childList: true, attributes: true });
    forceLatency('searchJobs', 300);
    const searchesSent: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/search/jobs') searchesSent.push(request.url);
    });

    const verified = screen.getByRole('checkbox', { name: 'Verified companies only' });
    await user.click(verified);
    // The panel shows the change while the page still waits for its results.
    expect(verified).toBeChecked();
    expect(currentUrl(router)).toBe('/jobs-hiring/job-search');
    expect(shownCards().map(jobLink)).toEqual(oldJobs);

    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?verifiedCompany=true'));
    await waitFor(() => {
      expect(shownCards().map(jobLink)).not.toEqual(oldJobs);
      expect(shownCards()).toHaveLength(30);
    });
    observer.disconnect();
    mockServer.events.removeAllListeners();
    // One request a change: the navigation's loader finds the one the click sent in flight.
    expect(searchesSent).toHaveLength(1);
    const newJobs = shownCards().map(jobLink);
    expect(verified).toBeChecked();
    // Never the old results marked as loading, never a mix: the old list, the new first screen, the new list.
    const states = shown.filter((state, index) => index === 0 || state.jobs.join('|') !== shown[index - 1]?.jobs.join('|'));
    expect(states.some((state) => state.busy)).toBe(false);
    expect(states.map((state) => state.jobs)).toEqual([newJobs.slice(0, firstScreenCards(window.innerHeight)), newJobs]);
  });

  it('opens the job function levels one under another', async () => {
    const { router, user } = await renderApp('/jobs-hiring/job-search');
    await resultCards();
    await user.click(screen.getByRole('checkbox', { name: 'Finance and Accounting' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?mainFunctions=finance-and-accounting'));
    const subs = await screen.findByRole('group', { name: 'Finance and Accounting: functions' });
    await user.click(within(subs).getByRole('checkbox', { name: 'Accounting' }));
    await waitFor(() => expect(router.state.location.search).toContain('jobFunctions=accounting'));
    const titles = await screen.findByRole('group', { name: 'Accounting: job titles' });
    await user.click(within(titles).getByRole('checkbox', { name: 'Accountant' }));
    await waitFor(() => expect(router.state.location.search).toContain('functionTitles=accountant-1011'));
    await waitFor(() => {
      const cards = shownCards();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(cardTitle(card)).toMatch(/accountant/i);
    });

    // Unselecting the main function drops its lower levels too.
    await user.click(screen.getByRole('checkbox', { name: 'Finance and Accounting' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search'));
  });

  it('sorts by highest salary', async () => {
    const { router, user } = await renderApp('/jobs-hiring/job-search');
    await resultCards();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest salary');
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?sort=3'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', '3'));
    await waitFor(() => {
      const shown = shownCards().map(shownTopSalary);
      expect(shown.length).toBeGreaterThan(1);
      const amounts = shown.filter((value): value is number => value !== null);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      // Jobs without an amount come last.
      expect(shown.slice(0, amounts.length).every((value) => value !== null)).toBe(true);
    });
  });

  it('defaults to newest without a query and to relevance with one', async () => {
    const { router, user } = await renderApp('/jobs-hiring/job-search');
    await resultCards();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveProperty('value', '1');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Relevance', 'Newest', 'Highest salary']);
    await user.type(screen.getByRole('combobox', { name: 'Job title, skill or company' }), 'accountant{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/accountant-jobs'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', '2'));
  });

  it('restores every filter from a pasted URL', async () => {
    await renderApp('/jobs-hiring/accountant-jobs-in-makati?jobType=full-time&salary=30k-50k&sort=3&remote=hybrid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountant jobs in Makati' })).toBeInTheDocument();
    await resultCards();
    expect(screen.getByRole('checkbox', { name: 'Full-time' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: '30K - 50K' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Hybrid' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', '3');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveProperty('value', 'makati');
    for (const card of shownCards()) {
      const tags = within(card).getByRole('list', { name: 'Job highlights' }).textContent ?? '';
      expect(tags).toContain('Makati');
      expect(tags).toContain('Hybrid');
      expect(tags).toContain('Full-time');
    }
  });

  it('opens the filters as a sheet: its count, Reset, "Show N jobs", Escape and focus back on the button', async () => {
    const { router, user } = await renderApp('/jobs-hiring/job-search?jobType=full-time');
    await resultCards();
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet.contains(document.activeElement)).toBe(true);

    // A change applies at once: the count in the sheet follows, and its button names the new total.
    await user.click(within(sheet).getByRole('checkbox', { name: 'Remote' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/remote/));
    expect(await within(sheet).findByRole('heading', { name: 'Filters (2)' })).toBeInTheDocument();
    const total = (await screen.findByText(/^\d[\d,]* jobs?$/, { selector: '.job-search-results__count' })).textContent ?? '';
    expect(await within(sheet).findByRole('button', { name: `Show ${total}` })).toBeEnabled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(toggle);

    // Reset clears every panel filter; "Show N jobs" closes the sheet, with focus back on "Filters".
    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search'));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    // With no filter left, Reset is out of reach, and focus is on the panel's title rather than lost.
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Reset filters' })).toBeNull();
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Filters' })).toHaveFocus();
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /^Show \d[\d,]* jobs?$/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('pages with real links, 30 jobs a page', async () => {
    const { router, user } = await renderApp('/jobs-hiring/job-search');
    expect(await resultCards()).toHaveLength(30);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    const page2 = within(pages).getByRole('link', { name: 'Page 2' });
    expect(page2).toHaveAttribute('href', '/jobs-hiring/job-search?page=2');
    const firstTitle = cardTitle((await resultCards())[0] as HTMLElement);
    await user.click(page2);
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?page=2'));
    await waitFor(() => expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(cardTitle(shownCards()[0] as HTMLElement)).not.toBe(firstTitle));
    await waitFor(() => expect(document.title).toBe('Jobs in the Philippines – page 2 | Jobchat'));
  });

  it('suggests job titles while typing; arrows and Enter pick one', async () => {
    const { router, user } = await renderApp('/jobs-hiring/job-search');
    await resultCards();
    const input = screen.getByRole('combobox', { name: 'Job title, skill or company' });
    await user.type(input, 'accou');
    const listbox = await screen.findByRole('listbox', { name: 'Job title suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    const first = options[0] as HTMLElement;
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    const chosen = first.textContent ?? '';
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs-hiring/${chosen.split(' ').join('-')}-jobs`));
    expect(await screen.findByRole('heading', { level: 1, name: `${chosen} jobs in the Philippines` })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the suggestions with Escape', async () => {
    const { user } = await renderApp('/jobs-hiring/job-search');
    await resultCards();
    const input = screen.getByRole('combobox', { name: 'Job title, skill or company' });
    await user.type(input, 'design');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps recent searches, each removable, and clears them', async () => {
    const { router, user } = await renderApp('/jobs-hiring/job-search');
    await resultCards();
    const input = screen.getByRole('combobox', { name: 'Job title, skill or company' });
    await user.type(input, 'nurse{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-hiring/nurse-jobs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse jobs in the Philippines' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'driver');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-hiring/driver-jobs'));

    await user.clear(input);
    const history = await screen.findByRole('group', { name: 'Recent searches' });
    expect(within(history).getAllByRole('button', { name: /^(driver|nurse)$/ }).map((b) => b.textContent)).toEqual(['driver', 'nurse']);
    expect(JSON.parse(localStorage.getItem('jobchat.job-search.history') ?? '[]')).toEqual(['driver', 'nurse']);

    // Keyboard: ArrowDown enters the list, arrows move, Escape goes back to the box.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('driver');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('nurse');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    await user.click(input);

    await user.click(within(screen.getByRole('group', { name: 'Recent searches' })).getByRole('button', { name: 'Remove “driver” from recent searches' }));
    expect(within(screen.getByRole('group', { name: 'Recent searches' })).queryByRole('button', { name: 'driver' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'nurse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-hiring/nurse-jobs'));

    await user.clear(input);
    await user.click(await screen.findByRole('button', { name: 'Clear history' }));
    expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(localStorage.getItem('jobchat.job-search.history')).toBeNull();
  });

  it('links hot searches to their searches', async () => {
    await renderApp('/jobs-hiring/job-search');
    const hot = await screen.findByRole('navigation', { name: 'Hot searches' });
    const links = within(hot).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/jobs-hiring\/[^/?]+-jobs$/);
  });

  it('shows the rate-limit message with its seconds and a countdown on retry', async () => {
    // A fake clock that also follows the real one: the countdown's seconds pass when the test says so.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    forceError('searchJobs', 40006, { retryAfter: 30 });
    await renderApp('/jobs-hiring/accountant-jobs');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts. Please try again in 30 seconds.');
    const retry = within(alert).getByRole('button', { name: /Try again in \d+ s/ });
    expect(retry).toHaveProperty('disabled', true);
    const start = Number(/\d+/.exec(retry.textContent ?? '')?.[0]);
    expect(start).toBeLessThanOrEqual(30);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(Number(/\d+/.exec(retry.textContent ?? '')?.[0])).toBeLessThan(start);
    expect(retry).toHaveProperty('disabled', true);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('renders in Arabic, right to left', async () => {
    await renderApp('/ar/jobs-hiring/job-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'وظائف في الفلبين' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('combobox', { name: 'ترتيب حسب' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    const links = document.querySelectorAll<HTMLAnchorElement>('.pagination a');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/ar\/jobs-hiring\/job-search/);
  });

  it('shows the empty state for a search nothing matches', async () => {
    const { router, user } = await renderApp('/jobs-hiring/zqxwvy-jobs');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try other keywords, another location or fewer filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search'));
    expect(await resultCards()).not.toHaveLength(0);
  });
});
