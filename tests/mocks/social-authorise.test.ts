/**
 * generateSocialAuthoriseUrl (contracts/auth.yaml): the start of a social round trip is recorded and
 * answered with the provider page; a start without a usable state, an S256 challenge or a registered
 * callback is refused with 40001.
 */
import { describe, expect, it } from 'vitest';
import { generateSocialAuthoriseUrl, type SocialAuthoriseRequest } from '../../sdk/generated/auth/hooks';
import { newRoundTrip } from '../../sdk/pkce';
import { apiError, codeOf } from '../support/api-calls';
import { SOCIAL_CALLBACK } from '../support/provider-round-trips';

async function startRequest(redirectUri = SOCIAL_CALLBACK): Promise<SocialAuthoriseRequest> {
  const trip = await newRoundTrip();
  return { state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256', redirect_uri: redirectUri };
}

describe('generateSocialAuthoriseUrl', () => {
  it('answers the mock provider page with what a provider is sent', async () => {
    const request = await startRequest();
    const url = new URL((await generateSocialAuthoriseUrl('google', request)).authorise_url);
    expect(url.origin).toBe('https://www.jobchat.example');
    expect(url.pathname).toBe('/mock-provider/social');
    expect(Object.fromEntries(url.searchParams)).toEqual({ provider: 'google', ...request });
  });

  it('keeps the language of the callback for the in-app provider page', async () => {
    const request = await startRequest('http://localhost:5173/zh-cn/get-started/social/apple/callback');
    const url = new URL((await generateSocialAuthoriseUrl('apple', request)).authorise_url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5173/zh-cn/mock-provider/social');
  });

  it('refuses a missing or malformed state, and a state used before, with 40001', async () => {
    const request = await startRequest();
    const { state: _state, ...withoutState } = request;
    expect(await codeOf(generateSocialAuthoriseUrl('google', withoutState as SocialAuthoriseRequest))).toBe(40001);
    expect(await codeOf(generateSocialAuthoriseUrl('google', { ...request, state: 'short' }))).toBe(40001);
    await generateSocialAuthoriseUrl('google', request);
    const reused = await apiError(generateSocialAuthoriseUrl('google', { ...(await startRequest()), state: request.state }));
    expect(reused.code).toBe(40001);
    expect(Object.keys(reused.details?.fields ?? {})).toEqual(['state']);
  });

  it('refuses a missing nonce, a malformed code_challenge or another method than S256 with 40001', async () => {
    const request = await startRequest();
    const { nonce: _nonce, ...withoutNonce } = request;
    expect(await codeOf(generateSocialAuthoriseUrl('google', withoutNonce as SocialAuthoriseRequest))).toBe(40001);
    expect(await codeOf(generateSocialAuthoriseUrl('google', { ...request, code_challenge: request.code_challenge.slice(1) }))).toBe(40001);
    expect(await codeOf(generateSocialAuthoriseUrl('google', { ...request, code_challenge: `${request.code_challenge.slice(1)}=` }))).toBe(40001);
    const plain = { ...request, code_challenge_method: 'plain' } as unknown as SocialAuthoriseRequest;
    expect(await codeOf(generateSocialAuthoriseUrl('google', plain))).toBe(40001);
  });

  it.each([
    ['another site', 'https://evil.example/get-started/social/google/callback'],
    ['plain http off localhost', 'http://www.jobchat.example/get-started/social/google/callback'],
    ['a look-alike host', 'https://www.jobchat.example.evil.example/get-started/social/google/callback'],
    ['userinfo', 'https://www.jobchat.example@evil.example/get-started/social/google/callback'],
    ['another provider\'s callback', 'https://www.jobchat.example/get-started/social/apple/callback'],
    ['another path', 'https://www.jobchat.example/companies'],
    ['a query riding along', 'https://www.jobchat.example/get-started/social/google/callback?next=https://evil.example'],
    ['a script URL', 'javascript:alert(1)'],
  ])('refuses an unregistered redirect_uri (%s) with 40001 and records nothing', async (_case, redirectUri) => {
    const request = { ...(await startRequest()), redirect_uri: redirectUri };
    expect(await codeOf(generateSocialAuthoriseUrl('google', request))).toBe(40001);
    // Nothing was recorded: the same state still starts a registered round trip.
    await expect(generateSocialAuthoriseUrl('google', { ...request, redirect_uri: SOCIAL_CALLBACK })).resolves.toHaveProperty('authorise_url');
  });
});
