/** Shared steps of the Singpass (W20) suites: Wei Ling signed in on the Singapore site, and the provider round trip. */
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import { renderApp } from './render-app';

export const weiLing = seedSessionUsers.weiLing();

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
