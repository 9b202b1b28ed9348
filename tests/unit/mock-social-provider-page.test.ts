/**
 * The mock social provider page of the mock HTTP server (started in-process on a spare port): it shows
 * the test identities only for an authorise the app recorded, and sends the browser back to the
 * recorded callback only, once, with a code loginWithSocial accepts with the round trip's verifier.
 */
import { describe, expect, it, vi } from 'vitest';
import { newRoundTrip, type PublicClientRoundTrip } from '../../sdk/pkce';
import { COMMON_HEADERS, mockHttpServerForFile } from '../support/mock-http-server';

const HEADERS = { ...COMMON_HEADERS, 'Content-Type': 'application/json' };
const CALLBACK = 'http://localhost:4173/get-started/social/google/callback';

vi.setConfig({ testTimeout: 20_000 });

const server = mockHttpServerForFile();

async function authorise(trip: PublicClientRoundTrip): Promise<URL> {
  const body = { state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256', redirect_uri: CALLBACK };
  const response = await fetch(`${server.origin}/api/auth/social/google/authorise-url`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return new URL(((await response.json()) as { data: { authorise_url: string } }).data.authorise_url);
}

const get = (url: URL | string) => fetch(url, { redirect: 'manual' });

describe('the mock social provider page over HTTP', () => {
  it('lists the test identities on the server\'s own origin and returns to the callback with a code that signs in', async () => {
    const trip = await newRoundTrip();
    const url = await authorise(trip);
    expect(url.origin).toBe(server.origin);
    const page = await get(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Mock Google sign-in</h1>');
    expect(html).toContain('Maria Santos');
    expect(html).not.toContain('<script');

    const answer = await get(`${server.origin}/mock-provider/social/authorize?state=${trip.state}&identity=maria`);
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('Location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe(trip.state);

    const login = { social_type: 'google', code: back.searchParams.get('code'), state: trip.state, code_verifier: trip.codeVerifier, redirect_uri: CALLBACK, source: 'web' };
    const signedIn = await fetch(`${server.origin}/api/auth/jobseekers/social-login`, { method: 'POST', headers: HEADERS, body: JSON.stringify(login) });
    const reply = (await signedIn.json()) as { code: number; data: { nonce: string; user: { email: string } } };
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ nonce: trip.nonce, user: { email: 'maria.santos@example.com' } });

    // One answer per authorise: the state cannot be replayed for a second code.
    expect((await get(`${server.origin}/mock-provider/social/authorize?state=${trip.state}&identity=maria`)).status).toBe(400);
  });

  it('refuses a page whose values are not the recorded ones, and an unknown state', async () => {
    const url = await authorise(await newRoundTrip());
    for (const [name, value] of [['redirect_uri', 'https://evil.example/get-started/social/google/callback'], ['nonce', 'another-nonce-of-22-chars'], ['provider', 'apple'], ['code_challenge_method', 'plain']]) {
      const tampered = new URL(url);
      tampered.searchParams.set(name!, value!);
      const page = await get(tampered);
      expect(page.status, name).toBe(400);
      expect(await page.text()).not.toContain('Maria Santos');
    }
    const unknown = await get(`${server.origin}/mock-provider/social/authorize?state=never-issued-state-value&identity=maria`);
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('Location')).toBeNull();
  });

  it('sends a cancel back to the callback as access_denied', async () => {
    const trip = await newRoundTrip();
    await authorise(trip);
    const answer = await get(`${server.origin}/mock-provider/social/authorize?state=${trip.state}&error=access_denied`);
    const back = new URL(answer.headers.get('Location') ?? '');
    expect(Object.fromEntries(back.searchParams)).toEqual({ state: trip.state, error: 'access_denied' });
  });
});
