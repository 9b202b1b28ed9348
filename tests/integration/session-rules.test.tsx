/** Sessions across the app: restored from the spec's cookies, the 401 rule, logout. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forceError } from '../../mocks/scenario/helpers';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { signOut } from '../../web/src/lib/session/session-rules';
import { readBrowserCookie } from '../../web/src/lib/cookies';
import { CHAT_CHANNEL } from '../../web/src/lib/session/session-events';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { recordHardNavigations } from './hard-navigations';
import { renderApp } from './render-app';
import { expectSignedInAs, expectSignedOut } from './session-on-screen';
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
    await renderApp('/jobs-hiring/accountant-jobs');
    await expectSignedInAs('Maria Santos');
    await screen.findAllByRole('article');
    const sent = fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.headers.get('Authorization') : null));
    expect(sent).toContain(`Bearer ${SEED_SESSION_TOKENS.complete}`);
    fetchSpy.mockRestore();
  });

  it('signs out on a 401 from any call: auth_status expired, no session id, chat told, /get-started', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: maria });
    forceError('listSimilarJobs', 40003);
    await renderApp('/ja/job/accountant-200001');
    await waitFor(() => expect(navigations).toEqual(['/ja/get-started']));
    expect(readBrowserCookie('auth_status')).toBe('expired');
    expect(readBrowserCookie('sessionid')).toBeUndefined();
    await expectSignedOut();
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
    await expectSignedOut();
    fetchSpy.mockRestore();
  });

  it('keeps a guest a guest when a call answers 401', async () => {
    forceError('listSimilarJobs', 40003);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/job/accountant-200001');
    await screen.findByRole('heading', { level: 1 });
    // The 401 has come back: the similar jobs show their error, with a retry.
    const similar = await screen.findByRole('region', { name: 'Similar jobs' });
    const retry = await within(similar).findByRole('button', { name: /Try again/ });
    expect(navigations).toEqual([]);
    await expectSignedOut();
    // Still the same guest: the stored guest token (spec section 4) goes on, and the next call carries it.
    const token = (JSON.parse(localStorage.getItem('jobchat.guest_session') ?? '{}') as { token?: string }).token;
    expect(token).toEqual(expect.any(String));
    fetchSpy.mockClear();
    await user.click(retry);
    const similarCalls = () => fetchSpy.mock.calls.map(([input]) => input).filter((input): input is Request => input instanceof Request && input.url.includes('/similar'));
    await waitFor(() => expect(similarCalls()).not.toHaveLength(0));
    expect(similarCalls().map((request) => request.headers.get('Authorization'))).toEqual([`Bearer ${token}`]);
    expect(navigations).toEqual([]);
    fetchSpy.mockRestore();
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
