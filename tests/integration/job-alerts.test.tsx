/**
 * W15 job alerts, as a person uses them: create one from a search (signed in, and as a guest whose
 * email is registered silently), the manage modal's update and delete, the settings tab's panel, and
 * the spec's failure notice with the form kept. Maria has a daily "senior accountant" and a weekly
 * "financial analyst" alert.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { findAccountByEmail, SEED_USERS } from '../../mocks/state/accounts';
import { jobAlertsOf, removeJobAlert } from '../../mocks/state/job-alerts';
import { renderApp } from './render-app';
import { messageOf, signInAsMaria } from './resumes-steps';
import { accountEmail, expectSignedOut } from './session-on-screen';

const SEARCH = '/jobs-hiring/accountant-jobs-in-makati?jobType=full-time&salary=30k-50k';
/** The dialogs load lazily: the first one may take a moment on a busy machine. */
const SLOW = { timeout: 8000 };
const NOTICE = 'Failed to enable job alert. Please contact support@localhost for assistance.';

async function openCreateDialog(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Create job alert' }, SLOW));
  return screen.findByRole('dialog', { name: 'Create a job alert' }, SLOW);
}

async function openManageDialog(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Manage job alerts' }, SLOW));
  return screen.findByRole('dialog', { name: 'Job alerts' }, SLOW);
}

async function alertNamed(scope: HTMLElement, name: string): Promise<HTMLElement> {
  return within(scope).findByRole('article', { name });
}

