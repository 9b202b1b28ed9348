/** W20 the Singpass round trip of a public client: the callback (state, PKCE exchange, nonce, return address) and the mock provider page. */
import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpHandlers } from '../../mocks/handlers/all-handlers';
import { readBrowserCookie, writeCookie } from '../../web/src/lib/cookies';
import { mockServer } from '../support/mock-lifecycle';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';
import { callbackPath, openProvider, SG, signIn } from './singpass-steps';

const NOT_VERIFIED = 'This Singpass login could not be verified. Please try again.';
const navigations = recordHardNavigations();

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the callback', () => {
  it('exchanges the code and sends this window to the stored return address, refusing unsafe ones', async () => {
    const first = await openProvider('/singpass-verification');
    writeCookie('singpass_return_url', '/ja/companies?showSingpassInfo=1');
    await first.app.router.navigate(callbackPath(first.authorise));
    await waitFor(() => expect(navigations).toEqual(['/ja/companies?showSingpassInfo=1']));
    expect(readBrowserCookie('singpass_return_url')).toBeUndefined();
    first.app.unmount();

    for (const [i, hostile] of ['//evil.example/steal', '/%09/evil.example'].entries()) {
      vi.restoreAllMocks();
      const next = await openProvider('/singpass-verification');
      writeCookie('singpass_return_url', hostile);
      await next.app.router.navigate(callbackPath(next.authorise));
      await waitFor(() => expect(navigations).toHaveLength(i + 2));
      expect(navigations[i + 1]).toBe('/?showSingpassInfo=1');
      next.app.unmount();
    }
  });

  it('goes nowhere for a state this app did not send, or without a code', async () => {
    signIn();
    writeCookie('singpass_return_url', '/companies?showSingpassInfo=1');
    const forged = await renderApp('/singpass/callback?code=mock-citizen&state=forged-state-forged-state', SG);
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_VERIFIED);
    forged.unmount();
    const { app, authorise } = await openProvider('/singpass-verification');
    await app.router.navigate(`/singpass/callback?state=${authorise.searchParams.get('state')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_VERIFIED);
    expect(navigations).toEqual([]);
  });

  it('goes nowhere when the identity result does not echo the nonce this app sent', async () => {
    let sent: Record<string, unknown> = {};
    mockServer.use(
      http.post('http://localhost/api/auth/sg/singpass/token', async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        const reply = (await (await getResponse(createHttpHandlers(), request))!.json()) as { data: Record<string, unknown> };
        return HttpResponse.json({ ...reply, data: { ...reply.data, nonce: 'a-nonce-of-another-round-trip' } });
      }),
    );
    const { app, authorise } = await openProvider('/singpass-verification');
    await app.router.navigate(callbackPath(authorise));
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_VERIFIED);
    expect(sent).toMatchObject({ code: 'mock-citizen', state: authorise.searchParams.get('state'), code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown });
    expect(navigations).toEqual([]);
  });

  it('from a pop-up, hands code, state and return address to its opener, which finishes the round trip and moves there in the app', async () => {
    const { app, authorise } = await openProvider('/singpass-verification');
    app.unmount();
    const opener = { closed: false, postMessage: vi.fn(), focus: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    try {
      const popup = await renderApp(callbackPath(authorise), SG);
      const message = { type: 'jobchat:singpass-return', target: '/singpass-verification?showSingpassInfo=1', code: 'mock-citizen', state: authorise.searchParams.get('state') };
      await waitFor(() => expect(opener.postMessage).toHaveBeenCalledWith(message, window.location.origin));
      expect(close).toHaveBeenCalled();
      expect(navigations).toEqual([]);
      popup.unmount();
    } finally {
      Object.defineProperty(window, 'opener', { value: null, configurable: true });
    }

    const { router } = await renderApp('/companies', SG);
    await screen.findByRole('heading', { level: 1 });
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'jobchat:singpass-return', target: '/evil' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'jobchat:singpass-return', target: '//evil.example' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: opener.postMessage.mock.calls[0]![0] as unknown }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/singpass-verification'));
    expect(await screen.findByRole('dialog', { name: 'Confirm your information' })).toBeInTheDocument();
  });
});

describe('the mock provider page', () => {
  const callback = encodeURIComponent(`${window.location.origin}/singpass/callback`);
  const protections = 'state=sp-state-0123456789abcdef&nonce=n-0123456789abcdefghijk&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256';

  it('lists test identities and logs in to the app callback with a code and the state', async () => {
    vi.stubEnv('VITE_API_MODE', 'mock'); // the page is registered in mock mode only
    const { user } = await renderApp(`/mock-provider/singpass?${protections}&redirect_uri=${callback}`, SG);
    const list = await screen.findByRole('group', { name: 'Choose a test identity' });
    expect(within(list).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(list).getByRole('radio', { name: /Employment Pass holder/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(navigations).toEqual(['/singpass/callback?code=mock-employment-pass&state=sp-state-0123456789abcdef']);
  });

  it('refuses another host, a hostile path and a request without nonce or S256 challenge', async () => {
    vi.stubEnv('VITE_API_MODE', 'mock');
    const refused = [
      `${protections}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
      `${protections}&redirect_uri=${encodeURIComponent('/%09/evil.example/singpass/callback')}`,
      `state=sp-state-0123456789abcdef&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&redirect_uri=${callback}`,
      `${protections.replace('S256', 'plain')}&redirect_uri=${callback}`,
    ];
    for (const query of refused) {
      const page = await renderApp(`/mock-provider/singpass?${query}`, SG);
      await page.user.click(await screen.findByRole('button', { name: 'Log in' }));
      expect((await screen.findByRole('alert')).textContent).toContain('This login request is not valid');
      page.unmount();
    }
    expect(navigations).toEqual([]);
  });
});
