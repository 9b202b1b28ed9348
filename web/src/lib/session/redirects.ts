/**
 * Where to go after signing in (spec section 4): a redirect target wins; targets on the company site
 * become login-redirect handoff URLs (screen W03); otherwise a new account that still needs its profile
 * goes to complete it, everyone else to /onsite-job. Targets taken from a URL are accepted only as
 * in-app paths or on allowed hosts, so a link cannot send a fresh session to a stranger's site.
 */
import type { SessionUser } from '@sdk/generated/auth/hooks';
import type { AppEnv } from '../env';
import type { LanguageCode } from '../languages';
import { withLanguage } from '../resolve-language';

export interface RedirectPolicy {
  /** The company (employer) site's host; targets there get the W03 handoff. */
  companyHost: string;
  /** Other hosts a redirect may go to (the company host is always allowed). A leading "." allows subdomains. */
  allowedHosts: readonly string[];
}

export function redirectPolicyFrom(appEnv: Pick<AppEnv, 'VITE_COMPANY_HOST' | 'VITE_REDIRECT_HOSTS'>): RedirectPolicy {
  return {
    companyHost: appEnv.VITE_COMPANY_HOST,
    allowedHosts: appEnv.VITE_REDIRECT_HOSTS.split(',').map((host) => host.trim()).filter(Boolean),
  };
}

function hostAllowed(host: string, policy: RedirectPolicy): boolean {
  return [policy.companyHost, ...policy.allowedHosts].some((allowed) =>
    allowed.startsWith('.') ? host === allowed.slice(1) || host.endsWith(allowed) : host === allowed,
  );
}

/** The target if it is safe to follow: an in-app path ("/job/x", not "//evil" or "/\\evil"), or http(s) on an allowed host. */
export function safeRedirectTarget(raw: string | null | undefined, policy: RedirectPolicy): string | undefined {
  const target = raw?.trim();
  if (!target) return undefined;
  if (target.startsWith('/')) return /^\/[/\\]/.test(target) ? undefined : target;
  try {
    const url = new URL(target);
    return (url.protocol === 'https:' || url.protocol === 'http:') && hostAllowed(url.hostname, policy) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function loginRedirectHandoffPath(language: LanguageCode, target: string): string {
  return withLanguage(`/jobseeker-login-redirect?redirectUrl=${encodeURIComponent(target)}`, language);
}

export function afterSignInPath(user: SessionUser, redirect: string | undefined, language: LanguageCode, policy: RedirectPolicy): string {
  if (redirect) {
    const onCompanySite = /^https?:\/\//.test(redirect) && new URL(redirect).hostname === policy.companyHost;
    return onCompanySite ? loginRedirectHandoffPath(language, redirect) : redirect;
  }
  if (user.active_key === 1 && !user.is_profile_completed) return withLanguage('/jobseeker-complete-profile', language);
  return withLanguage('/onsite-job', language);
}
