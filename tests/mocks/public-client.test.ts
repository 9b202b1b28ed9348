/**
 * The web app is a public OAuth client (contracts/auth.yaml, contracts/singpass.yaml): password sign-in by
 * client id alone, and social sign-in and Singpass refused unless state, PKCE (S256) and nonce hold.
 */
import { describe, expect, it } from 'vitest';
import { setAllowedRedirectOrigins } from '../../mocks/handlers/account/redirect-origins';
import { SEED_PASSWORD, SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import { loginWithPassword, loginWithSocial } from '../../sdk/generated/auth/hooks';
import { exchangeSingpassCode, generateSingpassAuthoriseUrl, getSingpassUserInfo } from '../../sdk/generated/singpass/hooks';
import { newRoundTrip, s256CodeChallenge } from '../../sdk/pkce';
import { apiError, codeOf } from '../support/api-calls';
import { SINGPASS_CALLBACK, authoriseSingpass, socialCallback, socialCode, socialRequest, startSocialRoundTrip } from '../support/provider-round-trips';

const SINGAPORE = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.singapore}` } };
const MARIA = { user_id: 'google-maria', email: 'maria.santos@example.com', first_name: 'Maria', last_name: 'Santos' };

describe('password sign-in as a public client', () => {
  it('signs in with the client id and no secret, and refuses an unknown client id with 40002', async () => {
    const reply = await loginWithPassword({ login: 'maria.santos@example.com', password: SEED_PASSWORD, client_id: 2, source: 'web' });
    expect(reply.user.id).toBe(SEED_USERS.complete);
    expect(await codeOf(loginWithPassword({ login: 'maria.santos@example.com', password: SEED_PASSWORD, client_id: 7, source: 'web' }))).toBe(40002);
  });
});

describe('social sign-in: state, PKCE and nonce', () => {
  it('checks the RFC 7636 S256 transform', async () => {
    expect(await s256CodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('signs in with a code, its state and the matching verifier, and echoes the nonce', async () => {
    const trip = await startSocialRoundTrip('google');
    const reply = await loginWithSocial(socialRequest('google', trip, socialCode(MARIA, trip)));
    expect(reply).toMatchObject({ nonce: trip.nonce, user: { id: SEED_USERS.complete } });
  });

  it('refuses a missing state or verifier with 40001', async () => {
    const trip = await startSocialRoundTrip('google');
    const request = socialRequest('google', trip, socialCode(MARIA, trip));
    expect(await codeOf(loginWithSocial({ ...request, state: '' }))).toBe(40001);
    const { code_verifier: _dropped, ...withoutVerifier } = request;
    expect(await codeOf(loginWithSocial(withoutVerifier as typeof request))).toBe(40001);
  });

  it('refuses with 40002 a wrong verifier, another state, another redirect_uri, a code without a nonce, a forged code and a second use', async () => {
    const trip = await startSocialRoundTrip('google');
    const other = await startSocialRoundTrip('google');
    const code = socialCode(MARIA, trip);
    const request = socialRequest('google', trip, code);
    expect(await codeOf(loginWithSocial({ ...request, code_verifier: other.codeVerifier }))).toBe(40002);
    expect(await codeOf(loginWithSocial({ ...request, state: other.state }))).toBe(40002);
    expect(await codeOf(loginWithSocial({ ...request, redirect_uri: 'https://evil.example/callback' }))).toBe(40002);
    expect(await codeOf(loginWithSocial({ ...request, code: socialCode(MARIA, trip, undefined, { nonce: undefined }) }))).toBe(40002);
    expect(await codeOf(loginWithSocial({ ...request, code: 'not-a-provider-code' }))).toBe(40002);
    await loginWithSocial(request);
    expect(await codeOf(loginWithSocial(request))).toBe(40002);
  });

  it('refuses with 40002 a state the app never started, or started for another provider or nonce', async () => {
    const never = await newRoundTrip();
    expect(await codeOf(loginWithSocial(socialRequest('google', never, socialCode(MARIA, never))))).toBe(40002);
    const apple = await startSocialRoundTrip('apple');
    const appleCode = socialCode(MARIA, apple, socialCallback('apple'));
    expect(await codeOf(loginWithSocial({ ...socialRequest('google', apple, appleCode), redirect_uri: socialCallback('apple') }))).toBe(40002);
    const trip = await startSocialRoundTrip('google');
    expect(await codeOf(loginWithSocial(socialRequest('google', trip, socialCode(MARIA, trip, undefined, { nonce: 'another-nonce-another-nonce' }))))).toBe(40002);
  });
});

describe('Singpass: state, PKCE and nonce', () => {
  it('puts the state, nonce and challenge on the provider page and echoes the nonce from the exchange', async () => {
    const { trip, url } = await authoriseSingpass(SINGAPORE);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256' });
    const result = await exchangeSingpassCode({ code: 'mock-citizen', state: trip.state, code_verifier: trip.codeVerifier, redirect_uri: SINGPASS_CALLBACK }, SINGAPORE);
    expect(result.nonce).toBe(trip.nonce);
    expect(await getSingpassUserInfo(SINGAPORE)).toMatchObject({ id: result.id });
  });

  it('refuses an authorise without state, nonce or an S256 challenge, or with a state used before, with 40001', async () => {
    const trip = await newRoundTrip();
    const request = { redirect_uri: SINGPASS_CALLBACK, state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256' as const };
    for (const broken of [{ state: '' }, { nonce: 'short' }, { code_challenge: 'plain-verifier' }, { code_challenge_method: 'plain' }]) {
      expect(await codeOf(generateSingpassAuthoriseUrl({ ...request, ...broken } as typeof request, SINGAPORE))).toBe(40001);
    }
    await generateSingpassAuthoriseUrl(request, SINGAPORE);
    expect(await codeOf(generateSingpassAuthoriseUrl(request, SINGAPORE))).toBe(40001);
  });

  it('registers a return address on a loopback origin or a configured one, and refuses any other with 40001', async () => {
    const authorise = async (redirectUri: string) => {
      const trip = await newRoundTrip();
      const request = { redirect_uri: redirectUri, state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256' as const };
      return generateSingpassAuthoriseUrl(request, SINGAPORE);
    };
    for (const allowed of ['http://localhost:4173/singpass/callback', 'https://127.0.0.1/singpass/callback', 'http://[::1]:8080/singpass/callback']) {
      expect(new URL((await authorise(allowed)).authorise_url).searchParams.get('redirect_uri'), allowed).toBe(allowed);
    }
    for (const hostile of ['https://evil.example/cb', 'https://localhost.evil.example/cb', 'http://localhost@evil.example/cb', 'https://qa.jobchat.example/singpass/callback']) {
      expect((await apiError(authorise(hostile))).details?.fields, hostile).toHaveProperty('redirect_uri');
    }
    setAllowedRedirectOrigins('https://qa.jobchat.example');
    try {
      expect((await authorise('https://qa.jobchat.example/singpass/callback')).authorise_url).toContain('redirect_uri=https%3A%2F%2Fqa.jobchat.example');
      expect((await apiError(authorise('http://qa.jobchat.example/singpass/callback'))).code).toBe(40001);
    } finally {
      setAllowedRedirectOrigins(undefined);
    }
  });

  it('refuses with 40002 an unknown state, a wrong verifier, another redirect_uri, a foreign code and a second exchange; S02 stays empty', async () => {
    const { trip } = await authoriseSingpass(SINGAPORE);
    const other = await newRoundTrip();
    const exchange = { code: 'mock-citizen', state: trip.state, code_verifier: trip.codeVerifier, redirect_uri: SINGPASS_CALLBACK };
    expect(await codeOf(exchangeSingpassCode({ ...exchange, state: other.state }, SINGAPORE))).toBe(40002);
    expect(await codeOf(exchangeSingpassCode({ ...exchange, code_verifier: other.codeVerifier }, SINGAPORE))).toBe(40002);
    expect(await codeOf(exchangeSingpassCode({ ...exchange, redirect_uri: 'https://evil.example/singpass/callback' }, SINGAPORE))).toBe(40002);
    expect(await codeOf(exchangeSingpassCode({ ...exchange, code: 'https://evil.example' }, SINGAPORE))).toBe(40002);
    expect(await getSingpassUserInfo(SINGAPORE)).toEqual({});
    await exchangeSingpassCode(exchange, SINGAPORE);
    expect(await codeOf(exchangeSingpassCode(exchange, SINGAPORE))).toBe(40002);
  });
});