describe('creating a job alert from a search', () => {
  it('keeps the signed-in search as chips, creates it weekly and lists it in the manage modal', async () => {
    signInAsMaria();
    const { user } = await renderApp(SEARCH);
    const dialog = await openCreateDialog(user);
    const chips = within(dialog).getByRole('list', { name: 'Alert criteria' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['accountant', 'Makati', expect.stringMatching(/full/i), 'From ₱30K / month']);
    expect(within(dialog).getByText(/the search's other filters are not kept/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const done = await screen.findByRole('dialog', { name: 'Job alert created' });
    expect(done).toHaveTextContent('We will email new jobs matching this search to maria.santos@example.com every week.');

    const [created] = (await jobAlertsOf(SEED_USERS.complete)).sort((a, b) => b.id - a.id);
    expect(created).toMatchObject({ frequency: 'weekly', keyword: 'accountant', salary_from: 30000, email: 'maria.santos@example.com' });
    expect(created?.location_id).toEqual(expect.any(Number));
    expect(created?.job_type_id).toEqual(expect.any(Number));

    await user.click(within(done).getByRole('button', { name: 'Manage job alerts' }));
    const manage = await screen.findByRole('dialog', { name: 'Job alerts' }, SLOW);
    const item = await alertNamed(manage, 'accountant');
    expect(item).toHaveTextContent('Weekly');
    expect(within(manage).getAllByRole('article')).toHaveLength(3);
  });

  it('registers a guest by email silently, signs them in, and their alert exists', async () => {
    const { user } = await renderApp('/jobs-hiring/payroll-jobs');
    const dialog = await openCreateDialog(user);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    await user.type(email, 'ana.new');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address.'));
    await user.type(email, '@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));

    const done = await screen.findByRole('dialog', { name: 'Job alert created' });
    expect(done).toHaveTextContent('every day');
    expect(done).toHaveTextContent('We created a Jobchat account for ana.new@example.com, and you are now signed in.');
    const account = await findAccountByEmail('ana.new@example.com');
    expect(account).toMatchObject({ first_name: 'ana.new', register_flow: 'jobalert', register_source: 'jobalert' });
    expect(await jobAlertsOf(account!.id)).toMatchObject([{ keyword: 'payroll', frequency: 'daily' }]);

    await user.click(within(done).getByRole('button', { name: 'Manage job alerts' }));
    const manage = await screen.findByRole('dialog', { name: 'Job alerts' }, SLOW);
    expect(await alertNamed(manage, 'payroll')).toHaveTextContent('Daily');
    // Signed in: once the dialog is closed, the header has her account menu, with her address.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await accountEmail(user, 'ana.new')).toBe('ana.new@example.com');
  });

  it("reads a seeker's fit link as the guest's search it shows: nothing an alert cannot keep", async () => {
    // "Fits my preferences" is a signed-in seeker's filter; a guest's results leave it out (asGuestSearch).
    const link = '/jobs-hiring/payroll-jobs?fitsPreferences=true';
    const guest = await renderApp(link);
    const dialog = await openCreateDialog(guest.user);
    expect(within(within(dialog).getByRole('list', { name: 'Alert criteria' })).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['payroll']);
    expect(within(dialog).queryByText(/the search's other filters are not kept/)).not.toBeInTheDocument();
    guest.unmount();

    // Signed in, the filter is hers, and an alert cannot keep it.
    signInAsMaria();
    const seeker = await renderApp(link);
    expect(within(await openCreateDialog(seeker.user)).getByText(/the search's other filters are not kept/)).toBeInTheDocument();
  });

  it('gives a known email the alert without signing anyone in', async () => {
    const { user } = await renderApp('/jobs-hiring/payroll-jobs');
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'maria.santos@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const done = await screen.findByRole('dialog', { name: 'Job alert created' });
    expect(done).not.toHaveTextContent('We created');
    expect(within(done).queryByRole('button', { name: 'Manage job alerts' })).not.toBeInTheDocument();
    expect(await jobAlertsOf(SEED_USERS.complete)).toHaveLength(3);
    // Nobody signed in: once the dialog is closed, the header still offers to sign in.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectSignedOut();
  });

  it('shows the spec notice on failure and keeps what was typed', async () => {
    const { user } = await renderApp('/jobs-hiring/payroll-jobs');
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'keep.me@example.com');
    forceError('createJobAlert', 50001);
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent(NOTICE);
    expect(failure).toHaveTextContent(messageOf(50001));
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('keep.me@example.com');
    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toBeChecked();

    resetScenarios();
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('dialog', { name: 'Job alert created' })).toHaveTextContent('keep.me@example.com every week');
  });

  it.each([40001, 40006, 41044])('shows the create refusal %i with its message', async (code) => {
    signInAsMaria();
    const { user } = await renderApp(SEARCH);
    const dialog = await openCreateDialog(user);
    forceError('createJobAlert', code);
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent(NOTICE);
    expect(failure).toHaveTextContent(code === 40006 ? /Too many attempts|try again/i : messageOf(code));
  });

  it('lets the seeker shorten search words longer than an alert keeps (100 characters), and creates it with them', async () => {
    signInAsMaria();
    const words = Array.from({ length: 12 }, (_, index) => `accountant${index}`).join(' ');
    expect(words.length).toBeGreaterThan(100);
    const { user } = await renderApp(`/jobs-hiring/${words.replaceAll(' ', '-')}-jobs`);
    const dialog = await openCreateDialog(user);
    const keyword = within(dialog).getByRole('textbox', { name: 'Keyword' });
    expect(keyword).toHaveValue(words);
    // Words in any script read in their own direction, in Arabic pages too.
    expect(keyword).toHaveAttribute('dir', 'auto');
    await waitFor(() => expect(keyword).toHaveAccessibleDescription(expect.stringContaining('An alert keeps at most 100 characters of keyword.')));
    expect(within(within(dialog).getByRole('list', { name: 'Alert criteria' })).queryByText(words)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(screen.queryByRole('dialog', { name: 'Job alert created' })).not.toBeInTheDocument();
    await user.clear(keyword);
    await user.type(keyword, 'accountant0 accountant1');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await screen.findByRole('dialog', { name: 'Job alert created' });
    const [created] = (await jobAlertsOf(SEED_USERS.complete)).sort((a, b) => b.id - a.id);
    expect(created).toMatchObject({ keyword: 'accountant0 accountant1' });
  });

  it('offers the manage modal only to signed-in users', async () => {
    await renderApp(SEARCH);
    expect(await screen.findByRole('button', { name: 'Create job alert' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage job alerts' })).not.toBeInTheDocument();
  });
});

describe('managing job alerts', () => {
  it('updates an alert and keeps the typed values when the update is refused', async () => {
    signInAsMaria();
    const { user } = await renderApp(SEARCH);
    const manage = await openManageDialog(user);
    const item = await alertNamed(manage, 'senior accountant');
    expect(item).toHaveTextContent('Daily');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = within(item).getByRole('form', { name: 'Edit job alert' });
    await waitFor(() => expect(within(form).getByRole('radio', { name: 'Daily' })).toHaveFocus());
    await user.click(within(form).getByRole('radio', { name: 'Weekly' }));
    const keyword = within(form).getByRole('textbox', { name: 'Keyword' });
    expect(keyword).toHaveAttribute('dir', 'auto');
    await user.clear(keyword);
    await user.type(keyword, 'finance manager');

    forceError('updateJobAlert', 40004);
    await user.click(within(form).getByRole('button', { name: 'Save alert' }));
    const failure = await within(form).findByRole('alert');
    expect(failure).toHaveTextContent('The job alert could not be updated.');
    expect(failure).toHaveTextContent(messageOf(40004));
    expect(keyword).toHaveValue('finance manager');

    resetScenarios();
    await user.click(within(form).getByRole('button', { name: 'Save alert' }));
    expect(await within(manage).findByText('The job alert was updated.')).toBeInTheDocument();
    const updated = await alertNamed(manage, 'finance manager');
    expect(updated).toHaveTextContent('Weekly');
    expect(within(updated).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('deletes an alert after a confirmation, and shows a refusal', async () => {
    signInAsMaria();
    const { user } = await renderApp(SEARCH);
    const manage = await openManageDialog(user);
    const item = await alertNamed(manage, 'financial analyst');
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const confirm = within(item).getByRole('group', { name: 'Delete job alert' });
    expect(within(confirm).getByRole('button', { name: 'Delete alert' })).toHaveFocus();

    forceError('deleteJobAlert', 50001);
    await user.click(within(confirm).getByRole('button', { name: 'Delete alert' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('The job alert could not be deleted.');

    resetScenarios();
    await user.click(within(confirm).getByRole('button', { name: 'Delete alert' }));
    expect(await within(manage).findByText('The job alert "financial analyst" was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(manage).queryByRole('article', { name: 'financial analyst' })).not.toBeInTheDocument());
    expect(within(manage).getByRole('group', { name: 'Job alerts' })).toHaveFocus();
    expect((await jobAlertsOf(SEED_USERS.complete)).map((alert) => alert.keyword)).toEqual(['senior accountant']);
  });

  it.each([
    ['updateJobAlert', 'Edit', 'Save alert', 40001],
    ['updateJobAlert', 'Edit', 'Save alert', 41044],
    ['deleteJobAlert', 'Delete', 'Delete alert', 40004],
    ['deleteJobAlert', 'Delete', 'Delete alert', 40006],
  ] as const)('shows the %s refusal %i with its message', async (operation, open, submit, code) => {
    signInAsMaria();
    const { user } = await renderApp(SEARCH);
    const item = await alertNamed(await openManageDialog(user), 'senior accountant');
    await user.click(within(item).getByRole('button', { name: open }));
    forceError(operation, code);
    await user.click(within(item).getByRole('button', { name: submit }));
    const failure = await within(item).findByRole('alert');
    expect(failure).toHaveTextContent(code === 40006 ? /Too many attempts|try again/i : messageOf(code));
  });

  it('shows the list error with a retry', async () => {
    signInAsMaria();
    const { user } = await renderApp(SEARCH);
    forceError('listJobAlerts', 50001);
    const manage = await openManageDialog(user);
    expect(await within(manage).findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(within(manage).getByRole('button', { name: 'Try again' }));
    expect(await alertNamed(manage, 'senior accountant')).toBeInTheDocument();
  });
});

describe('the settings tab panel', () => {
  async function renderPanel() {
    const { user } = await renderApp('/account-settings/job-alerts');
    return user;
  }

  it('lists the alerts under its heading and deletes one', async () => {
    signInAsMaria();
    const user = await renderPanel();
    const panel = await screen.findByRole('region', { name: 'Job alerts' });
    const item = await alertNamed(panel, 'senior accountant');
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(item).getByRole('button', { name: 'Delete alert' }));
    await waitFor(() => expect(within(panel).queryByRole('article', { name: 'senior accountant' })).not.toBeInTheDocument());
    expect(within(panel).getAllByRole('article')).toHaveLength(1);
  });

  it('says when there is no alert', async () => {
    signInAsMaria();
    for (const alert of await jobAlertsOf(SEED_USERS.complete)) await removeJobAlert(alert);
    await renderPanel();
    expect(await screen.findByText('No job alerts yet')).toBeInTheDocument();
  });
});
