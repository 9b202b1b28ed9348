/** Sessions across the app: restored from the spec's cookies, the 401 rule, logout. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { signOut } from '../../web/src/lib/session/session-rules';
import { readBrowserCookie } from '../../web/src/lib/cookies';
import { sessionAtom } from '../../web/src/lib/session-atoms';
import { CHAT_CHANNEL } from '../../web/src/lib/session/session-events';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';
import { seedSessionUsers } from '../support/factories/session-user-factory';

const maria = seedSessionUsers.maria();

const navigations = recordHardNavigations();
let chatMessages: unknown[];
let channel: BroadcastChannel;

beforeEach(() => {
  chatMessages = [];
  channel = new BroadcastChannel(CHAT_CHANNEL);
  channel.onmessage = (event: MessageEvent) => chatMessages.push(event.data);
});
afterEach(() => {
  channel.close();
});

describe('signed-in sessions', () => {
  it('restores the session from the cookies and sends its token', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { context } = await renderApp('/jobs-hiring/accountant-jobs');
    expect(context.store.get(sessionAtom)).toMatchObject({ kind: 'user', user: { id: 900_001 } });
    await screen.findAllByRole('article');
    const sent = fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.headers.get('Authorization') : null));
    expect(sent).toContain(`Bearer ${SEED_SESSION_TOKENS.complete}`);
    fetchSpy.mockRestore();
  });

  it('signs out on a 401 from any call: auth_status expired, no session id, chat told, /get-started', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    forceError('listSimilarJobs', 40003);
    const { context } = await renderApp('/ja/job/accountant-200001');
    await waitFor(() => expect(navigations).toEqual(['/ja/get-started']));
    expect(readBrowserCookie('auth_status')).toBe('expired');
    expect(readBrowserCookie('sessionid')).toBeUndefined();
    expect(context.store.get(sessionAtom)).toEqual({ kind: 'none' });
    await waitFor(() => expect(chatMessages).toContainEqual({ type: 'logout' }));
  });

  it('sends no call without its credentials once the session has ended, while the page reloads', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    forceError('listSimilarJobs', 40003);
    const { context } = await renderApp('/job/accountant-200001');
    await waitFor(() => expect(navigations).toEqual(['/get-started']));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await context.queryClient.refetchQueries();
    const unauthenticated = fetchSpy.mock.calls.filter(([input]) => input instanceof Request && !input.headers.has('Authorization'));
    expect(unauthenticated).toEqual([]);
    expect(context.store.get(sessionAtom)).toEqual({ kind: 'none' });
    fetchSpy.mockRestore();
  });

  it('keeps a guest a guest when a call answers 401', async () => {
    forceError('listSimilarJobs', 40003);
    const { context } = await renderApp('/job/accountant-200001');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(context.store.get(sessionAtom).kind).toBe('guest'));
    expect(navigations).toEqual([]);
    expect(context.store.get(sessionAtom).kind).toBe('guest');
  });

  it('logs out: the server ends the session, cookies go, chat is told, and the page loads /', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    const { context } = await renderApp('/es-es/companies');
    await signOut(context.store);
    expect(readBrowserCookie('sessionid')).toBeUndefined();
    expect(readBrowserCookie('user')).toBeUndefined();
    expect(navigations).toEqual(['/es-es']);
    await waitFor(() => expect(chatMessages).toContainEqual({ type: 'logout' }));
  });
});
