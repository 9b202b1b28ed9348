/** Who a mock request is: seeded sessions, personas from the scenario layer, expiry, suspension. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase } from '../../mocks/db/database';
import { setMockClock } from '../../mocks/db/mock-clock';
import { SCENARIO_HEADER } from '../../mocks/scenario/scenario-codec';
import { resetScenarios, setScenarios } from '../../mocks/scenario/scenario-store';
import { SCENARIO_PRESETS } from '../../mocks/scenario/presets';
import {
  SEED_SESSION_TOKENS, SEED_USERS, SESSION_TTL_MS, closeSession, createAccount, findAccountByEmail, openSession, requireUser, userOf,
} from '../../mocks/state/accounts';

function request(token?: string, scenario?: string): Request {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (scenario) headers[SCENARIO_HEADER] = scenario;
  return new Request('http://localhost/api/jobseeker/me', { headers });
}

beforeEach(async () => {
  resetScenarios();
  setMockClock(Date.UTC(2026, 10, 22, 9, 0, 0));
  await resetDatabase();
});
afterEach(() => setMockClock(undefined));

describe('mock accounts and sessions', () => {
  it('knows the seeded sessions and nobody behind a guest token or none', async () => {
    expect((await userOf(request(SEED_SESSION_TOKENS.complete)))?.id).toBe(SEED_USERS.complete);
    expect((await userOf(request(SEED_SESSION_TOKENS.newUser)))?.is_profile_completed).toBe(false);
    expect(await userOf(request('guest-3f6c2a4e'))).toBeUndefined();
    expect(await userOf(request())).toBeUndefined();
  });

  it('answers 40003 without a session and 41044 for a suspended account', async () => {
    const missing = await requireUser(request());
    expect('response' in missing && (await missing.response.json())).toMatchObject({ code: 40003 });
    const suspended = await openSession(SEED_USERS.suspended);
    const refused = await requireUser(request(suspended.token));
    expect('response' in refused && refused.response.status).toBe(403);
  });

  it('signs any tokened request in as the persona a scenario names, from the store or the header', async () => {
    setScenarios(SCENARIO_PRESETS['new-user']);
    expect((await userOf(request('guest-abc')))?.id).toBe(SEED_USERS.newUser);
    expect(await userOf(request())).toBeUndefined();
    expect((await userOf(request('guest-abc', 'session:variant=complete-profile')))?.id).toBe(SEED_USERS.complete);
  });

  it('expires sessions after 30 days and forgets closed ones', async () => {
    const session = await openSession(SEED_USERS.complete);
    expect((await userOf(request(session.token)))?.id).toBe(SEED_USERS.complete);
    setMockClock(Date.UTC(2026, 10, 22, 9, 0, 0) + SESSION_TTL_MS);
    expect(await userOf(request(session.token))).toBeUndefined();
    setMockClock(Date.UTC(2026, 10, 22, 9, 0, 0));
    await closeSession(session.token);
    expect(await userOf(request(session.token))).toBeUndefined();
  });

  it('creates accounts that a reset forgets', async () => {
    const account = await createAccount({ email: 'ana@example.com', first_name: 'Ana', last_name: 'Cruz', country_key: 'ph' });
    expect(account.is_profile_completed).toBe(false);
    expect((await findAccountByEmail('ANA@example.com'))?.id).toBe(account.id);
    await resetDatabase();
    expect(await findAccountByEmail('ana@example.com')).toBeUndefined();
  });
});
