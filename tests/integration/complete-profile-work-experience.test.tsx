/**
 * W04 step 2/4 (`10`, `1101`, `2`): work experiences added, changed and deleted in place, the rules of
 * spec section 5 (start before end, descriptions of 10 to 4000 characters), every failure of the
 * calls, and Next waiting for an open form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { renderApp } from './render-app';
import { JUAN, MARIA, expectPath, messageOf, savedProfile, signInAsJuan, signInAsMaria, stepHeading } from './complete-profile-support';

const SENIOR = 'Senior Accountant at Pacific Harbor Accounting Solutions';
const AUDIT = 'Audit Associate at SGV & Co.';

function entries(): string[] {
  return within(screen.getByRole('region', { name: /work experiences? added/ }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('/jobseeker-complete-profile/10', () => {
  it('adds a work experience: empty state, rules, then the list', async () => {
    signInAsJuan();
    const { user } = await renderApp('/jobseeker-complete-profile/10');
    expect(await stepHeading('Your work experience')).toBeInTheDocument();
    expect(await screen.findByText('No work experience added yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '0 work experiences added' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add work experience' }));
    const form = await screen.findByRole('form', { name: 'New work experience' });
    await waitFor(() => expect(within(form).getByLabelText('Company name')).toHaveFocus());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Company name')).toHaveAccessibleDescription('This field is required.');
    expect(within(form).getByLabelText('Start')).toHaveAccessibleDescription('Month and year (YYYY-MM) This field is required.');

    await user.type(within(form).getByLabelText('Company name'), 'Makati Bookkeeping Co.');
    await user.type(within(form).getByLabelText('Job title'), 'Bookkeeper');
    await user.selectOptions(within(form).getByLabelText('Industry'), 'Accounting and Audit');
    await user.type(within(form).getByLabelText('Start'), '2021-06');
    await user.type(within(form).getByLabelText('End'), '2021-06');
    await user.type(within(form).getByLabelText('Description (optional)'), 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('End')).toHaveAccessibleDescription('Month and year (YYYY-MM) Start date must be earlier than completion date.');
    expect(within(form).getByLabelText('Description (optional)')).toHaveAccessibleDescription('10 to 4000 characters. Please enter between 10 and 4000 characters.');

    // The same rule as the online resume's form: a month still to come is refused.
    await user.clear(within(form).getByLabelText('End'));
    await user.type(within(form).getByLabelText('End'), `${new Date().getFullYear() + 1}-01`);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('End')).toHaveAccessibleDescription('Month and year (YYYY-MM) This cannot be in the future.');

    await user.clear(within(form).getByLabelText('End'));
    await user.type(within(form).getByLabelText('End'), '2023-02');
    await user.type(within(form).getByLabelText('Description (optional)'), ' of a description, now long enough.');
    await user.type(within(form).getByLabelText('Monthly salary (optional)'), '28000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work experience saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 work experience added' })).toHaveFocus();
    expect(entries()).toEqual(['Bookkeeper']);
    expect(screen.getByText('Makati Bookkeeping Co.')).toBeInTheDocument();
    expect(screen.getByText('Jun 2021 – Feb 2023')).toBeInTheDocument();
    expect((await savedProfile(JUAN)).workExperiences).toEqual([
      expect.objectContaining({
        company_name: 'Makati Bookkeeping Co.', job_title: 'Bookkeeper', industry_id: 3, start_date: '2021-06-01', end_date: '2023-02-01',
        is_currently_working: false, salary: 28000, currency_id: 2, description: 'Too short of a description, now long enough.',
      }),
    ]);
  });

  it("changes one of Maria's work experiences in place", async () => {
    signInAsMaria();
    const { user } = await renderApp('/jobseeker-complete-profile/10');
    expect(await screen.findByRole('heading', { level: 2, name: '3 work experiences added' })).toBeInTheDocument();
    expect(entries()).toEqual(['Senior Accountant', 'Accounts Payable Specialist', 'Audit Associate']);
    expect(screen.getByText('Jun 2021 – Present')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Edit ${SENIOR}` }));
    const form = await screen.findByRole('form', { name: 'Edit work experience' });
    expect(within(form).getByLabelText('Job title')).toHaveValue('Senior Accountant');
    expect(within(form).getByLabelText('I still work here')).toBeChecked();
    expect(within(form).queryByLabelText('End')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Hide my resume from this company')).toBeChecked();
    // The other entries wait while one is edited.
    expect(screen.getByRole('button', { name: `Delete ${AUDIT}` })).toBeDisabled();
    await user.clear(within(form).getByLabelText('Job title'));
    await user.type(within(form).getByLabelText('Job title'), 'Accounting Manager');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work experience saved.')).toBeInTheDocument();
    await waitFor(() => expect(entries()[0]).toBe('Accounting Manager'));
    const saved = (await savedProfile(MARIA)).workExperiences.find((entry) => entry.company_name === 'Pacific Harbor Accounting Solutions');
    expect(saved).toMatchObject({ job_title: 'Accounting Manager', is_currently_working: true, end_date: null, is_hidden_from_company: true });
  });

  it('deletes after a confirmation, and cancelling keeps it', async () => {
    signInAsMaria();
    const { user } = await renderApp('/jobseeker-complete-profile/10');
    await user.click(await screen.findByRole('button', { name: `Delete ${AUDIT}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this work experience?' });
    expect(dialog).toHaveAccessibleDescription(`${AUDIT} will be removed from your profile.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `Delete ${AUDIT}` })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: `Delete ${AUDIT}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this work experience?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Work experience deleted.')).toBeInTheDocument();
    await waitFor(() => expect(entries()).toEqual(['Senior Accountant', 'Accounts Payable Specialist']));
    expect(screen.getByRole('heading', { level: 2, name: '2 work experiences added' })).toHaveFocus();
    expect((await savedProfile(MARIA)).workExperiences.map((entry) => entry.job_title)).not.toContain('Audit Associate');
  });

  it.each([50001, 41044, 40001] as const)('createWorkExperience %i: the message in the form, what was typed kept', async (code) => {
    signInAsJuan();
    forceError('createWorkExperience', code);
    const { user } = await renderApp('/jobseeker-complete-profile/10');
    await user.click(await screen.findByRole('button', { name: 'Add work experience' }));
    const form = await screen.findByRole('form', { name: 'New work experience' });
    await user.type(within(form).getByLabelText('Company name'), 'Makati Bookkeeping Co.');
    await user.type(within(form).getByLabelText('Job title'), 'Bookkeeper');
    await user.type(within(form).getByLabelText('Start'), '2021-06');
    await user.click(within(form).getByLabelText('I still work here'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messageOf(code));
    expect(within(form).getByLabelText('Company name')).toHaveValue('Makati Bookkeeping Co.');
    resetScenarios();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work experience saved.')).toBeInTheDocument();
  });

  it('40006 on saving: the wait in seconds', async () => {
    signInAsMaria();
    forceError('updateWorkExperience', 40006, { retryAfter: 17 });
    const { user } = await renderApp('/jobseeker-complete-profile/10');
    await user.click(await screen.findByRole('button', { name: `Edit ${SENIOR}` }));
    const form = await screen.findByRole('form', { name: 'Edit work experience' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messageOf(40006, { seconds: 17 }));
  });

  it('updateWorkExperience 40004: the entry is gone', async () => {
    signInAsMaria();
    forceError('updateWorkExperience', 40004);
    const { user } = await renderApp('/jobseeker-complete-profile/10');
    await user.click(await screen.findByRole('button', { name: `Edit ${SENIOR}` }));
    const form = await screen.findByRole('form', { name: 'Edit work experience' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messageOf(40004));
  });

  it.each([40004, 50001, 41044] as const)('deleteWorkExperience %i: the message in the dialog', async (code) => {
    signInAsMaria();
    forceError('deleteWorkExperience', code);
    const { user } = await renderApp('/jobseeker-complete-profile/10');
    await user.click(await screen.findByRole('button', { name: `Delete ${AUDIT}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this work experience?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(code));
  });

  it('Next waits for an open form, and keeps the redirect query', async () => {
    signInAsMaria();
    const { user, router } = await renderApp('/jobseeker-complete-profile/10?redirect=%2Fchat');
    await user.click(await screen.findByRole('button', { name: 'Add work experience' }));
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Please finish the current editing first.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobseeker-complete-profile/10');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Please finish the current editing first.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/jobseeker-complete-profile/1?redirect=%2Fchat');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await expectPath(router, '/jobseeker-complete-profile/3', '?redirect=%2Fchat');
    expect(await stepHeading('Your education')).toBeInTheDocument();
  });

  it.each(['/jobseeker-complete-profile/1101', '/jobseeker-complete-profile/2'])('%s is step 2 too', async (path) => {
    signInAsJuan();
    await renderApp(path);
    expect(await stepHeading('Your work experience')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('has a loading error with a retry', async () => {
    signInAsMaria();
    forceError('listWorkExperiences', 50001);
    const { user } = await renderApp('/jobseeker-complete-profile/10');
    expect(await screen.findByText(messageOf(50001))).toBeInTheDocument();
    resetScenarios();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '3 work experiences added' })).toBeInTheDocument();
  });
});
