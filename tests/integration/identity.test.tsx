/** W20 Singapore identity verification: the login button, the confirm, failure and success dialogs, the callback and the mock provider. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forceVariant } from '../../mocks/scenario/helpers';
import { readBrowserCookie } from '../../web/src/lib/cookies';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';
import { callbackPath, openProvider, SG, signIn } from './singpass-steps';
const navigations = recordHardNavigations();

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/**
 * Opens the verification page, clicks the identity-login button (S01), comes back from the provider to the
 * callback (which exchanges the code and sends this window to the return address) and follows it there.
 */
async function verifyThroughButton(path = '/singpass-verification') {
  const { app, authorise } = await openProvider(path);
  expect(authorise.pathname).toBe('/mock-provider/singpass');
  expect(authorise.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/singpass/callback`);
  expect(readBrowserCookie('singpass_return_url')).toBe(`${path}?showSingpassInfo=1`);
  await app.router.navigate(callbackPath(authorise));
  await waitFor(() => expect(navigations).toEqual([`${path}?showSingpassInfo=1`]));
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your Singapore identity' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Log in with Singpass/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('svg')).toBeInTheDocument();
  });

  it('asks guests to sign in, and other sites that it is Singapore only', async () => {
    const guest = await renderApp('/singpass-verification', SG);
    expect(await screen.findByText('Sign in to verify your identity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/get-started?redirect=%2Fsingpass-verification');
    guest.unmount();
    signIn();
    await renderApp('/singpass-verification');
    expect(await screen.findByText('Available on the Singapore site only')).toBeInTheDocument();
  });
});

describe('with the user info (confirm dialog)', () => {
  it('shows the seven values with "-" for empty ones, verifies, and shows the identity from user_identity_lists', async () => {
    const { router, user } = await verifyThroughButton();
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
    expect(within(dialog).getByText(/Special reminder/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const success = await screen.findByRole('dialog', { name: 'Identity verified successfully' });
    expect(screen.queryByRole('dialog', { name: 'Confirm your information' })).not.toBeInTheDocument();
    expect(within(success).getByText('Singapore Citizen')).toBeInTheDocument();
    for (const benefit of ['Priority visibility to employers', 'An exclusive verified badge', 'Higher chances of job matching']) {
      expect(within(success).getByText(benefit)).toBeInTheDocument();
    }
    // The confirm dialog closed: the query left the address; the session user carries the identity.
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(readBrowserCookie('user') ?? '{}').additional_info.user_identity_id).toBe(1);

    await user.click(within(success).getByRole('button', { name: 'Find jobs now' }));
    expect(navigations).toEqual(['/singpass-verification?showSingpassInfo=1', '/singpass-verification']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page now says she is verified, as what, and offers no Singpass login any more.
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Your identity is verifiedYour identity: Singapore Citizen');
    expect(screen.queryByRole('button', { name: /Log in with Singpass/ })).not.toBeInTheDocument();
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
    expect(screen.queryByRole('dialog', { name: 'Identity verified successfully' })).not.toBeInTheDocument();
  });

  it('removes showSingpassInfo (and only it) when the dialog is closed, and gives focus back', async () => {
    const { app, authorise } = await openProvider('/singpass-verification');
    const { router, user } = app;
    await router.navigate(callbackPath(authorise));
    await waitFor(() => expect(navigations).toHaveLength(1));
    await router.navigate('/companies?page=2&showSingpassInfo=1');
    const dialog = await confirmDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Tab}{Tab}{Tab}');
    expect(dialog.contains(document.activeElement)).toBe(true); // focus stays in the dialog
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
    expect(within(dialog).getByText('The identity service is currently unavailable.')).toBeInTheDocument();
    expect(Object.values(valuesOf(dialog))).toEqual(Array(7).fill('failed'));
    expect(within(dialog).getByText(/Special reminder/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Retry with Singpass/ })).toBeInTheDocument();
    expect(readBrowserCookie('singpass_do_later')).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Do it later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readBrowserCookie('singpass_do_later')).toBe('1');
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
    expect(readBrowserCookie('singpass_return_url')).toBe('/singpass-verification?showSingpassInfo=1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readBrowserCookie('singpass_do_later')).toBe('1');
    expect(router.state.location.search).toBe('');
  });
});
