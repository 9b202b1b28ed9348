/** Social sign-in (W01): the mock provider round trip, state, PKCE and nonce checks, and sign-in errors as http-errors.md maps them. */
import { screen, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpHandlers } from '../../mocks/handlers/all-handlers';
import { forceError } from '../../mocks/scenario/helpers';
import { mockServer } from '../support/mock-lifecycle';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';
import { accountEmail, expectSignedInAs, expectSignedOut } from './session-on-screen';

const navigations = recordHardNavigations();
beforeEach(() => {
  vi.stubEnv('VITE_API_MODE', 'mock');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function pickIdentity(path: string, identity: RegExp) {
  const app = await renderApp(path);
  const button = await screen.findByRole('button', { name: identity });
  const state = new URLSearchParams(app.router.state.location.search).get('state');
  expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await app.user.click(button);
  return app;
}

describe('social sign-in', () => {
  it('signs Maria in through the mock Google provider and keeps the redirect target', { timeout: 40_000 }, async () => {
    const { router, user } = await renderApp('/get-started/social/google?redirect=%2Fcompanies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock Google sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mock-provider/social');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('provider')).toBe('google');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('nonce')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(query.get('redirect_uri')).toBe(`${window.location.origin}/get-started/social/google/callback`);
    await user.click(screen.getByRole('button', { name: /Maria Santos/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(await accountEmail(user, 'Maria Santos')).toBe('maria.santos@example.com');
    // The round trip's state, nonce and PKCE verifier are gone once used.
    expect(sessionStorage.getItem('jobchat.social-login')).toBeNull();
  });

  it('a brand-new Apple user gets an account and goes to complete the profile, in the page language', async () => {
    const { router } = await pickIdentity('/zh-cn/get-started/social/apple', /Alex Rivera/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/zh-cn/jobseeker-complete-profile'));
    await expectSignedInAs('Alex Rivera');
  });

  it('a Facebook user without an email signs up too', async () => {
    const { router, user } = await pickIdentity('/get-started/social/facebook', /Rina Cruz/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobseeker-complete-profile'));
    expect(await accountEmail(user, 'Rina Cruz')).toBeNull();
  });

  it('refuses a callback whose state was not issued here, without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderApp('/get-started/social/google/callback?state=forged&code=forged-code');
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in could not be verified. Please start again.');
    const calls = fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(calls.some((url) => url.includes('social-login'))).toBe(false);
    await expectSignedOut();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/get-started/social/google');
    fetchSpy.mockRestore();
  });

  it('refuses a state that comes back for another provider', async () => {
    const app = await renderApp('/get-started/social/google');
    await screen.findByRole('heading', { level: 1, name: 'Mock Google sign-in' });
    const state = new URLSearchParams(app.router.state.location.search).get('state') ?? '';
    await app.router.navigate(`/get-started/social/apple/callback?state=${state}&code=x`);
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in could not be verified. Please start again.');
  });

  it('keeps no session when the reply does not echo the nonce this tab sent', async () => {
    let sent: Record<string, unknown> = {};
    mockServer.use(
      http.post('http://localhost/api/auth/jobseekers/social-login', async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        const answered = await getResponse(createHttpHandlers(), request);
        const reply = (await answered!.json()) as { data: Record<string, unknown> };
        return HttpResponse.json({ ...reply, data: { ...reply.data, nonce: 'a-nonce-of-another-round-trip' } });
      }),
    );
    await pickIdentity('/get-started/social/google', /Maria Santos/);
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in could not be verified. Please start again.');
    expect(sent).toMatchObject({ social_type: 'google', code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown });
    expect(sent).not.toHaveProperty('user_id');
    await expectSignedOut();
  });

  it('the mock provider refuses a start without a nonce or an S256 code challenge', async () => {
    const callback = encodeURIComponent(`${window.location.origin}/get-started/social/google/callback`);
    await renderApp(`/mock-provider/social?provider=google&state=abcdefghijklmnopqrstuv&redirect_uri=${callback}&code_challenge_method=plain`);
    await screen.findByText('This mock sign-in link is incomplete or points outside the app.');
    expect(screen.queryByRole('button', { name: /Maria Santos/ })).toBeNull();
  });

  it('shows "account suspended" for a 403 (41044)', async () => {
    forceError('loginWithSocial', 41044);
    await pickIdentity('/get-started/social/google', /Maria Santos/);
    expect((await screen.findByRole('alert')).textContent).toBe('account suspended');
    await expectSignedOut();
  });

  it('the suspended seeded account is refused by the server the same way', async () => {
    await pickIdentity('/get-started/social/facebook', /Sam Reyes/);
    expect((await screen.findByRole('alert')).textContent).toBe('account suspended');
  });

  it('shows the support notification for a server error', async () => {
    forceError('loginWithSocial', 50001);
    await pickIdentity('/get-started/social/google', /Maria Santos/);
    expect((await screen.findByRole('alert')).textContent).toMatch(/contact support@localhost for assistance/);
  });

  it('says the method is unavailable, without leaving the app, when the provider page cannot be had', async () => {
    forceError('generateSocialAuthoriseUrl', 50001);
    const { router } = await renderApp('/get-started/social/google?redirect=%2Fcompanies');
    expect(await screen.findByText('Sign-in with Google is not available right now.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/get-started/social/google');
    expect(navigations).toEqual([]);
    expect(screen.getByRole('link', { name: 'Other sign-in methods' })).toHaveAttribute('href', '/get-started?redirect=%2Fcompanies');
  });

  it('says so when the tester cancels at the provider', async () => {
    await pickIdentity('/get-started/social/google', /Cancel and go back/);
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in was cancelled.');
  });
});
