/** W01 extras and W03: magic link, two-factor, the signed-in prompt, the login handoff, /onsite-job. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { forceVariant } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { loginWithOtp, sendPhoneOtp } from '../../sdk/generated/auth/hooks';
import { mockServer } from '../support/mock-lifecycle';
import { readBrowserCookie } from '../../web/src/lib/cookies';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';
import { seedSessionUsers } from '../support/factories/session-user-factory';

const maria = seedSessionUsers.maria();

const navigations = recordHardNavigations();


describe('magic link', () => {
  it('sends a link, and the link signs in and follows the redirect', async () => {
    const { user, router } = await renderApp('/get-started?redirect=%2Fcompanies');
    await user.click(await screen.findByRole('tab', { name: 'Magic link' }));
    await user.type(screen.getByLabelText('Email address'), 'maria.santos@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('we sent a sign-in link to ma***@example.com');
    await router.navigate('/get-started/magic-link?email=maria.santos%40example.com&token=mock-magic-link&redirect=%2Fcompanies');
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(JSON.parse(readBrowserCookie('user') ?? '{}')).toMatchObject({ id: 900_001 });
  });

  it('shows why a wrong link fails, with a way back to sign in', async () => {
    await renderApp('/get-started/magic-link?email=maria.santos%40example.com&token=not-the-token');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The email address or verification code is incorrect');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/get-started');
    expect(readBrowserCookie('sessionid')).toBeUndefined();
  });

  it('asks for the email when the link came without it', async () => {
    await renderApp('/get-started/magic-link?token=mock-magic-link');
    expect(await screen.findByText('Please confirm the email address the link was sent to.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });
});

describe('two-factor safety verification', () => {
  it('asks for the safety code when the sign-in reply carries a challenge, then signs in', async () => {
    forceVariant('loginWithPassword', 'two-factor');
    const { user, router } = await renderApp('/get-started');
    await user.click(await screen.findByRole('tab', { name: 'Password' }));
    await user.type(screen.getByLabelText('Email or phone number'), 'maria.santos@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Jobchat123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { name: 'Safety verification' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // No session until the code is verified.
    expect(readBrowserCookie('sessionid')).toBeUndefined();
    const email = screen.getByRole('radio', { name: 'Email' }) as HTMLInputElement;
    expect(email.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The OTP you have entered is wrong');
    const code = screen.getByLabelText('6-digit code');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onsite-job'));
    expect(readBrowserCookie('sessionid')).toBeTruthy();
  });
});

describe('connect email', () => {
  it('is offered after a sign-in without an email, and updates the user cookie', async () => {
    const { user, router } = await renderApp('/get-started');
    await screen.findByRole('tab', { name: 'Password' });
    // A phone-only account (as phone OTP creates it) answers the next sign-in.
    await sendPhoneOtp({ phone_country_code: '+63', phone_num: '9170001234', purpose: 'login' });
    const phoneOnly = await loginWithOtp({ phone_country_code: '+63', phone_num: '9170001234', otp: '123456' });
    expect(phoneOnly.user.email).toBeNull();
    mockServer.use(http.post('http://localhost/api/auth/login', () => HttpResponse.json({ code: 0, message: 'success', data: phoneOnly })));
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.type(screen.getByLabelText('Email or phone number'), '+639170001234');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Add your email address' })).toBeInTheDocument();
    expect(readBrowserCookie('sessionid')).toBe(phoneOnly.token);
    await user.type(screen.getByLabelText('Email address'), 'phone.person@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Connect email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobseeker-complete-profile'));
    expect(JSON.parse(readBrowserCookie('user') ?? '{}')).toMatchObject({ email: 'phone.person@example.com', is_email_verify: true });
  });

  it('can be skipped', async () => {
    const { user, router } = await renderApp('/get-started');
    await screen.findByRole('tab', { name: 'Password' });
    await sendPhoneOtp({ phone_country_code: '+63', phone_num: '9170005678', purpose: 'login' });
    const phoneOnly = await loginWithOtp({ phone_country_code: '+63', phone_num: '9170005678', otp: '123456' });
    mockServer.use(http.post('http://localhost/api/auth/login', () => HttpResponse.json({ code: 0, message: 'success', data: phoneOnly })));
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.type(screen.getByLabelText('Email or phone number'), '+639170005678');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobseeker-complete-profile'));
  });
});

describe('signed-in users on /get-started (spec section 6)', () => {
  it('are told who they are and offered sign out or continue instead of the forms', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    const { user } = await renderApp('/es-es/get-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ya has iniciado sesión' })).toBeInTheDocument();
    expect(screen.getByText('Has iniciado sesión como Maria Santos.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/es-es/onsite-job');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(navigations).toEqual(['/es-es']));
    expect(readBrowserCookie('sessionid')).toBeUndefined();
  });
});

describe('a phone-only account on /get-started', () => {
  const phoneOnly = seedSessionUsers.maria({ first_name: '', last_name: '', email: null, phone_num: '9179998888', phone_country_code: '+63' });

  it('is named by its number, grouped as the Philippines write it', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: phoneOnly });
    await renderApp('/get-started');
    // Isolated left to right (U+2066 … U+2069) inside the sentence.
    expect(await screen.findByText('You are signed in as \u2066+63 917 999 8888\u2069.')).toBeInTheDocument();
  });

  it('keeps the number left to right in the Arabic sentence', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: phoneOnly });
    await renderApp('/ar/get-started');
    expect(await screen.findByText('أنت مسجّل الدخول باسم \u2066+63 917 999 8888\u2069.')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('W03 login handoff', () => {
  it('loads the company site with sessionid and isAppRedirectModalClosed=1', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    const target = 'https://employer.jobchat.example/jobs?tab=open';
    await renderApp(`/jobseeker-login-redirect?redirectUrl=${encodeURIComponent(target)}`);
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toBe(`https://employer.jobchat.example/jobs?tab=open&sessionid=${SEED_SESSION_TOKENS.complete}&isAppRedirectModalClosed=1`);
  });

  it('refuses a target off the company host, with a link home', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    await renderApp(`/jobseeker-login-redirect?redirectUrl=${encodeURIComponent('https://evil.example/x')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not take you there' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(navigations).toEqual([]);
  });

  it('sends a visitor to sign in first, coming back here afterwards', async () => {
    const path = `/jobseeker-login-redirect?redirectUrl=${encodeURIComponent('https://employer.jobchat.example/jobs')}`;
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    expect(navigations).toEqual([]);
  });
});

describe('/onsite-job', () => {
  it('is the on-site and hybrid jobs landing page, in the page language', async () => {
    const { router } = await renderApp('/zh-cn/onsite-job');
    expect(await screen.findByRole('heading', { level: 1, name: '现场及混合办公职位' })).toBeInTheDocument();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/zh-cn/onsite-job');
  });
});
