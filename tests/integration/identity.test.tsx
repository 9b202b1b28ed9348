/** W20 Singapore identity verification: the login button, the confirm, failure and success dialogs, the callback and the mock provider. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forceVariant } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import type { SessionUser } from '../../sdk/generated/auth/hooks';
import { readCookie, writeCookie } from '../../web/src/lib/cookies';
import { sessionAtom } from '../../web/src/lib/session-atoms';
import { setHardNavigation } from '../../web/src/lib/session/session-events';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { renderApp } from './render-app';

const weiLing = {
  id: 900_003, active_key: 1, first_name: 'Wei Ling', last_name: 'Tan', email: 'weiling.tan@example.com', phone_num: '81234567', phone_country_code: '+65',
  is_mobile_verified: true, avatar: null, additional_info: { source: 'web', user_identity_id: null }, is_email_verify: true, notice_period_id: null,
  is_profile_completed: true, longitude: null, latitude: null, is_new_account: false, register_flow: 'email', register_flow_v2: null, chat_flow: '0',
} as unknown as SessionUser;

const SG = { host: 'sg.localhost' };
let navigations: string[];
let restoreNavigation: () => void;

beforeEach(() => {
  navigations = [];
  restoreNavigation = setHardNavigation((url) => navigations.push(url));
});
afterEach(() => {
  restoreNavigation();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function signIn() {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.singapore, user: weiLing });
}

/** Opens the verification page, clicks the identity-login button (S01) and comes back with showSingpassInfo. */
async function verifyThroughButton(path = '/singpass-verification') {
  signIn();
  const app = await renderApp(path, SG);
  const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  const button = await screen.findByRole('button', { name: 'Log in with Singpass' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await app.user.click(button);
  expect(open).toHaveBeenCalledTimes(1);
  const [url, target] = open.mock.calls[0]!;
  expect(target).toBe('_blank');
  const authorise = new URL(String(url));
  expect(authorise.pathname).toBe('/mock-provider/singpass');
  expect(authorise.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/singpass/callback`);
  expect(readCookie('singpass_return_url')).toBe(`${path}?showSingpassInfo=1`);
  await app.router.navigate(`${path}?showSingpassInfo=1`);
  return app;
}

/** The confirm dialog once the user info has arrived (the loading dialog before it is another element). */
async function confirmDialog(): Promise<HTMLElement> {
  const submit = await screen.findByRole('button', { name: 'Submit' });
  return screen.getAllByRole('dialog', { name: 'Confirm your information' }).find((dialog) => dialog.contains(submit))!;
}

function valuesOf(dialog: HTMLElement): Record<string, string> {
  const rows = [...dialog.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
  return Object.fromEntries(rows);
}

describe('the identity-login button', () => {
  it('is red with the provider mark, loading until the authorise URL arrives', async () => {
    signIn();
    await renderApp('/singpass-verification', SG);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your Singapore identity' })).toBeTruthy();
    const button = screen.getByRole('button', { name: /Log in with Singpass/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.querySelector('svg')).not.toBeNull();
  });

  it('asks guests to sign in, and other sites that it is Singapore only', async () => {
    const guest = await renderApp('/singpass-verification', SG);
    expect(await screen.findByText('Sign in to verify your identity')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/get-started?redirect=%2Fsingpass-verification');
    guest.unmount();
    signIn();
    await renderApp('/singpass-verification');
    expect(await screen.findByText('Available on the Singapore site only')).toBeTruthy();
  });
});

describe('with the user info (confirm dialog)', () => {
  it('shows the seven values with "-" for empty ones, verifies, and shows the identity from user_identity_lists', async () => {
    const { router, context, user } = await verifyThroughButton();
    const dialog = await confirmDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(valuesOf(dialog)).toEqual({
      'Identity number': expect.stringMatching(/^S0900003[A-Z]$/),
      'Principal name': 'WEI LING TAN',
      'Residential status': 'Citizen',
      Nationality: 'Singapore',
      'Pass type': '-',
      'Pass status': '-',
      'Pass expiry date': '-',
    });
    expect(within(dialog).getByText(/Special reminder/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const success = await screen.findByRole('dialog', { name: 'Identity verified successfully' });
    expect(screen.queryByRole('dialog', { name: 'Confirm your information' })).toBeNull();
    expect(within(success).getByText('Singapore Citizen')).toBeTruthy();
    for (const benefit of ['Priority visibility to employers', 'An exclusive verified badge', 'Higher chances of job matching']) {
      expect(within(success).getByText(benefit)).toBeTruthy();
    }
    // The confirm dialog closed: the query left the address; the session user carries the identity.
    expect(router.state.location.search).toBe('');
    const session = context.store.get(sessionAtom);
    expect(session.kind === 'user' && session.user.additional_info?.user_identity_id).toBe(1);
    expect(JSON.parse(readCookie('user') ?? '{}').additional_info.user_identity_id).toBe(1);

    await user.click(within(success).getByRole('button', { name: 'Find jobs now' }));
    expect(navigations).toEqual(['/singpass-verification']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the mismatch message on 41274 and keeps the dialog and its values', async () => {
    const { user } = await verifyThroughButton();
    forceVariant('verifySingaporeIdentity', 'mismatch');
    const dialog = await confirmDialog();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The identity information does not match. Please try again');
    expect(submit.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    expect(valuesOf(dialog)['Principal name']).toBe('WEI LING TAN');
    expect(screen.queryByRole('dialog', { name: 'Identity verified successfully' })).toBeNull();
  });

  it('removes showSingpassInfo (and only it) when the dialog is closed, and gives focus back', async () => {
    signIn();
    const { router, user } = await renderApp('/singpass-verification', SG);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in with Singpass' })).toHaveProperty('disabled', false));
    await router.navigate('/companies?page=2&showSingpassInfo=1');
    const dialog = await confirmDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Tab}{Tab}{Tab}');
    expect(dialog.contains(document.activeElement)).toBe(true); // focus stays in the dialog
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/companies');
    expect(router.state.location.search).toBe('?page=2');
    // Opened on page load: focus goes back to the page (its main area, or the heading the navigation focused).
    await waitFor(() => expect(screen.getByRole('main').contains(document.activeElement)).toBe(true));
  });
});

describe('without the user info (failure dialog)', () => {
  it('shows "verification failed", every value "failed"; "do it later" sets its cookie and removes the query', async () => {
    signIn();
    forceVariant('getSingpassUserInfo', 'unavailable');
    const { router, user } = await renderApp('/companies?page=2&showSingpassInfo=1', SG);
    const dialog = await screen.findByRole('dialog', { name: 'Verification failed' });
    expect(within(dialog).getByText('The identity service is currently unavailable.')).toBeTruthy();
    expect(Object.values(valuesOf(dialog))).toEqual(Array(7).fill('failed'));
    expect(within(dialog).getByText(/Special reminder/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Retry with Singpass/ })).toBeTruthy();
    expect(readCookie('singpass_do_later')).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Do it later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readCookie('singpass_do_later')).toBe('1');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('treats the close control as "do it later", and retry opens the provider again', async () => {
    signIn();
    const { router, user } = await renderApp('/singpass-verification?showSingpassInfo=1', SG);
    const dialog = await screen.findByRole('dialog', { name: 'Verification failed' });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const retry = within(dialog).getByRole('button', { name: /Retry with Singpass/ });
    await waitFor(() => expect(retry).toHaveProperty('disabled', false));
    await user.click(retry);
    expect(String(open.mock.calls[0]![0])).toContain('/mock-provider/singpass?state=');
    expect(readCookie('singpass_return_url')).toBe('/singpass-verification?showSingpassInfo=1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readCookie('singpass_do_later')).toBe('1');
    expect(router.state.location.search).toBe('');
  });
});

describe('the provider round trip', () => {
  it('the callback sends this window to the stored return address, refusing unsafe ones', async () => {
    writeCookie('singpass_return_url', '/ja/companies?showSingpassInfo=1');
    const first = await renderApp('/singpass/callback?code=mock-citizen&state=s', SG);
    await waitFor(() => expect(navigations).toEqual(['/ja/companies?showSingpassInfo=1']));
    expect(readCookie('singpass_return_url')).toBeUndefined();
    first.unmount();

    writeCookie('singpass_return_url', '//evil.example/steal');
    await renderApp('/singpass/callback', SG);
    await waitFor(() => expect(navigations).toHaveLength(2));
    expect(navigations[1]).toBe('/?showSingpassInfo=1');
  });

  it('from a pop-up, the callback hands the return address to its opener, which moves there in the app', async () => {
    writeCookie('singpass_return_url', '/singpass-verification?showSingpassInfo=1');
    const opener = { closed: false, postMessage: vi.fn(), focus: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    try {
      const popup = await renderApp('/singpass/callback?code=mock-citizen&state=s', SG);
      await waitFor(() => expect(opener.postMessage).toHaveBeenCalledWith({ type: 'jobchat:singpass-return', target: '/singpass-verification?showSingpassInfo=1' }, window.location.origin));
      expect(close).toHaveBeenCalled();
      expect(navigations).toEqual([]);
      popup.unmount();
    } finally {
      Object.defineProperty(window, 'opener', { value: null, configurable: true });
    }

    signIn();
    const { router } = await renderApp('/companies', SG);
    await screen.findByRole('heading', { level: 1 });
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'jobchat:singpass-return', target: '/evil' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'jobchat:singpass-return', target: '//evil.example' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'jobchat:singpass-return', target: '/singpass-verification?showSingpassInfo=1' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/singpass-verification'));
    expect(await screen.findByRole('dialog', { name: 'Verification failed' })).toBeTruthy(); // no authorise in this runtime yet
  });

  it('the mock provider lists test identities and logs in to the redirect_uri, refusing foreign ones', async () => {
    vi.stubEnv('VITE_API_MODE', 'mock'); // the page is registered in mock mode only
    const callback = `${window.location.origin}/singpass/callback`;
    const { user, unmount } = await renderApp(`/mock-provider/singpass?state=sp-1&redirect_uri=${encodeURIComponent(callback)}`, SG);
    const list = await screen.findByRole('group', { name: 'Choose a test identity' });
    expect(within(list).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(list).getByRole('radio', { name: /Employment Pass holder/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(navigations).toEqual(['/singpass/callback?code=mock-employment-pass&state=sp-1']);
    unmount();

    const foreign = await renderApp(`/mock-provider/singpass?state=sp-1&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`, SG);
    await foreign.user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This login request is not valid');
    expect(navigations).toHaveLength(1);
  });
});
