/** The provider half of social sign-in and Singpass, as the mock provider pages do it, for the contract suites. */
import { generateSocialAuthoriseUrl, loginWithSocial, type SocialLoginRequest } from '../../sdk/generated/auth/hooks';
import { exchangeSingpassCode, generateSingpassAuthoriseUrl } from '../../sdk/generated/singpass/hooks';
import { base64Url, newRoundTrip, type PublicClientRoundTrip } from '../../sdk/pkce';

/** The registered callback of a provider (the mocks accept only these). */
export const socialCallback = (provider: SocialLoginRequest['social_type']) => `https://www.jobchat.example/get-started/social/${provider}/callback`;
export const SOCIAL_CALLBACK = socialCallback('google');
/** The app's Singpass callback on a loopback origin, where the mock provider returns by default (mocks/handlers/account/redirect-origins.ts). */
export const SINGPASS_CALLBACK = 'http://sg.localhost/singpass/callback';

export interface SocialIdentity {
  user_id: string;
  email?: string;
  first_name: string;
  last_name: string;
}

/** The code the mock social provider page returns: the identity plus what it was sent, as base64url JSON. */
export function socialCode(identity: SocialIdentity, trip: PublicClientRoundTrip, redirectUri = SOCIAL_CALLBACK, claims: Record<string, unknown> = {}): string {
  const payload = { ...identity, state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, redirect_uri: redirectUri, ...claims };
  return base64Url(new TextEncoder().encode(JSON.stringify(payload)));
}

/** The loginWithSocial request of a finished round trip. */
export function socialRequest(provider: SocialLoginRequest['social_type'], trip: PublicClientRoundTrip, code: string): SocialLoginRequest {
  return { social_type: provider, code, state: trip.state, code_verifier: trip.codeVerifier, redirect_uri: socialCallback(provider), source: 'web' };
}

/** The app's first step: a fresh round trip registered with generateSocialAuthoriseUrl (its state now exists). */
export async function startSocialRoundTrip(provider: SocialLoginRequest['social_type'], redirectUri = socialCallback(provider)): Promise<PublicClientRoundTrip> {
  const trip = await newRoundTrip();
  await generateSocialAuthoriseUrl(provider, {
    state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256', redirect_uri: redirectUri,
  });
  return trip;
}

/** A whole social sign-in: a round trip the app started, the provider's code, loginWithSocial. */
export async function signInWithSocial(provider: SocialLoginRequest['social_type'], identity: SocialIdentity) {
  const trip = await startSocialRoundTrip(provider);
  return loginWithSocial(socialRequest(provider, trip, socialCode(identity, trip, socialCallback(provider))));
}

/** S01 with a fresh round trip. */
export async function authoriseSingpass(options: RequestInit) {
  const trip = await newRoundTrip();
  const request = { redirect_uri: SINGPASS_CALLBACK, state: trip.state, nonce: trip.nonce, code_challenge: trip.codeChallenge, code_challenge_method: 'S256' as const };
  const { authorise_url: url } = await generateSingpassAuthoriseUrl(request, options);
  return { trip, url: new URL(url) };
}

/** S01 and the callback's code exchange: the identity result. */
export async function completeSingpass(options: RequestInit, code = 'mock-citizen') {
  const { trip } = await authoriseSingpass(options);
  const result = await exchangeSingpassCode({ code, state: trip.state, code_verifier: trip.codeVerifier, redirect_uri: SINGPASS_CALLBACK }, options);
  return { trip, result };
}
