/** W16 account tab: email change with a code, phone binding in SMS countries, password (41009, 41010), W20 on sg. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { signInAs } from './job-actions-support';
import { renderApp } from './render-app';

async function passwordForm() {
  return screen.findByRole('form', { name: 'Password' });
}

async function fillPassword(user: Awaited<ReturnType<typeof renderApp>>['user'], current: string, next: string, confirmation: string) {
  const form = await passwordForm();
  await user.type(within(form).getByLabelText('Current password'), current);
  await user.type(within(form).getByLabelText('New password'), next);
  await user.type(within(form).getByLabelText('Confirm new password'), confirmation);
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  return form;
}

describe('account tab: password', () => {
  it('changes the password and clears the form', async () => {
    signInAs('maria');
    const { user } = await renderApp('/account-settings/account');
    const form = await fillPassword(user, 'Jobchat123!', 'Harbour#2026', 'Harbour#2026');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the new password and its confirmation before calling', async () => {
    signInAs('maria');
    const { user } = await renderApp('/account-settings/account');
    const form = await fillPassword(user, 'Jobchat123!', 'short', 'other');
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(/at least 8/i);
  });

  it('puts a wrong current password (41009) on its field and keeps what was typed', async () => {
    signInAs('maria');
    const { user } = await renderApp('/account-settings/account');
    const form = await fillPassword(user, 'Wrong-pass1', 'Harbour#2026', 'Harbour#2026');
    const current = within(form).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Your current password is incorrect/));
    expect(current).toHaveValue('Wrong-pass1');
    expect(within(form).getByLabelText('New password')).toHaveValue('Harbour#2026');
  });

  it('puts a confirmation mismatch (41010) on the confirmation', async () => {
    signInAs('maria');
    forceError('changePassword', 41010);
    const { user } = await renderApp('/account-settings/account');
    const form = await fillPassword(user, 'Jobchat123!', 'Harbour#2026', 'Harbour#2026');
    await waitFor(() => expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription(/The passwords you entered do not match/));
  });

  it('shows another failure above the button', async () => {
    signInAs('maria');
    forceError('changePassword', 50001);
    const { user } = await renderApp('/account-settings/account');
    const form = await fillPassword(user, 'Jobchat123!', 'Harbour#2026', 'Harbour#2026');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Sorry, something went wrong on our server.');
  });
});

describe('account tab: email and phone', () => {
  it('changes the email with a code sent to the new address', async () => {
    signInAs('maria');
    const { user } = await renderApp('/account-settings/account');
    expect(await screen.findByText('maria.santos@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByRole('textbox', { name: 'New email address' }), 'maria.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const codeForm = await screen.findByRole('form', { name: 'Email verification code' });
    await user.type(within(codeForm).getByRole('textbox'), '123456');
    await user.click(within(codeForm).getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Your email is now maria.new@example.com.')).toBeInTheDocument();
    expect(await screen.findByText('maria.new@example.com')).toBeInTheDocument();
  });

  it('refuses an email of another account (41001) on the field', async () => {
    signInAs('maria');
    forceError('sendEmailOtp', 41001);
    const { user } = await renderApp('/account-settings/account');
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    const field = screen.getByRole('textbox', { name: 'New email address' });
    await user.type(field, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This Email address has been used/));
    expect(field).toHaveValue('taken@example.com');
  });

  it("shows Maria's number (+63 9171234567) grouped as the Philippines write it, left to right", async () => {
    signInAs('maria');
    await renderApp('/account-settings/account');
    const phone = await screen.findByRole('region', { name: 'Phone number' });
    expect(await within(phone).findByText('+63 917 123 4567')).toHaveAttribute('dir', 'ltr');
    expect(within(phone).queryByText(/9171234567/)).not.toBeInTheDocument();
    expect(within(phone).getByText('Verified')).toBeInTheDocument();
  });

  it('keeps the number left to right on the Arabic page', async () => {
    signInAs('maria');
    await renderApp('/ar/account-settings/account');
    const phone = await screen.findByRole('region', { name: 'رقم الهاتف' });
    expect(await within(phone).findByText('+63 917 123 4567')).toHaveAttribute('dir', 'ltr');
    expect(within(phone).getByText('تم التحقق')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('offers to change the phone where SMS codes are sent', async () => {
    signInAs('maria');
    await renderApp('/account-settings/account');
    expect(await screen.findByRole('link', { name: 'Change phone number' })).toHaveAttribute('href', '/verify-mobile');
  });

  it('offers the Singpass verification on the Singapore site', async () => {
    signInAs('weiLing');
    await renderApp('/account-settings/account', { host: 'sg.localhost' });
    expect(await screen.findByRole('link', { name: 'Verify with Singpass' })).toHaveAttribute('href', '/singpass-verification');
  });

  it('does not offer it on other sites', async () => {
    signInAs('maria');
    await renderApp('/account-settings/account');
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify with Singpass' })).not.toBeInTheDocument();
  });
});
