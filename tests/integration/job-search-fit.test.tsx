/**
 * "Fits my preferences" and the best-fit sort on the job search (issue 26), as a person uses them: Maria,
 * a CPA whose job preferences ask for a senior accountant in Makati and a financial analyst, narrows the
 * search to her kind of jobs and sorts the best fitting first; a guest is offered neither.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from './job-actions-support';
import { renderApp } from './render-app';
import { cardTitle, resultCards, shownCards } from './search-results-steps';
import { MARIAS_KIND } from '../support/maria';

function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}

function highlights(card: HTMLElement): string {
  return within(card).getByRole('list', { name: 'Job highlights' }).textContent ?? '';
}

const accountantInMakati = (card: HTMLElement) => /accountant/i.test(cardTitle(card)) && highlights(card).includes('Makati');

function resultCount(): string {
  return screen.getByText(/^\d[\d,]* jobs?$/, { selector: '.job-search-results__count' }).textContent ?? '';
}

describe('"fits my preferences" and best fit, for a signed-in seeker', () => {
  it('keeps only the jobs her preferences ask for, in the URL, from page 1', async () => {
    signInAs('maria');
    const { router, user } = await renderApp('/jobs-hiring/job-search?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs in the Philippines' })).toBeInTheDocument();
    // Before: jobs of every kind.
    expect((await resultCards()).some((card) => !MARIAS_KIND.test(cardTitle(card)))).toBe(true);
    const before = resultCount();

    const group = screen.getByRole('group', { name: 'Job preferences' });
    const fits = within(group).getByRole('checkbox', { name: 'Fits my preferences' });
    expect(fits).not.toBeChecked();
    await user.click(fits);

    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?fitsPreferences=true'));
    await waitFor(() => expect(resultCount()).not.toBe(before));
    await waitFor(() => {
      const cards = shownCards();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(cardTitle(card)).toMatch(MARIAS_KIND);
    });
    expect(within(screen.getByRole('group', { name: 'Job preferences' })).getByRole('checkbox', { name: 'Fits my preferences' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    // The heading describes the search's words and place: a fits-only search is the country's.
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs in the Philippines' })).toBeInTheDocument();

    // Off again, from the keyboard: the space bar on the focused checkbox.
    screen.getByRole('checkbox', { name: 'Fits my preferences' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search'));
    await waitFor(() => expect(shownCards().some((card) => !MARIAS_KIND.test(cardTitle(card)))).toBe(true));
  });

  it('restores the filter from a pasted link, and Reset clears it', async () => {
    signInAs('maria');
    const { router, user } = await renderApp('/jobs-hiring/job-search?fitsPreferences=true');
    for (const card of await resultCards()) expect(cardTitle(card)).toMatch(MARIAS_KIND);
    expect(screen.getByRole('checkbox', { name: 'Fits my preferences' })).toBeChecked();
    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0] as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search'));
    expect(screen.getByRole('checkbox', { name: 'Fits my preferences' })).not.toBeChecked();
  });

  it('sorts accountant jobs in Makati first with "Best fit"', async () => {
    signInAs('maria');
    const { router, user } = await renderApp('/jobs-hiring/job-search');
    // Newest first, her first preference's jobs are not all on top.
    expect((await resultCards()).slice(0, 5).every(accountantInMakati)).toBe(false);

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Relevance', 'Newest', 'Highest salary', 'Best fit']);
    await user.selectOptions(sort, 'Best fit');

    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?sort=4'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', '4'));
    await waitFor(() => {
      const top = shownCards().slice(0, 5);
      expect(top).toHaveLength(5);
      for (const card of top) expect(accountantInMakati(card), `${cardTitle(card)}: ${highlights(card)}`).toBe(true);
    });
  });

  it('shows both in Arabic, right to left', async () => {
    signInAs('maria');
    await renderApp('/ar/jobs-hiring/job-search?fitsPreferences=true&sort=4');
    await screen.findAllByRole('article');
    expect(document.documentElement.dir).toBe('rtl');
    const group = screen.getByRole('group', { name: 'تفضيلات الوظيفة' });
    expect(within(group).getByRole('checkbox', { name: 'تناسب تفضيلاتي' })).toBeChecked();
    const sort = screen.getByRole('combobox', { name: 'ترتيب حسب' });
    expect(sort).toHaveProperty('value', '4');
    expect(within(sort).getByRole('option', { name: 'الأنسب لي' })).toBeInTheDocument();
  });
});

describe('a guest', () => {
  it('is offered neither the filter nor the sort', async () => {
    await renderApp('/jobs-hiring/job-search');
    await resultCards();
    expect(screen.queryByRole('checkbox', { name: 'Fits my preferences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Job preferences' })).not.toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Relevance', 'Newest', 'Highest salary']);
  });

  it('opening a seeker’s link sees the newest jobs, with no filter counted and newest as the sort', async () => {
    const plain = await renderApp('/jobs-hiring/job-search');
    const newest = (await resultCards()).map(cardTitle);
    plain.unmount();

    const { router, user } = await renderApp('/jobs-hiring/job-search?sort=4&fitsPreferences=true');
    await waitFor(async () => expect((await resultCards()).map(cardTitle)).toEqual(newest));
    expect(screen.queryByRole('checkbox', { name: 'Fits my preferences' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', '1');

    // Another filter leaves what a guest cannot have behind.
    await user.click(within(screen.getByRole('group', { name: 'Job type' })).getByRole('checkbox', { name: 'Full-time' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/jobs-hiring/job-search?jobType=full-time'));
  });
});
