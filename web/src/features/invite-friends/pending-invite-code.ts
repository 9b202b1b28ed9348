/**
 * A friend's invite code from an invitation link (`/get-started?invite_code=JCJAG1`, or `?invite=`), kept in a cookie
 * through the sign-up's redirects (social providers, magic links opened in another tab) until the new
 * account exists. A code is 4 to 16 letters and digits (AcceptInviteCodeRequest).
 */
import { deleteCookie, readBrowserCookie, writeCookie } from '../../lib/cookies';

/** The contract's invitation links use `invite_code`; the short `invite` is read too. */
const INVITE_CODE_PARAMS = ['invite_code', 'invite'] as const;
const COOKIE = 'pending_invite_code';
const KEEP_MS = 7 * 24 * 60 * 60_000;
const CODE = /^[A-Za-z0-9]{4,16}$/;

/** The code as the server takes it (upper case), or undefined when it cannot be one. */
export function normalizeInviteCode(code: string | null | undefined): string | undefined {
  const trimmed = code?.trim() ?? '';
  return CODE.test(trimmed) ? trimmed.toUpperCase() : undefined;
}

/** The code an invitation link carries in its query, if any. */
export function inviteCodeFromParams(params: URLSearchParams): string | undefined {
  return normalizeInviteCode(INVITE_CODE_PARAMS.map((name) => params.get(name)).find((code) => code !== null));
}

export function rememberInviteCode(code: string | undefined): void {
  const valid = normalizeInviteCode(code);
  if (valid) writeCookie(COOKIE, valid, { maxAgeMs: KEEP_MS });
}

/** The remembered code, left in place (the sign-up page names it; the handler takes it). */
export function peekInviteCode(): string | undefined {
  return readBrowserCookie(COOKIE);
}

/** The remembered code, forgotten as it is taken: it is used once, whatever the answer. */
export function takeInviteCode(): string | undefined {
  const code = readBrowserCookie(COOKIE);
  if (code !== undefined) deleteCookie(COOKIE);
  return code;
}
