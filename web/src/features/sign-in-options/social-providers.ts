/**
 * The social round trip of a public client: a random `state`, a `nonce` and a PKCE pair kept in
 * sessionStorage (with the provider and the redirect target); the state must come back unchanged, the
 * verifier goes with the code to loginWithSocial, and the reply must echo the nonce, so a callback URL
 * made elsewhere cannot sign anyone in.
 */
import { beginRoundTrip, takeRoundTrip, type RoundTrip } from '../../lib/session/round-trips';

export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

const STORAGE_KEY = 'jobchat.social-login';

export type PendingSocialLogin = RoundTrip<{ provider: SocialProvider; redirect?: string }>;

export function startSocialLogin(provider: SocialProvider, redirect: string | undefined, redirectUri: string): Promise<PendingSocialLogin> {
  return beginRoundTrip(sessionStorage, STORAGE_KEY, redirectUri, { provider, ...(redirect ? { redirect } : {}) });
}

/** The pending login if `state` was issued here for this provider; it is used up either way. */
export function takeSocialLogin(provider: SocialProvider, state: string | null): PendingSocialLogin | undefined {
  const pending = takeRoundTrip<PendingSocialLogin['data']>(sessionStorage, STORAGE_KEY, state);
  return pending?.data.provider === provider ? pending : undefined;
}
