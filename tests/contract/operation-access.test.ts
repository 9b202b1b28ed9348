/**
 * Who may call each operation, as its declarative mock operation names it: a client without a usable
 * session gets 40003 (HTTP 401) from every user operation, a suspended account gets 41044, and an
 * operation that only needs a token refuses a request without one. The declared table agrees with
 * the contracts: user operations list 40003 and public ones do not (`user-when` ones ask a session
 * of some requests only, so they list it too).
 */
import { describe, expect, it } from 'vitest';
import { declaredAccess } from '../../mocks/http/define-operation';
import { openSession, SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import { OPERATIONS, type OperationId } from '../../sdk/generated/operations';

function call(operationId: OperationId, headers: Record<string, string>) {
  const info = OPERATIONS[operationId];
  return fetch(`http://localhost/api${info.path.replace(/\{[^}]+\}/g, '1')}`, {
    method: info.method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: info.method === 'GET' || info.method === 'DELETE' ? undefined : '{}',
  });
}

async function codeOf(response: Response): Promise<{ code: number; status: number }> {
  const body = (await response.json()) as { code: number };
  return { code: body.code, status: response.status };
}

const declared = (access: string) => [...declaredAccess()].filter(([, value]) => value === access).map(([id]) => id);

describe('who may call an operation', () => {
  it('declares most operations, and user operations are the ones whose contract lists 40003', () => {
    const users = declared('user');
    expect(users.length).toBeGreaterThan(80);
    for (const id of users) expect(OPERATIONS[id].errorCodes, id).toContain(40003);
    for (const id of declared('public')) expect(OPERATIONS[id].errorCodes, id).not.toContain(40003);
    for (const id of declared('user-when')) expect(OPERATIONS[id].errorCodes, id).toContain(40003);
  });

  it('asks a session only of the requests that need one (a code for binding a phone)', async () => {
    const send = (purpose: string, headers: Record<string, string>) =>
      fetch('http://localhost/api/auth/phone/generate-otp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ phone_country_code: '+63', phone_num: '9171112233', purpose }),
      });
    expect(declaredAccess().get('sendPhoneOtp')).toBe('user-when');
    expect(await codeOf(await send('bind_phone', { Authorization: 'Bearer guest-operation-access' }))).toEqual({ code: 40003, status: 401 });
    expect((await codeOf(await send('login', { Authorization: 'Bearer guest-operation-access' }))).code).toBe(0);
    expect((await codeOf(await send('bind_phone', { Authorization: `Bearer ${SEED_SESSION_TOKENS.newUser}` }))).code).toBe(0);
  });

  it('answers 40003 (HTTP 401) to a guest on every user operation', async () => {
    for (const id of declared('user')) {
      expect(await codeOf(await call(id, { Authorization: 'Bearer guest-operation-access' })), id).toEqual({ code: 40003, status: 401 });
    }
  });

  it('answers 41044 to a suspended account on every user operation', async () => {
    const session = await openSession(SEED_USERS.suspended);
    for (const id of declared('user')) {
      expect((await codeOf(await call(id, { Authorization: `Bearer ${session.token}` }))).code, id).toBe(41044);
    }
  });

  it('refuses a request without any token where a token is needed, and lets a signed-in user past the guard', async () => {
    const tokenOnly = declared('token');
    expect(tokenOnly).toContain('listSimilarJobs');
    for (const id of tokenOnly) expect(await codeOf(await call(id, {})), id).toEqual({ code: 40003, status: 401 });
    const signedIn = await codeOf(await call('getNotificationUnreadCount', { Authorization: `Bearer ${SEED_SESSION_TOKENS.complete}` }));
    expect(signedIn).toEqual({ code: 0, status: 200 });
  });
});
