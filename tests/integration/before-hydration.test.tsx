/**
 * Forms that work as plain HTML, before hydration (or without JavaScript): what the browser would send
 * for the search forms, answered by the search page with the canonical results URL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

/** The address a browser without JavaScript loads when `form` is submitted: a GET of its fields to its action. */
function plainSubmission(form: HTMLFormElement): string {
  expect(form).toHaveAttribute('method', 'get');
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) fields.append(name, String(value));
  return `${form.getAttribute('action')}?${fields.toString()}`;
}

function formOf(field: HTMLElement): HTMLFormElement {
  const form = field.closest('form');
  if (!form) throw new Error('the field is in no form');
  return form;
}

async function resultTitles(regionName = 'Search results'): Promise<string[]> {
  const results = await screen.findByRole('region', { name: regionName });
  const cards = await within(results).findAllByRole('article');
  return cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('search forms as plain HTML', () => {
  it('the home search lands on the results of the typed text, at their canonical address', async () => {
    const home = await renderApp('/');
    await home.user.type(await screen.findByRole('searchbox', { name: 'Search jobs' }), 'accountant');
    const submitted = plainSubmission(formOf(screen.getByRole('searchbox', { name: 'Search jobs' })));
    expect(submitted).toBe('/jobs-hiring/job-search?query=accountant');
    home.unmount();

    const { router } = await renderApp(submitted);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountant jobs in the Philippines' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/jobs-hiring/accountant-jobs');
    const titles = await resultTitles();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/accountant/i);
  });

  it('the search page keeps its other filters and starts again at page 1', async () => {
    const page = await renderApp('/jobs-hiring/nurse-jobs?page=2&jobType=full-time&verifiedCompany=true');
    const box = await screen.findByRole('combobox', { name: 'Job title, skill or company' });
    await page.user.clear(box);
    await page.user.type(box, 'accountant');
    const submitted = plainSubmission(formOf(box));
    page.unmount();

    const { router } = await renderApp(submitted);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-hiring/accountant-jobs'));
    expect(router.state.location.search).toBe('?jobType=full-time&verifiedCompany=true');
    expect(await screen.findByRole('combobox', { name: 'Job title, skill or company' })).toHaveValue('accountant');
    const jobType = await screen.findByRole('group', { name: 'Job type (1)' });
    expect(within(jobType).getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
  });

  it('keeps the language prefix: an Arabic search lands on the Arabic results', async () => {
    const home = await renderApp('/ar');
    const search = await screen.findByRole('searchbox', { name: 'ابحث عن وظائف' });
    await home.user.type(search, 'accountant');
    const submitted = plainSubmission(formOf(search));
    expect(submitted).toBe('/ar/jobs-hiring/job-search?query=accountant');
    home.unmount();

    const { router } = await renderApp(submitted);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/jobs-hiring/accountant-jobs'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect((await resultTitles('نتائج البحث')).length).toBeGreaterThan(0);
  });

  it('an empty search lands on every job', async () => {
    const { router } = await renderApp('/jobs-hiring/job-search?query=&location=');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/jobs-hiring/job-search'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs in the Philippines' })).toBeInTheDocument();
  });
});
