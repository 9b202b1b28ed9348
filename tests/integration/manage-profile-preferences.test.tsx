/**
 * W17 job preferences: the required fields of spec section 5, add and edit, at most 3 remote (41262)
 * and 3 on-site or hybrid (41263), and the last one stays (41341).
 */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sdk/api-error';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { SEED_USERS } from '../../mocks/state/accounts';
import { entriesOf, preferences } from '../../mocks/state/profile';
import { entry, messageOf, openMariasProfile, section } from './manage-profile-steps';

const CARD = 'Job preferences';

async function openAddForm(user: UserEvent) {
  await user.click(within(section(CARD)).getByRole('button', { name: 'Add a job preference' }));
  return within(section(CARD)).findByRole('form', { name: 'Add a job preference' });
}

async function fillRemotePreference(user: UserEvent, form: HTMLElement, title = 'Remote Payroll Specialist') {
  const inForm = within(form);
  await user.type(inForm.getByLabelText('Desired job title'), title);
  await user.selectOptions(inForm.getByLabelText('Industry'), 'Accounting and Audit');
  await user.selectOptions(inForm.getByLabelText('Job type'), 'Full-time');
  await user.selectOptions(inForm.getByLabelText('Work arrangement'), 'Remote');
  await user.selectOptions(inForm.getByLabelText('Work language'), 'English');
  await user.selectOptions(await inForm.findByLabelText('Work time zone'), 'Asia/Manila');
  await user.selectOptions(inForm.getByLabelText('Currency'), 'USD $');
  await user.type(inForm.getByLabelText('Minimum salary'), '1200');
  await user.type(inForm.getByLabelText('Maximum salary'), '1800');
}

describe('/manage-profile job preferences', () => {
  it('asks for every required field, then adds a remote preference and counts it', async () => {
    const { user } = await openMariasProfile();
    const form = await openAddForm(user);
    expect(within(form).getByLabelText('Desired job title')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    for (const label of ['Desired job title', 'Industry', 'Job type', 'Work arrangement', 'Work language', 'Currency', 'Minimum salary', 'Maximum salary']) {
      expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(/This field is required\./);
    }

    await fillRemotePreference(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const card = section(CARD);
    expect(await within(card).findByRole('heading', { level: 3, name: 'Remote Payroll Specialist' })).toBeInTheDocument();
    expect(within(card).getByText('2 of 3 remote preferences · 1 of 3 on-site or hybrid preference')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: CARD })).toHaveFocus();
  });

  it('needs a location for on-site work and a maximum salary not below the minimum', async () => {
    const { user } = await openMariasProfile();
    const form = await openAddForm(user);
    await user.selectOptions(within(form).getByLabelText('Work arrangement'), 'On-site');
    await user.type(within(form).getByLabelText('Minimum salary'), '50000');
    await user.type(within(form).getByLabelText('Maximum salary'), '40000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Location')).toHaveAccessibleDescription(/This field is required\./);
    expect(within(form).getByLabelText('Maximum salary')).toHaveAccessibleDescription('The maximum salary must not be lower than the minimum salary.');
  });

  it('edits a preference', async () => {
    const { user } = await openMariasProfile();
    await user.click(within(section(CARD)).getByRole('button', { name: 'Edit Senior Accountant' }));
    const form = await within(section(CARD)).findByRole('form', { name: 'Edit the job preference Senior Accountant' });
    expect(within(form).getByLabelText('Location')).toHaveValue('211');
    await user.clear(within(form).getByLabelText('Maximum salary'));
    await user.type(within(form).getByLabelText('Maximum salary'), '95000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(section(CARD)).findByText(/₱60–95K/)).toBeInTheDocument();
  });

  it.each([
    [ErrorCode.TooManyRemotePreferences, 'Remote'],
    [ErrorCode.TooManyOnsitePreferences, 'Hybrid'],
  ])('shows %i on the work arrangement and keeps the form', async (code, arrangement) => {
    forceError('createJobPreference', code);
    const { user } = await openMariasProfile();
    const form = await openAddForm(user);
    await fillRemotePreference(user, form);
    if (arrangement !== 'Remote') {
      await user.selectOptions(within(form).getByLabelText('Work arrangement'), arrangement);
      await user.selectOptions(await within(form).findByLabelText('Location'), 'Makati');
    }
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const select = within(form).getByLabelText('Work arrangement');
    await expect.poll(() => select.getAttribute('aria-invalid')).toBe('true');
    expect(select).toHaveAccessibleDescription(new RegExp(messageOf(code)));
    expect(within(form).getByLabelText('Desired job title')).toHaveValue('Remote Payroll Specialist');
  });

  it('keeps the last preference: its Delete is off with the reason, and the server refusal (41341) is shown', async () => {
    const { user } = await openMariasProfile();
    forceError('deleteJobPreference', ErrorCode.LastJobPreference);
    await user.click(within(section(CARD)).getByRole('button', { name: 'Delete Remote Financial Analyst' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete Remote Financial Analyst?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(messageOf(ErrorCode.LastJobPreference))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    resetScenarios();
    await user.click(within(section(CARD)).getByRole('button', { name: 'Delete Remote Financial Analyst' }));
    await user.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(section(CARD)).findByRole('status')).toHaveTextContent('Remote Financial Analyst was deleted.');
    const last = within(section(CARD)).getByRole('button', { name: 'Delete Senior Accountant' });
    expect(last).toBeDisabled();
    expect(last).toHaveAccessibleDescription(messageOf(ErrorCode.LastJobPreference));
    expect(entry(section(CARD), 'Senior Accountant')).toBeInTheDocument();
  });

  it('opens the preference a link names (the job fit’s “Edit preference”), and a new one', async () => {
    const maria = (await entriesOf(preferences, SEED_USERS.complete)).find((preference) => preference.job_title === 'Senior Accountant');
    await openMariasProfile(`/manage-profile?edit=jobPreferences:${maria?.id}#profile-job-preferences`);
    const form = await within(section(CARD)).findByRole('form', { name: 'Edit the job preference Senior Accountant' });
    expect(within(form).getByLabelText('Desired job title')).toHaveValue('Senior Accountant');
  });

  it('opens an empty preference form from a link', async () => {
    await openMariasProfile('/manage-profile?edit=jobPreferences:new');
    expect(await within(section(CARD)).findByRole('form', { name: 'Add a job preference' })).toBeInTheDocument();
  });

  it('opens no form from a link that names no form a link may open', async () => {
    await openMariasProfile('/manage-profile?edit=basicInfo:1');
    expect(within(section(CARD)).queryByRole('form')).not.toBeInTheDocument();
    expect(within(section('Basic info')).queryByRole('form')).not.toBeInTheDocument();
  });
});
