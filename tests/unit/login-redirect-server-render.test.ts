/**
 * W03 /jobseeker-login-redirect rendered on the server for a signed-in visitor (issue 21 section 5): it
 * answered 500 because the redirect rule read `globalThis.location.origin`, which a server does not have.
 * This file runs in Node, as the server render does: no window, no document, no location.
 */
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { AppProviders } from '@web/app/providers';
import LoginRedirectPage from '@web/features/auth/login-redirect-route';
import { installEnv, parseEnv } from '@web/lib/env';
import { createI18n } from '@web/lib/i18n';
import { sessionAtom, siteOriginAtom } from '@web/lib/session-atoms';

const maria = { id: 1, active_key: 1, first_name: 'Maria', last_name: 'Santos', is_profile_completed: true } as SessionUser;

async function serverRender(redirectUrl: string): Promise<string> {
  installEnv(parseEnv({ VITE_API_MODE: 'mock', VITE_API_BASE_URL: 'http://localhost/api', VITE_COMPANY_HOST: 'employer.jobchat.example' }));
  const store = createStore();
  store.set(siteOriginAtom, 'https://jobchat.ph');
  store.set(sessionAtom, { kind: 'user', sessionId: 'session-1', user: maria });
  const i18n = await createI18n('en-us');
  await i18n.loadNamespaces('auth');
  const Stub = createRoutesStub([{ path: '/jobseeker-login-redirect', Component: LoginRedirectPage }]);
  const page = createElement(Stub, { initialEntries: [`/jobseeker-login-redirect?redirectUrl=${encodeURIComponent(redirectUrl)}`] });
  return renderToString(createElement(AppProviders, { context: { store, i18n, queryClient: new QueryClient() }, children: page }));
}

describe('W03 login handoff, rendered on the server', () => {
  it('renders "taking you there" for a company-site target instead of failing', async () => {
    expect(typeof globalThis.location).toBe('undefined');
    const html = await serverRender('https://employer.jobchat.example/jobs?tab=open');
    expect(html).toContain('Taking you to the employer site…');
  });

  it('renders the refusal, with a link home, for a target off the company host', async () => {
    const html = await serverRender('https://evil.example/x');
    expect(html).toContain('We could not take you there');
    expect(html).toContain('Back to home');
  });
});
