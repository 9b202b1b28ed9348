/** W10 company search and W11 company page: tabs, the company's jobs, search with suggestions. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { renderApp } from './render-app';


function companyRecord(id: number) {
  const company = getDatabase().indexes.companiesById.get(id);
  if (!company) throw new Error(`seed has no company ${id}`);
  return company;
}


/** A search word that names the company (its longest word). */
function searchWord(name: string): string {
  return name.split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

describe('company page', () => {
  it('opens on the About tab with the company facts', async () => {
    const company = companyRecord(SEED_FIXTURES.phCompanyId);
    await renderApp(`/company/${company.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Company sections' });
    expect(within(tabs).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Company information' })).toBeInTheDocument();
    expect(screen.getByText(company.legal_name)).toBeInTheDocument();
    expect(document.title).toBe(company.name);
    expect(await screen.findByRole('heading', { name: 'Similar companies' })).toBeInTheDocument();
  });

  it('lists the company’s jobs on the Jobs tab, and filters them to remote ones', async () => {
    const company = companyRecord(SEED_FIXTURES.phCompanyId);
    const { user } = await renderApp(`/company/${company.slug}`);
    const tabs = await screen.findByRole('navigation', { name: 'Company sections' });
    await user.click(within(tabs).getByRole('link', { name: 'Jobs' }));

    const section = (await screen.findByRole('heading', { name: 'Open jobs' })).closest('section') as HTMLElement;
    const cards = await within(section).findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getByText(company.name)).toBeInTheDocument();

    const remote = within(section).getByRole('button', { name: 'Remote jobs' });
    expect(remote).toHaveAttribute('aria-pressed', 'false');
    await user.click(remote);
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Remote jobs' })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => {
      const remoteCards = within(section).queryAllByRole('article');
      const empty = within(section).queryByText('This company has no open remote jobs right now');
      expect(remoteCards.length > 0 || empty !== null).toBe(true);
      for (const card of remoteCards) expect(within(card).getByText('Remote')).toBeInTheDocument();
    });
  });

  it('shows the Culture and life tab with the photo album', async () => {
    const company = companyRecord(SEED_FIXTURES.phCompanyId);
    await renderApp(`/company/${company.slug}/life`);
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /.+/ }).length).toBeGreaterThan(0);
  });

  it('shows the not-found page when the server answers 40004', async () => {
    forceError('getCompany', 40004);
    await renderApp(`/company/${companyRecord(SEED_FIXTURES.phCompanyId).slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page does not exist' })).toBeInTheDocument();
  });

  it('shows the not-found page for a tab that does not exist', async () => {
    await renderApp(`/company/${companyRecord(SEED_FIXTURES.phCompanyId).slug}/payroll`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page does not exist' })).toBeInTheDocument();
  });
});

describe('companies search', () => {
  it('shows featured companies when there is no query', async () => {
    await renderApp('/companies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    const featured = screen.getByRole('heading', { name: 'Featured companies' }).closest('section') as HTMLElement;
    await waitFor(() => expect(within(featured).getAllByRole('article').length).toBeGreaterThan(0));
  });

  it('shows the results of a query from the URL', async () => {
    const company = companyRecord(SEED_FIXTURES.phCompanyId);
    await renderApp(`/companies?query=${encodeURIComponent(searchWord(company.name))}`);
    expect(await screen.findByRole('link', { name: company.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
  });

  it('says "No results found" for a query nothing matches', async () => {
    await renderApp('/companies?query=zzqxv-no-such-company');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('suggests companies as you type; arrow keys and Enter open one', async () => {
    const company = companyRecord(SEED_FIXTURES.phCompanyId);
    const { user, router } = await renderApp('/companies');
    const input = await screen.findByRole('combobox', { name: 'Search companies' });
    await user.type(input, company.name);
    const listbox = await screen.findByRole('listbox', { name: 'Company suggestions' });
    const option = await within(listbox).findByRole('option', { name: company.name });
    const index = within(listbox).getAllByRole('option').indexOf(option);
    for (let step = 0; step <= index; step += 1) await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/company/${company.slug}`));
    expect(await screen.findByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
  });

  it('submits the typed query into the URL and closes suggestions with Escape', async () => {
    const company = companyRecord(SEED_FIXTURES.phCompanyId);
    const { user, router } = await renderApp('/companies');
    const input = await screen.findByRole('combobox', { name: 'Search companies' });
    await user.type(input, company.name);
    await screen.findByRole('listbox', { name: 'Company suggestions' });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams({ query: company.name }).toString()}`));
    // The results for the query, not the list that showed before it (the page keeps it while it loads).
    const results = () => screen.getByRole('region', { name: 'Search results' });
    await waitFor(() => expect(within(results()).getByRole('status')).toHaveTextContent(company.name));
    expect(within(results()).getByRole('link', { name: company.name })).toBeInTheDocument();
  });

  it('shows the translated error with a retry when the search fails', async () => {
    forceError('searchCompanies', 40006, { retryAfter: 30 });
    await renderApp('/companies?query=bank');
    expect(await screen.findByText('Too many attempts. Please try again in 30 seconds.')).toBeInTheDocument();
  });
});
