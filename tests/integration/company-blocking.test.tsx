/**
 * Blocking a company (W11 button, W16 tab) hides its jobs from the user's search and home lists
 * (the mocks filter every list by the user's blocks).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { SEED_USERS } from '../../mocks/state/accounts';
import { blockCompanyFor } from '../../mocks/state/blocked-companies';
import { signInAs } from './job-actions-support';
import { renderApp } from './render-app';

function company(id: number) {
  const record = getDatabase().indexes.companiesById.get(id);
  if (!record) throw new Error(`seed has no company ${id}`);
  return record;
}

function cardsOf(container: HTMLElement, name: string): HTMLElement[] {
  return within(container).queryAllByRole('article').filter((card) => within(card).queryByText(name) !== null);
}

async function searchResults(): Promise<HTMLElement> {
  const list = await screen.findByRole('region', { name: 'Search results' });
  await within(list).findAllByRole('article');
  return list;
}

describe('blocking a company from its page', () => {
  it('asks first, then its jobs leave the search; unblocking brings them back', async () => {
    signInAs('juan');
    const accounting = company(SEED_FIXTURES.phCompanyId);
    const { user, router } = await renderApp('/jobs-hiring/accountant-jobs');
    expect(cardsOf(await searchResults(), accounting.name).length).toBeGreaterThan(0);

    await router.navigate(`/company/${accounting.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Block company' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Block ${accounting.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Block company' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(`${accounting.name} is blocked. Its jobs no longer appear in your searches and recommendations.`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unblock company' })).toBeInTheDocument();

    await router.navigate('/jobs-hiring/accountant-jobs');
    await waitFor(async () => expect(cardsOf(await searchResults(), accounting.name)).toHaveLength(0));

    await router.navigate(`/company/${accounting.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Unblock company' }));
    expect(await screen.findByText(`${accounting.name} is unblocked.`)).toBeInTheDocument();
    await router.navigate('/jobs-hiring/accountant-jobs');
    await waitFor(async () => expect(cardsOf(await searchResults(), accounting.name).length).toBeGreaterThan(0));
  });

  it('knows a company is blocked when it is past the first hundred blocks', async () => {
    signInAs('juan');
    const target = company(SEED_FIXTURES.phCompanyId);
    await blockCompanyFor(SEED_USERS.newUser, target.id);
    const others = [...getDatabase().indexes.companiesById.keys()].filter((id) => id !== target.id).slice(0, 120);
    expect(others).toHaveLength(120);
    for (const id of others) await blockCompanyFor(SEED_USERS.newUser, id);

    await renderApp(`/company/${target.slug}`);
    expect(await screen.findByRole('button', { name: 'Unblock company' })).toBeInTheDocument();
  });

  it('shows no button to a guest', async () => {
    await renderApp(`/company/${company(SEED_FIXTURES.phCompanyId).slug}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block company' })).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with the reason when blocking fails', async () => {
    signInAs('juan');
    forceError('blockCompany', 50001);
    const { user } = await renderApp(`/company/${company(SEED_FIXTURES.phCompanyId).slug}`);
    await user.click(await screen.findByRole('button', { name: 'Block company' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, something went wrong on our server.');
  });
});

describe('home lists after blocking', () => {
  const newest = () => {
    const job = getDatabase().indexes.openJobsByCountry.get('ph')?.[0];
    if (!job) throw new Error('the seed has no open ph job');
    return company(job.company_id);
  };

  async function latestJobs(): Promise<HTMLElement> {
    const section = await screen.findByRole('region', { name: 'Latest jobs' });
    await within(section).findAllByRole('article');
    return section;
  }

  it('shows the newest company in the latest jobs to others', async () => {
    signInAs('juan');
    await renderApp('/');
    expect(cardsOf(await latestJobs(), newest().name).length).toBeGreaterThan(0);
  });

  it('leaves a blocked company out of the latest jobs', async () => {
    signInAs('juan');
    await blockCompanyFor(SEED_USERS.newUser, newest().id);
    await renderApp('/');
    expect(cardsOf(await latestJobs(), newest().name)).toHaveLength(0);
  });
});
