/**
 * The social round trip: a random `state` kept in sessionStorage (with the provider and the redirect
 * target) goes to the provider and must come back unchanged, so a callback URL made elsewhere cannot
 * sign anyone in.
 */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

const STORAGE_KEY = 'jobchat.social-login';

export interface PendingSocialLogin {
  state: string;
  provider: SocialProvider;
  redirect?: string;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function startSocialLogin(provider: SocialProvider, redirect: string | undefined): PendingSocialLogin {
  const pending: PendingSocialLogin = { state: randomState(), provider, ...(redirect ? { redirect } : {}) };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  return pending;
}

/** The pending login if `state` and the provider match it; it is used up either way (one callback per start). */
export function takeSocialLogin(provider: SocialProvider, state: string | null): PendingSocialLogin | undefined {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  if (!raw || !state) return undefined;
  try {
    const pending = JSON.parse(raw) as PendingSocialLogin;
    return pending.state === state && pending.provider === provider ? pending : undefined;
  } catch {
    return undefined;
  }
}
