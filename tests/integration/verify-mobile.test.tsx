/** Mobile verification (spec section 4): an SMS code binds the number and the user cookie follows. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readBrowserCookie } from '../../web/src/lib/cookies';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { renderApp } from './render-app';
import { seedSessionUsers } from '../support/factories/session-user-factory';

const juan = seedSessionUsers.juan();

describe('mobile verification', () => {
  it('binds the number with the SMS code and marks the session user mobile-verified', async () => {
    writeSessionCookies({ sessionId: 'session-new-user', user: juan });
    const { user, router } = await renderApp('/verify-mobile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Mobile number'), '9175550101');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your mobile number is verified.')).toBeInTheDocument();
    // The user cookie (what the next page load renders from) follows ...
    expect(JSON.parse(readBrowserCookie('user')!)).toMatchObject({ is_mobile_verified: true, phone_num: '9175550101', phone_country_code: '+63' });
    // ... and his account settings show the number, verified.
    await router.navigate('/account-settings/account');
    const phone = await screen.findByRole('region', { name: 'Phone number' });
    expect(within(phone).getByText('+63 917 555 0101')).toBeInTheDocument();
    expect(within(phone).getByText('Verified')).toBeInTheDocument();
  });

  it('sends a guest to sign in first, coming back afterwards', async () => {
    const { router } = await renderApp('/verify-mobile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/verify-mobile')}`);
  });
});

describe('sign-in methods for someone already signed in', () => {
  it('sends them to /get-started, which offers to sign out instead', async () => {
    writeSessionCookies({ sessionId: 'session-new-user', user: juan });
    const { router } = await renderApp('/get-started/phone');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
