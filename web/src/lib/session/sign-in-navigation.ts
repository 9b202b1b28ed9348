/**
 * What every sign-in method shares once it has a session: the redirect target of the page (followed
 * only when the one redirect rule, resolveRedirect, allows it), links between methods that keep it, and leaving the page by
 * the routing rule — in-app paths through the router, absolute URLs (allowed hosts, the W03 handoff) as
 * a full page load.
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { useAtomValue } from '../app-jotai';
import { env } from '../env';
import { languageAtom, siteOriginAtom } from '../session-atoms';
import { afterSignInPath, redirectPolicyFrom, safeRedirectTarget } from './redirects';
import { navigateHard } from './session-events';

/** The redirect rule's settings, read when used (the deployment's settings arrive at start-up). */
export function redirectPolicy() {
  return redirectPolicyFrom(env, { development: import.meta.env.DEV });
}

/** The page's `redirect` query when it is safe to follow, else undefined. */
export function useRedirectTarget(): string | undefined {
  const [params] = useSearchParams();
  const siteOrigin = useAtomValue(siteOriginAtom);
  return safeRedirectTarget(params.get('redirect'), redirectPolicy(), siteOrigin);
}

/** `path` with the (already safe) redirect target kept, so moving between sign-in methods never loses it. */
export function withRedirect(path: string, redirect: string | undefined): string {
  if (!redirect) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ redirect }).toString()}`;
}

/** Leaves the sign-in page for where the routing rule sends this user. */
export function useLeaveAfterSignIn(): (user: SessionUser, redirect: string | undefined) => void {
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const siteOrigin = useAtomValue(siteOriginAtom);
  return useCallback(
    (user, redirect) => {
      const target = afterSignInPath(user, redirect, language, redirectPolicy(), siteOrigin);
      if (/^https?:\/\//i.test(target)) navigateHard(target);
      else void navigate(target, { replace: true });
    },
    [navigate, language, siteOrigin],
  );
}
