/** W02 reset password (/get-started/reset-password → /change-password?email=&otp=) and /verify-email. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { isApiError } from '../../sdk/api-error';
import { loginWithPassword, sendEmailOtp, type SessionUser } from '../../sdk/generated/auth/hooks';
import { readBrowserCookie } from '../../web/src/lib/cookies';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { renderApp } from './render-app';
import { expectSignedInAs } from './session-on-screen';
import { seedSessionUsers } from '../support/factories/session-user-factory';

const MARIA = 'maria.santos@example.com';
const NEW_PASSWORD = 'Harbour#2026';
const CLIENT = { client_id: 2 };

async function findTitle(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('reset password (W02)', () => {
  it('sends a code, verifies it, opens /change-password and sets a password that signs in', async () => {
    const { user, router } = await renderApp('/get-started/reset-password');
    await findTitle('Reset your password');
    await user.type(screen.getByLabelText('Email address'), MARIA);
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await findTitle('Enter the code');
    expect(screen.getByText(/We sent a 6-digit code to ma\*\*\*@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await findTitle('Set a new password');
    expect(router.state.location.pathname).toBe('/change-password');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('email')).toBe(MARIA);
    expect(query.get('otp')).toBe('123456');

    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const done = await screen.findByRole('heading', { name: 'Your password has been changed' });
    expect(done).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(/^\/get-started/);

    const session = await loginWithPassword({ login: MARIA, password: NEW_PASSWORD, ...CLIENT, source: 'web' });
    expect(session.user.id).toBe(900_001);
    const old = await loginWithPassword({ login: MARIA, password: 'Jobchat123!', ...CLIENT, source: 'web' }).catch((error: unknown) => error);
    expect(isApiError(old) && old.code).toBe(40002);
  });

  it('shows "Too many attempts" for a 429 and keeps the email', async () => {
    forceError('sendResetPasswordOtp', 40006, { retryAfter: 60 });
    const { user } = await renderApp('/get-started/reset-password');
    await findTitle('Reset your password');
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    await user.type(email, MARIA);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Try again later.');
    expect(email.value).toBe(MARIA);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
  });

  it('checks the email and the code before calling, and shows a wrong code on its field', async () => {
    const { user } = await renderApp('/get-started/reset-password');
    await findTitle('Reset your password');
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);

    await user.clear(email);
    await user.type(email, MARIA);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await findTitle('Enter the code');
    const code = screen.getByLabelText('6-digit code') as HTMLInputElement;
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the 6-digit code.');
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The OTP you have entered is wrong. Please try again.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code.value).toBe('000000');

    // Back to the email step keeps the address typed before.
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    await findTitle('Reset your password');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(MARIA);
  });

  it('refuses a confirmation that does not match, without calling', async () => {
    const { user } = await renderApp(`/change-password?email=${encodeURIComponent(MARIA)}&otp=123456`);
    await findTitle('Set a new password');
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    const confirmation = screen.getByLabelText('Confirm new password') as HTMLInputElement;
    await user.type(confirmation, 'Harbour#2027');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords you entered do not match.');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation.value).toBe('Harbour#2027');
    expect(screen.queryByRole('heading', { name: 'Your password has been changed' })).not.toBeInTheDocument();
  });

  it('maps an expired code (41043) with a way to start over, keeping what was typed', async () => {
    forceError('resetPassword', 41043);
    const { user } = await renderApp(`/ja/change-password?email=${encodeURIComponent(MARIA)}&otp=123456`);
    await findTitle('新しいパスワードの設定');
    await user.type(screen.getByLabelText('新しいパスワード'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: '新しいパスワードを保存' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('この認証コードの有効期限が切れています。');
    expect(within(alert).getByRole('link', { name: '最初からやり直す' })).toHaveAttribute('href', '/ja/get-started/reset-password');
    expect((screen.getByLabelText('新しいパスワード') as HTMLInputElement).value).toBe(NEW_PASSWORD);
  });

  it('shows an error state with a way to start over when email or otp is missing', async () => {
    await renderApp('/change-password?email=maria.santos%40example.com');
    await findTitle('Set a new password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This reset link is incomplete');
    expect(within(alert).getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/get-started/reset-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

const newUser = seedSessionUsers.juan();

describe('email verification (/verify-email)', () => {
  it('verifies the email and sets is_email_verify in the user cookie', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: newUser });
    const { router } = await renderApp('/companies');
    await sendEmailOtp({ email: newUser.email ?? '', purpose: 'verify_email' });
    await router.navigate(`/verify-email?code=123456&email=${encodeURIComponent(newUser.email ?? '')}`);
    expect(await screen.findByText('Your email is verified')).toBeInTheDocument();
    const cookie = JSON.parse(readBrowserCookie('user') ?? '{}') as SessionUser;
    expect(cookie.is_email_verify).toBe(true);
    expect(cookie.id).toBe(900_002);
    // Still signed in as himself (no screen shows the flag: the cookie above is what the next page load reads).
    await expectSignedInAs('Juan Dela Cruz');
  });

  it('shows 41056 with a way to get a new email, and leaves the cookie alone', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.newUser, user: newUser });
    const { user } = await renderApp(`/verify-email?code=999999&email=${encodeURIComponent(newUser.email ?? '')}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The email address or verification code is incorrect.');
    expect((JSON.parse(readBrowserCookie('user') ?? '{}') as SessionUser).is_email_verify).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send a new verification email' }));
    expect(await screen.findByText('We sent a new verification email to new.user@example.com.')).toBeInTheDocument();
  });
});
