/**
 * After any sign-in reply: a two-factor challenge first asks for the safety code; otherwise the session
 * is applied (30-day cookies, session atom) and the routing rule decides where to go — an absolute URL
 * (allowed host, or the W03 handoff) is a full page load, an in-app path a router navigation. A session
 * without an email is first offered to connect one.
 */
import { useCallback } from 'react';
import type { SessionUser, SignInReply, TwoFactorChallenge } from '@sdk/generated/auth/hooks';
import { useStore } from '../../lib/app-jotai';
import { useLeaveAfterSignIn } from '../../lib/session/sign-in-navigation';
import { applySignIn } from '../../lib/session/session-rules';

export type SignInStage =
  | { kind: 'forms' }
  | { kind: 'two-factor'; challenge: TwoFactorChallenge }
  | { kind: 'connect-email'; user: SessionUser }
  | { kind: 'leaving' };

export function useSignInFlow(redirect: string | undefined) {
  const store = useStore();
  const leaveFor = useLeaveAfterSignIn();
  const leave = useCallback((user: SessionUser) => leaveFor(user, redirect), [leaveFor, redirect]);

  /** Takes a sign-in reply and says which stage the page shows next. */
  const accept = useCallback(
    (reply: SignInReply): SignInStage => {
      if (reply.two_factor) return { kind: 'two-factor', challenge: reply.two_factor };
      applySignIn(store, reply.token, reply.user);
      if (!reply.user.email) return { kind: 'connect-email', user: reply.user };
      leave(reply.user);
      return { kind: 'leaving' };
    },
    [leave, store],
  );

  return { accept, leave, store };
}
