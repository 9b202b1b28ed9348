/**
 * W16 /account-settings/:tab?: the five tabs as links, notification switches that save (and go back on
 * failure), blocked companies (block by name, unblock), greetings, and the account (email with a code,
 * phone in SMS countries, password with 41009 / 41010), plus the Singapore identity offer (W20).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../mocks/db/database';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_BLOCKED_COMPANY_ID } from '../../mocks/state/blocked-companies';
import { signInAs } from './job-actions-support';
import { renderApp } from './render-app';

function companyName(id: number): string {
  const company = getDatabase().indexes.companiesById.get(id);
  if (!company) throw new Error(`seed has no company ${id}`);
  return company.name;
}

function tabs() {
  return screen.getByRole('navigation', { name: 'Settings sections' });
}

describe('/account-settings', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = await renderApp('/account-settings/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/account-settings/account')}`);
  });

  it('opens on notifications; each tab is a link with its own address', async () => {
    signInAs('maria');
    const { user, router } = await renderApp('/account-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    const names = within(tabs()).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Notifications', 'Blocked companies', 'Job alerts', 'Greeting messages', 'Account']);
    expect(within(tabs()).getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs()).getByRole('link', { name: 'Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings/account'));
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  });

  it('speaks Arabic, right to left, under /ar', async () => {
    signInAs('maria');
    await renderApp('/ar/account-settings/blocked-companies');
    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات الحساب' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const nav = screen.getByRole('navigation', { name: 'أقسام الإعدادات' });
    expect(within(nav).getByRole('link', { name: 'الشركات المحظورة' })).toHaveAttribute('href', '/ar/account-settings/blocked-companies');
  });

  it('shows the job alerts in the job-alerts tab, in the page\'s language', async () => {
    signInAs('maria');
    await renderApp('/account-settings/job-alerts');
    const panel = await screen.findByRole('region', { name: 'Job alerts' });
    expect(await within(panel).findByRole('article', { name: 'senior accountant' })).toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: 'Job alerts' })).toHaveAttribute('aria-current', 'page');
  });

  it('answers an unknown tab with the not-found page', async () => {
    signInAs('maria');
    await renderApp('/account-settings/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page does not exist' })).toBeInTheDocument();
  });
});

describe('notifications tab', () => {
  it('saves a switch at once and says so', async () => {
    signInAs('maria');
    const { user } = await renderApp('/account-settings/notifications');
    const group = await screen.findByRole('group', { name: 'News and offers' });
    const email = within(group).getByRole('switch', { name: 'Email' });
    expect(email).not.toBeChecked();
    await user.click(email);
    expect(await screen.findByText('Saved: News and offers by Email is on.')).toBeInTheDocument();
    expect(email).toBeChecked();
    const newsletter = await screen.findByRole('switch', { name: 'Newsletter by email' });
    const wasOn = (newsletter as HTMLInputElement).checked;
    await user.click(newsletter);
    expect(await screen.findByText(`Saved: Newsletter by email is ${wasOn ? 'off' : 'on'}.`)).toBeInTheDocument();
  });

  it.each([
    ['updateNotificationSettings', 50001, 'News and offers by Email', 'Sorry, something went wrong on our server.'],
    ['updateNotificationSettings', 40006, 'News and offers by Email', 'Too many attempts.'],
  ] as const)('puts the switch back when %s answers %i', async (operation, code, name, message) => {
    signInAs('maria');
    forceError(operation, code);
    const { user } = await renderApp('/account-settings/notifications');
    const email = within(await screen.findByRole('group', { name: 'News and offers' })).getByRole('switch', { name: 'Email' });
    await user.click(email);
    const alert = await screen.findByText(new RegExp(`^${name} was not changed\\.`));
    expect(alert).toHaveTextContent(message);
    expect(email).not.toBeChecked();
  });

  it('puts an account switch back when saveUserSettings fails', async () => {
    signInAs('maria');
    forceError('saveUserSettings', 50001);
    const { user } = await renderApp('/account-settings/notifications');
    const visible = await screen.findByRole('switch', { name: 'Employers can find my profile' });
    const before = (visible as HTMLInputElement).checked;
    await user.click(visible);
    expect(await screen.findByText(/^Employers can find my profile was not changed\./)).toBeInTheDocument();
    expect((visible as HTMLInputElement).checked).toBe(before);
  });

  it('shows a load failure with a retry', async () => {
    signInAs('maria');
    forceError('getNotificationSettings', 50001);
    await renderApp('/account-settings');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('blocked companies tab', () => {
  it('lists the blocked company and unblocks it', async () => {
    signInAs('maria');
    const { user } = await renderApp('/account-settings/blocked-companies');
    const name = companyName(SEED_BLOCKED_COMPANY_ID);
    const list = (await screen.findByRole('heading', { name: 'Companies you blocked' })).nextElementSibling as HTMLElement;
    expect(await within(list).findByRole('link', { name })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: `Unblock ${name}` }));
    expect(await screen.findByText(`${name} is unblocked.`)).toBeInTheDocument();
    expect(await screen.findByText('You have not blocked any company.')).toBeInTheDocument();
  });

  it('finds a company by name and blocks it after a confirmation', async () => {
    signInAs('juan');
    const { user } = await renderApp('/account-settings/blocked-companies');
    expect(await screen.findByText('You have not blocked any company.')).toBeInTheDocument();
    const name = companyName(2001);
    await user.type(screen.getByRole('searchbox', { name: 'Company name' }), name);
    const matches = await screen.findByRole('list', { name: 'Matching companies' });
    await user.click(within(matches).getByRole('button', { name: `Block ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Block ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(`${name} is blocked.`)).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Companies you blocked' }).nextElementSibling as HTMLElement;
    expect(await within(list).findByRole('link', { name })).toBeInTheDocument();
  });

  it('keeps the confirmation open with the reason when blocking fails', async () => {
    signInAs('juan');
    forceError('blockCompany', 50001);
    const { user } = await renderApp('/account-settings/blocked-companies');
    const name = companyName(2001);
    await user.type(await screen.findByRole('searchbox', { name: 'Company name' }), name);
    await user.click(within(await screen.findByRole('list', { name: 'Matching companies' })).getByRole('button', { name: `Block ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, something went wrong on our server.');
  });

  it('shows the list failure with a retry', async () => {
    signInAs('maria');
    forceError('listBlockedCompanies', 50001);
    await renderApp('/account-settings/blocked-companies');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('greetings tab', () => {
  it('manages the greeting messages and refuses links or phone numbers (41344)', async () => {
    signInAs('maria');
    const { user } = await renderApp('/account-settings/greetings');
    expect(await screen.findByText('3 of 10 greetings')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'New greeting' });
    await user.type(box, 'See www.example.com');
    await user.click(screen.getByRole('button', { name: 'Add greeting' }));
    expect(await screen.findByText('Messages cannot contain links or phone numbers.')).toBeInTheDocument();
    expect(box).toHaveValue('See www.example.com');
  });

  it('shows the limit of 10 (41343)', async () => {
    signInAs('maria');
    forceError('createGreeting', 41343);
    const { user } = await renderApp('/account-settings/greetings');
    await user.type(await screen.findByRole('textbox', { name: 'New greeting' }), 'Hello! Happy to chat.');
    await user.click(screen.getByRole('button', { name: 'Add greeting' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can add up to 10 greeting messages.');
  });
});
