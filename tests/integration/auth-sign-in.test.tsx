/** W01 /get-started: email OTP, password, registration, the routing rule and the mapped sign-in errors. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_USERS } from '../../mocks/state/accounts';
import { PASSWORD_MAX_FAILURES, recordFailedSignIn, signInSubject } from '../../mocks/state/sign-in-lockout';
import { readBrowserCookie } from '../../web/src/lib/cookies';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';
import { accountEmail } from './session-on-screen';

const navigations = recordHardNavigations();

afterEach(() => {
  setMockClock(undefined);
});

async function openPasswordTab(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Password' }));
}

async function signInWithPassword(user: Awaited<ReturnType<typeof renderApp>>['user'], login: string, password = 'Jobchat123!') {
  await openPasswordTab(user);
  await user.type(screen.getByLabelText('Email or phone number'), login);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('email OTP (the default method)', () => {
  it('signs a new address up and lands on complete-profile, with a resend countdown', async () => {
    const { user, router } = await renderApp('/get-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeInTheDocument();
    expect((screen.getByRole('tab', { name: 'Email code' })).getAttribute('aria-selected')).toBe('true');
    await user.type(screen.getByLabelText('Email address'), 'fresh.person@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('6-digit code');
    expect((code).getAttribute('inputmode')).toBe('numeric');
    expect((code).getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('We sent a 6-digit code to fr***@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in (60|59) s/ })).toBeDisabled();
    expect((screen.getByText('You can ask for a new code when the countdown ends.')).getAttribute('aria-live')).toBe('polite');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobseeker-complete-profile'));
    expect(readBrowserCookie('sessionid')).toBeTruthy();
    expect(JSON.parse(readBrowserCookie('user') ?? '{}')).toMatchObject({ email: 'fresh.person@example.com', is_new_account: true });
    // Signed in: the header has the new account's menu, with its address.
    expect(await accountEmail(user, 'Fresh')).toBe('fresh.person@example.com');
    expect(navigations).toEqual([]);
  });

  it('keeps the language prefix: the ready new user lands on /ja/jobseeker-complete-profile', async () => {
    const { user, router } = await renderApp('/ja/get-started');
    await user.type(await screen.findByLabelText('メールアドレス'), 'new.user@example.com');
    await user.click(screen.getByRole('button', { name: 'コードを送信' }));
    await user.type(await screen.findByLabelText('6桁のコード'), '123456');
    await user.click(screen.getByRole('button', { name: '続ける' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja/jobseeker-complete-profile'));
  });

  it('shows the wrong-OTP message (41040) and keeps the code typed', async () => {
    const { user, router } = await renderApp('/get-started');
    await user.type(await screen.findByLabelText('Email address'), 'maria.santos@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('6-digit code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The OTP you have entered is wrong. Please try again.');
    expect((code as HTMLInputElement).value).toBe('000000');
    expect(router.state.location.pathname).toBe('/get-started');
    expect(readBrowserCookie('sessionid')).toBeUndefined();
  });

  it('validates the email before sending (spec section 5), tied to the field', async () => {
    const { user } = await renderApp('/get-started');
    const email = await screen.findByLabelText('Email address');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByText('Please enter a valid email address.')).getAttribute('role')).toBe('alert');
    expect((email).getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('email-otp-email-error');
  });
});

describe('password sign-in and the routing rule', () => {
  it('signs Maria in and lands on /onsite-job (the on-site and hybrid jobs landing page)', async () => {
    const { user, router } = await renderApp('/get-started');
    await signInWithPassword(user, 'maria.santos@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onsite-job'));
    expect(await screen.findByRole('heading', { level: 1, name: 'On-site and hybrid jobs' })).toBeInTheDocument();
    expect(JSON.parse(readBrowserCookie('user') ?? '{}')).toMatchObject({ id: 900_001 });
  });

  it('follows a safe in-app redirect target', async () => {
    const { user, router } = await renderApp('/get-started?redirect=%2Fcompanies');
    await signInWithPassword(user, 'maria.santos@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(navigations).toEqual([]);
  });

  it('refuses an external redirect target and goes to the in-app default', async () => {
    const { user, router } = await renderApp(`/get-started?redirect=${encodeURIComponent('https://evil.example/steal')}`);
    await signInWithPassword(user, 'maria.santos@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onsite-job'));
    expect(navigations).toEqual([]);
  });

  it('turns a company-site redirect into the W03 handoff, which loads the company site with the session', async () => {
    const target = 'https://employer.jobchat.example/dashboard';
    const { user, router } = await renderApp(`/get-started?redirect=${encodeURIComponent(target)}`);
    await signInWithPassword(user, 'maria.santos@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobseeker-login-redirect'));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const url = new URL(navigations[0] ?? '');
    expect(url.origin + url.pathname).toBe(target);
    expect(url.searchParams.get('sessionid')).toBe(readBrowserCookie('sessionid'));
    expect(url.searchParams.get('isAppRedirectModalClosed')).toBe('1');
  });

  it('says "invalid credential" for a wrong password and keeps what was typed', async () => {
    const { user } = await renderApp('/get-started');
    await signInWithPassword(user, 'maria.santos@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain('invalid credential');
    expect((screen.getByLabelText('Email or phone number') as HTMLInputElement).value).toBe('maria.santos@example.com');
    expect((screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement).value).toBe('wrong-password');
  });

  it('says "account suspended" for the suspended account', async () => {
    const { user } = await renderApp('/get-started');
    await signInWithPassword(user, 'suspended@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('account suspended');
  });

  it('says how long to wait once repeated failures locked the sign-in (40006), even for the right password', async () => {
    setMockClock(Date.UTC(2026, 10, 22, 9, 0, 0));
    for (let i = 0; i < PASSWORD_MAX_FAILURES; i += 1) await recordFailedSignIn(signInSubject('maria.santos@example.com', SEED_USERS.complete));
    const { user } = await renderApp('/get-started');
    await signInWithPassword(user, 'maria.santos@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please try again in 900 seconds.');
    expect(readBrowserCookie('sessionid')).toBeUndefined();
  });

  it('shows the support notice with the host on a server error', async () => {
    forceError('loginWithPassword', 50001);
    const { user } = await renderApp('/get-started');
    await signInWithPassword(user, 'maria.santos@example.com');
    const alert = await screen.findByRole('alert');
    expect((alert).textContent).toContain('contact support@localhost for assistance');
  });
});

describe('registration', () => {
  it('registers with the spec defaults and lands on complete-profile', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, router } = await renderApp('/get-started');
    await user.click(await screen.findByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('First name'), 'Angela');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    await user.type(screen.getByLabelText('Email address'), 'angela.reyes@example.com');
    await user.click(screen.getByLabelText('I agree to the Terms and Conditions and the Privacy Policy'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobseeker-complete-profile'));
    const call = fetchSpy.mock.calls.map(([input]) => input).find((input) => input instanceof Request && input.url.endsWith('/data/users/register'));
    expect(call).toBeDefined();
    fetchSpy.mockRestore();
  });

  it('sends is_subscribe 0, the terms as checked, source web and the site country', async () => {
    const bodies: unknown[] = [];
    const original = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (input instanceof Request && input.url.endsWith('/data/users/register')) bodies.push(await input.clone().json());
      return original(input, init);
    });
    const { user } = await renderApp('/get-started', { host: 'sg.localhost' });
    await user.click(await screen.findByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('First name'), 'Wei');
    await user.type(screen.getByLabelText('Last name'), 'Tan');
    await user.type(screen.getByLabelText('Email address'), 'wei.tan@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ email: 'wei.tan@example.com', first_name: 'Wei', last_name: 'Tan', terms_and_condition: 0, is_subscribe: 0, source: 'web', country_key: 'sg' });
    fetchSpy.mockRestore();
  });

  it('marks a taken email (41001) and shows the server message, keeping the form', async () => {
    const { user } = await renderApp('/get-started');
    await user.click(await screen.findByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('First name'), 'Maria');
    await user.type(screen.getByLabelText('Last name'), 'Santos');
    await user.type(screen.getByLabelText('Email address'), 'maria.santos@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This Email address has been used. Please change to another email.')).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toContain('The email has already been taken.');
    expect((screen.getByLabelText('Email address')).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Maria');
  });

  it('limits names to 50 characters', async () => {
    const { user } = await renderApp('/get-started');
    await user.click(await screen.findByRole('tab', { name: 'Create account' }));
    const first = screen.getByLabelText('First name');
    expect((first).getAttribute('maxlength')).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const form = first.closest('form') as HTMLElement;
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(3);
  });
});
