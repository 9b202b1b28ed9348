/**
 * What every sign-in method here does once the server answers with a session (spec section 4): the
 * session goes into the cookies and the session atom, then the routing rule picks where to land —
 * in-app paths through the router, absolute URLs (allowed hosts, the W03 handoff) as a full page load.
 */
import { useCallback } from 'react';
import type { SignInReply } from '@sdk/generated/auth/hooks';
import { useStore } from '../../lib/app-jotai';
import { useLeaveAfterSignIn } from '../../lib/session/sign-in-navigation';
import { applySignIn } from '../../lib/session/session-rules';

/** Signs in with a session reply and leaves the page. `redirect` is the raw target (from the URL or kept state). */
export function useFinishSignIn(): (reply: SignInReply, redirect: string | undefined) => void {
  const store = useStore();
  const leave = useLeaveAfterSignIn();
  return useCallback(
    (reply, redirect) => {
      applySignIn(store, reply.token, reply.user);
      leave(reply.user, redirect);
    },
    [store, leave],
  );
}
