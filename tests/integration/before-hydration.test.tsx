/**
 * Links and forms that work as plain HTML, before hydration (or without JavaScript): what the browser
 * would send for the search forms, answered by the search page with the canonical results URL, and the
 * sign-in method tab chosen by the URL. The browser's own part (a real submission, a real click with
 * JavaScript off) is tests/e2e/early-clicks.spec.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';

const navigations = recordHardNavigations();

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

describe('sign-in method tabs from the URL', () => {
  it('shows the method the URL names, each tab a link that keeps the other parameters', async () => {
    await renderApp('/get-started?method=password&redirect=%2Fmanage-profile');
    expect(await screen.findByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Email code' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Password' });
    expect(within(panel).getByLabelText('Email or phone number')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Email address')).not.toBeInTheDocument();
    // The default method has no parameter: its link is the page's plain address.
    expect(screen.getByRole('tab', { name: 'Email code' })).toHaveAttribute('href', '/get-started?redirect=%2Fmanage-profile');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('href', '/get-started?method=register&redirect=%2Fmanage-profile');
  });

  it('shows the default method for an unknown one', async () => {
    await renderApp('/get-started?method=carrier-pigeon');
    expect(await screen.findByRole('tab', { name: 'Email code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Email code' })).toContainElement(screen.getByLabelText('Email address'));
  });

  it('a click selects at once and replaces the URL in place, in the page language', async () => {
    const { user, router } = await renderApp('/ja/get-started?redirect=%2Fmanage-profile');
    const register = await screen.findByRole('tab', { name: 'アカウント作成' });
    await user.click(register);
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'アカウント作成' })).toContainElement(screen.getByLabelText('名'));
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fmanage-profile&method=register'));
    expect(router.state.location.pathname).toBe('/ja/get-started');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(navigations).toEqual([]);
  });

  it('arrow keys move the selection and the focus, and the URL follows', async () => {
    const { user, router } = await renderApp('/get-started');
    const email = await screen.findByRole('tab', { name: 'Email code' });
    // Hydrated: one tab in the Tab order (roving tabindex).
    expect(email).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('tabindex', '-1');
    await user.click(email);
    await user.keyboard('{ArrowRight}');
    const password = screen.getByRole('tab', { name: 'Password' });
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(password).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(router.state.location.search).toBe('?method=password'));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?method=register'));
    await user.keyboard('{Home}');
    expect(email).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
