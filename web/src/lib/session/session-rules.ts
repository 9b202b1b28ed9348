/**
 * Signing in and out, and the 401 rule (spec sections 4 and 8), in one place for every feature:
 * - signed in: the session token and user go into the 30-day cookies and the session atom;
 * - logout: the server is told (failures do not keep anyone signed in), cookies cleared, chat told,
 *   then `/` — a full load, which is also the reload the spec asks for on `/` and `/get-started`;
 * - any 401 from any call: auth_status=expired, sessionid removed, chat told, `/get-started`.
 */
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { logOut } from './session-queries';
import type { AppStore } from '../app-jotai';
import { deviceTypeAtom, languageAtom, sessionAtom, sessionEndedAtom } from '../session-atoms';
import { clearSessionCookies, markSessionExpired, writeSessionCookies, writeUserCookie } from './session-cookies';
import { navigateHard, tellChatToLogOut } from './session-events';
import { withLanguage } from '../resolve-language';

export function applySignIn(store: AppStore, sessionId: string, user: SessionUser): void {
  writeSessionCookies({ sessionId, user });
  store.set(sessionAtom, { kind: 'user', sessionId, user });
}

/** After email or mobile verification, profile completion: the user cookie follows the server's user. */
export function updateSessionUser(store: AppStore, patch: Partial<SessionUser>): void {
  const session = store.get(sessionAtom);
  if (session.kind !== 'user') return;
  const user = { ...session.user, ...patch };
  writeUserCookie(user);
  store.set(sessionAtom, { ...session, user });
}

export async function signOut(store: AppStore): Promise<void> {
  const session = store.get(sessionAtom);
  if (session.kind === 'user') {
    await logOut({ session: session.sessionId, source: store.get(deviceTypeAtom) }).catch(() => undefined);
  }
  clearSessionCookies();
  tellChatToLogOut();
  store.set(sessionEndedAtom, true);
  store.set(sessionAtom, { kind: 'none' });
  navigateHard(withLanguage('/', store.get(languageAtom)));
}

let expiring = false;

/** The 401 rule; several calls failing together sign out once. */
export function expireSession(store: AppStore): void {
  if (expiring) return;
  expiring = true;
  markSessionExpired();
  tellChatToLogOut();
  store.set(sessionEndedAtom, true);
  store.set(sessionAtom, { kind: 'none' });
  navigateHard(withLanguage('/get-started', store.get(languageAtom)));
  queueMicrotask(() => {
    expiring = false;
  });
}
