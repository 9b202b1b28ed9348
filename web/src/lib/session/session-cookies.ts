/**
 * The signed-in session as the spec keeps it (sections 3 and 9): a `user` cookie with the session user,
 * `sessionid` with the session token, both for 30 days; `auth_status` says why a session ended.
 */
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { deleteCookie, readCookie, writeCookie } from '../cookies';

export const SESSION_COOKIE_MS = 2_592_000_000;
/** The identity-verification return address and "do it later" cookies live 3 days. */
export const THREE_DAYS_MS = 259_200_000;

export const COOKIE = {
  user: 'user',
  sessionId: 'sessionid',
  authStatus: 'auth_status',
  experiment: 'experiment',
  imAuthSid: 'im_auth_sid',
  remindCompleteResume: 'remind_user_complete_resume',
  utmCampaign: 'utmCampaign',
} as const;

/** Cookies that belong to a signed-in user and go with them on logout. */
const USER_COOKIES = [COOKIE.user, COOKIE.sessionId, COOKIE.experiment, COOKIE.imAuthSid, COOKIE.remindCompleteResume];

export interface StoredSession {
  sessionId: string;
  user: SessionUser;
}

/** From `cookieHeader`: the request's Cookie header on the server, document.cookie in the browser. */
export function readSessionCookies(cookieHeader: string): StoredSession | undefined {
  const sessionId = readCookie(COOKIE.sessionId, cookieHeader);
  const raw = readCookie(COOKIE.user, cookieHeader);
  if (!sessionId || !raw) return undefined;
  try {
    const user = JSON.parse(raw) as SessionUser;
    return typeof user?.id === 'number' ? { sessionId, user } : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionCookies({ sessionId, user }: StoredSession): void {
  writeCookie(COOKIE.sessionId, sessionId, { maxAgeMs: SESSION_COOKIE_MS });
  writeCookie(COOKIE.user, JSON.stringify(user), { maxAgeMs: SESSION_COOKIE_MS });
  deleteCookie(COOKIE.authStatus);
}

/** Updates the user cookie (email or mobile verified, profile completed) keeping its lifetime rule. */
export function writeUserCookie(user: SessionUser): void {
  writeCookie(COOKIE.user, JSON.stringify(user), { maxAgeMs: SESSION_COOKIE_MS });
}

export function clearSessionCookies(): void {
  for (const name of USER_COOKIES) deleteCookie(name);
}

/** The 401 rule's trace: auth_status=expired and no session id (the user cookie stays for "welcome back"). */
export function markSessionExpired(): void {
  writeCookie(COOKIE.authStatus, 'expired', { maxAgeMs: SESSION_COOKIE_MS });
  deleteCookie(COOKIE.sessionId);
}

/** The same trace as Set-Cookie headers, for a server reply (the server render met the 401). */
export function sessionExpiredSetCookies({ secure }: { secure: boolean }): string[] {
  const attributes = `; path=/; samesite=lax${secure ? '; secure' : ''}`;
  return [
    `${COOKIE.authStatus}=expired; max-age=${Math.round(SESSION_COOKIE_MS / 1000)}${attributes}`,
    `${COOKIE.sessionId}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes}`,
  ];
}
