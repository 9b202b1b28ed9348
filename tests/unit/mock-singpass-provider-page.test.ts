/**
 * The mock Singpass provider page of the mock HTTP server (started in-process on a spare port, with a QA
 * origin in its MOCK_REDIRECT_ORIGINS setting): it sends the browser back with a code only to a loopback
 * or configured origin. S01 refuses any other return address, and the page refuses an authorise on one
 * even if it was somehow registered.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseRedirectOrigins } from '../../mocks/handlers/account/redirect-origins';
import { SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import { startSingpassAuthorise } from '../../mocks/state/auth-records';
import { newRoundTrip, type PublicClientRoundTrip } from '../../sdk/pkce';
import { mockHttpServerForFile, sessionHeaders } from '../support/mock-http-server';

const QA_ORIGIN = 'https://qa.jobchat.example';
const HOSTILE_CALLBACK = 'https://evil.example/cb';
const HEADERS = { ...sessionHeaders(SEED_SESSION_TOKENS.singapore), 'Content-Type': 'application/json' };

vi.setConfig({ testTimeout: 20_000 });

const server = mockHttpServerForFile({ redirectOrigins: QA_ORIGIN });

/** S01 for a fresh round trip and this return address. */
async function authorise(redirectUri: string): Promise<{ trip: PublicClientRoundTrip; status: number; body: { data?: { authorise_url: string }; errors?: { fields?: Record<string, string[]> } } }> {
  const trip = await newRoundTrip();
  const request = { redirect_uri: redirectUri, state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256' };
  const response = await fetch(`${server.origin}/api/auth/sg/singpass/generate-authorise-url`, { method: 'POST', headers: HEADERS, body: JSON.stringify(request) });
  return { trip, status: response.status, body: (await response.json()) as never };
}

/** The provider page's "Log in" as the citizen: where it sends the browser (null: nowhere) and its status. */
async function logIn(state: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${server.origin}/mock-provider/singpass/authorize?state=${state}&identity=citizen`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('Location') };
}

describe('the mock Singpass provider page over HTTP', () => {
  it.each([['a loopback origin', 'http://sg.localhost:4173/singpass/callback'], ['a configured origin', `${QA_ORIGIN}/singpass/callback`]])(
    'sends the browser back to %s with a code and the state',
    async (_label, callback) => {
      const { trip, status, body } = await authorise(callback);
      expect(status).toBe(200);
      const page = await fetch(body.data!.authorise_url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('TAN WEI LING');
      const back = await logIn(trip.state);
      expect(back.status).toBe(302);
      expect(back.location).toBe(`${callback}?code=mock-citizen&state=${trip.state}`);
    },
  );

  it('refuses a hostile return address at S01 (40001 naming it), and never sends the browser there', async () => {
    const { trip, status, body } = await authorise(HOSTILE_CALLBACK);
    expect(status).toBe(422);
    expect(Object.keys(body.errors?.fields ?? {})).toEqual(['redirect_uri']);
    expect(await logIn(trip.state)).toEqual({ status: 400, location: null });
  });

  it('refuses an authorise on a hostile origin that was registered without S01 (defence in depth)', async () => {
    const trip = await newRoundTrip();
    await startSingpassAuthorise(SEED_USERS.singapore, { state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, redirect_uri: HOSTILE_CALLBACK });
    const query = new URLSearchParams({ state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256', redirect_uri: HOSTILE_CALLBACK });
    const page = await fetch(`${server.origin}/mock-provider/singpass?${query.toString()}`);
    expect(page.status).toBe(400);
    expect(await page.text()).not.toContain('TAN WEI LING');
    expect(await logIn(trip.state)).toEqual({ status: 400, location: null });
  });
});

describe('the MOCK_REDIRECT_ORIGINS setting', () => {
  it('reads a comma-separated list of origins', () => {
    expect(parseRedirectOrigins(' https://qa.jobchat.example, http://QA2.example:8080/ ,')).toEqual(['https://qa.jobchat.example', 'http://qa2.example:8080']);
    expect(parseRedirectOrigins(undefined)).toEqual([]);
  });

  it.each(['qa.jobchat.example', 'https://qa.jobchat.example/app', 'ftp://qa.jobchat.example', 'https://user@qa.jobchat.example', 'https://qa.jobchat.example?x=1'])(
    'stops the server from starting with "%s", which is not an origin',
    (entry) => {
      expect(() => parseRedirectOrigins(entry)).toThrow(/MOCK_REDIRECT_ORIGINS/);
    },
  );
});
