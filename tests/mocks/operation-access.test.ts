/**
 * Who may call each operation, as its declarative mock operation names it: a client without a usable
 * session gets 40003 (HTTP 401) from every user operation, a suspended account gets 41044, and an
 * operation that only needs a token refuses a request without one. The declared table agrees with
 * the contracts: user operations list 40003 and public ones do not (`user-when` ones ask a session
 * of some requests only, so they list it too).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { declaredAccess } from '../../mocks/http/define-operation';
import { openSession, SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import * as apiGo from '../../sdk/generated/apiGo/zod';
import * as auth from '../../sdk/generated/auth/zod';
import * as chat from '../../sdk/generated/chat/zod';
import * as company from '../../sdk/generated/company/zod';
import * as config from '../../sdk/generated/config/zod';
import * as data from '../../sdk/generated/data/zod';
import * as job from '../../sdk/generated/job/zod';
import * as jobseeker from '../../sdk/generated/jobseeker/zod';
import * as logs from '../../sdk/generated/logs/zod';
import * as reco from '../../sdk/generated/reco/zod';
import * as singpass from '../../sdk/generated/singpass/zod';
import { OPERATIONS, type OperationId } from '../../sdk/generated/operations';

const SCHEMAS: Record<string, unknown> = { ...apiGo, ...auth, ...chat, ...company, ...config, ...data, ...job, ...jobseeker, ...logs, ...reco, ...singpass };

/** The headers every call of the web app carries, so only the access rule can refuse the request. */
const CLIENT_HEADERS = { 'Role-Id': '1', 'Country-Id': '167', 'Language-Id': '1', 'Device-Uuid': 'operation-access-device' };

/** A value of the right type for each query parameter, so that only the access rule can refuse the request. */
function sampleQuery(operationId: OperationId): string {
  const schema = SCHEMAS[`${operationId}QueryParams`] as z.ZodObject | undefined;
  if (!schema) return '';
  const values = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => {
    let inner = field;
    while ('innerType' in inner.def) inner = inner.def.innerType as z.ZodType;
    const def = inner.def as { type: string; entries?: Record<string, string | number>; values?: unknown[] };
    const value = def.type === 'enum' ? Object.values(def.entries ?? {})[0] : def.type === 'literal' ? def.values?.[0] : def.type === 'boolean' ? 'true' : def.type === 'string' ? 'a' : '1';
    return `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;
  });
  return values.length > 0 ? `?${values.join('&')}` : '';
}

function call(operationId: OperationId, headers: Record<string, string>) {
  const info = OPERATIONS[operationId];
  return fetch(`http://localhost/api${info.path.replace(/\{[^}]+\}/g, '1')}${sampleQuery(operationId)}`, {
    method: info.method,
    headers: { 'Content-Type': 'application/json', ...CLIENT_HEADERS, ...headers },
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
        headers: { 'Content-Type': 'application/json', ...CLIENT_HEADERS, ...headers },
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
