/** Shared steps of the Singpass (W20) suites: Wei Ling signed in on the Singapore site, and the provider round trip. */
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import type { SessionUser } from '../../sdk/generated/auth/hooks';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { renderApp } from './render-app';

export const weiLing = {
  id: 900_003, active_key: 1, first_name: 'Wei Ling', last_name: 'Tan', email: 'weiling.tan@example.com', phone_num: '81234567', phone_country_code: '+65',
  is_mobile_verified: true, avatar: null, additional_info: { source: 'web', user_identity_id: null }, is_email_verify: true, notice_period_id: null,
  is_profile_completed: true, longitude: null, latitude: null, is_new_account: false, register_flow: 'email', register_flow_v2: null, chat_flow: '0',
} as unknown as SessionUser;

export const SG = { host: 'sg.localhost' };

export function signIn() {
  writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.singapore, user: weiLing });
}

/** Signs in, opens `path` and clicks the identity-login button (S01): the app and the provider page it opened. */
export async function openProvider(path = '/singpass-verification') {
  signIn();
  const app = await renderApp(path, SG);
  const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  const button = await screen.findByRole('button', { name: 'Log in with Singpass' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await app.user.click(button);
  expect(open).toHaveBeenCalledTimes(1);
  const [url, target] = open.mock.calls[0]!;
  expect(target).toBe('_blank');
  return { app, authorise: new URL(String(url)) };
}

/** What the provider page sends back to the callback for the round trip `authorise` started. */
export function callbackPath(authorise: URL, code = 'mock-citizen'): string {
  return `/singpass/callback?${new URLSearchParams({ code, state: authorise.searchParams.get('state') ?? '' }).toString()}`;
}
