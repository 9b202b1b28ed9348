/**
 * The one redirect rule (spec section 4, issue 8 section 3). Every redirect target taken from a URL, a
 * cookie, a message or a provider page goes through resolveRedirect: the browser's own URL parser
 * resolves it against the app's origin (so tabs, newlines, backslashes and encodings are read exactly as
 * the browser will read them), and the resulting origin is compared with the allowed ones: this app, the
 * company site (VITE_COMPANY_HOST) and VITE_REDIRECT_HOSTS. Anything else is refused and the caller falls
 * back to its in-app default. Other hosts are reached over https only (plain http only for localhost
 * hosts in development), because the company handoff carries the session id.
 */
import type { SessionUser } from '@sdk/generated/auth/hooks';
import type { AppEnv } from '../env';
import type { LanguageCode } from '../languages';
import { localHref } from '../local-href';
import { withLanguage } from '../resolve-language';

export interface RedirectPolicy {
  /** The company (employer) site's host; targets there get the W03 handoff. */
  companyHost: string;
  /** Other hosts a redirect may go to (the company host is always allowed). A leading "." allows subdomains. */
  allowedHosts: readonly string[];
  /** Development only: plain http is allowed to localhost hosts (`employer.localhost:5174`). */
  httpForLocalhost: boolean;
}

export type RedirectDecision =
  /** This app: a path (with query and hash) for the router, starting with exactly one "/". */
  | { kind: 'in-app'; path: string }
  /** The company site: reached through the login-redirect handoff. */
  | { kind: 'company'; url: string }
  /** Another allowed host. */
  | { kind: 'allowed'; url: string };

export function redirectPolicyFrom(
  appEnv: Pick<AppEnv, 'VITE_COMPANY_HOST' | 'VITE_REDIRECT_HOSTS'>,
  { development = false }: { development?: boolean } = {},
): RedirectPolicy {
  return {
    companyHost: appEnv.VITE_COMPANY_HOST.trim().toLowerCase(),
    allowedHosts: appEnv.VITE_REDIRECT_HOSTS.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
    httpForLocalhost: development,
  };
}

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => (entry.startsWith('.') ? host === entry.slice(1) || host.endsWith(entry) : host === entry));
}

const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
/** Characters no in-app path needs, and which browsers or routers would strip or turn into "/". */
const hasUnsafeChar = (text: string) => [...text].some((char) => char <= '\u001f' || char === '\u007f' || char === '\\');

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** An in-app path that stays in-app whoever reads it next (the router decodes it; a full load re-parses it). */
function inAppPath(url: URL, origin: string): string | undefined {
  const pathname = decoded(url.pathname);
  if (pathname === undefined || hasUnsafeChar(pathname) || pathname.startsWith('//')) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return new URL(pathname, origin).origin === origin ? path : undefined;
}

/**
 * The decision for a target, or undefined when it must not be followed (the caller uses its default).
 * `origin` is this site's (siteOriginAtom): the server render has no `location` to take it from.
 */
export function resolveRedirect(raw: string | null | undefined, policy: RedirectPolicy, origin: string): RedirectDecision | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin === origin) {
    const path = inAppPath(url, origin);
    return path === undefined ? undefined : { kind: 'in-app', path };
  }
  if (url.username || url.password) return undefined;
  const host = url.hostname;
  const overHttps = url.protocol === 'https:' || (url.protocol === 'http:' && policy.httpForLocalhost && isLocalhost(host));
  if (!overHttps) return undefined;
  if (host === policy.companyHost) return { kind: 'company', url: url.href };
  return hostAllowed(host, policy.allowedHosts) ? { kind: 'allowed', url: url.href } : undefined;
}

/** The target to keep or follow (a path for this app, an absolute URL for an allowed host), or undefined. */
export function safeRedirectTarget(raw: string | null | undefined, policy: RedirectPolicy, origin: string): string | undefined {
  const decision = resolveRedirect(raw, policy, origin);
  return decision?.kind === 'in-app' ? decision.path : decision?.url;
}

export function loginRedirectHandoffPath(language: LanguageCode, target: string): string {
  return withLanguage(`/jobseeker-login-redirect?redirectUrl=${encodeURIComponent(target)}`, language);
}

/** Where a signed-in user goes: an in-app path, or an absolute URL on an allowed host (a full page load). */
export function afterSignInPath(user: SessionUser, redirect: string | undefined, language: LanguageCode, policy: RedirectPolicy, origin: string): string {
  const decision = resolveRedirect(redirect, policy, origin);
  if (decision?.kind === 'in-app') return decision.path;
  if (decision?.kind === 'company') return loginRedirectHandoffPath(language, decision.url);
  if (decision?.kind === 'allowed') return decision.url;
  if (user.active_key === 1 && !user.is_profile_completed) return withLanguage('/jobseeker-complete-profile', language);
  return localHref(language, '/:lang?/onsite-job');
}
