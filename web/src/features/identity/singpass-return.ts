/**
 * The identity-login round trip (spec sections 2 and 4): before the provider page opens, the return
 * address (current path + showSingpassInfo=1) goes into a 3-day cookie; the provider comes back to
 * {origin}/singpass/callback, which sends the opener (or this window) there. "Do it later" sets its
 * own 3-day cookie.
 */
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';
import { env } from '../../lib/env';
import { redirectPolicyFrom, safeRedirectTarget } from '../../lib/session/redirects';
import { THREE_DAYS_MS } from '../../lib/session/session-cookies';

export const SHOW_INFO_PARAM = 'showSingpassInfo';
export const RETURN_COOKIE = 'singpass_return_url';
export const DO_LATER_COOKIE = 'singpass_do_later';
export const CALLBACK_PATH = '/singpass/callback';
/** What the callback pop-up posts to the window that opened it: go to `target` in the app. */
export const RETURN_MESSAGE = 'jobchat:singpass-return';

export interface ReturnMessage {
  type: typeof RETURN_MESSAGE;
  target: string;
}

/** A return message from this origin, its target a safe in-app path; undefined for anything else. */
export function returnTargetOf(event: MessageEvent, origin: string): string | undefined {
  if (event.origin !== origin) return undefined;
  const data = event.data as Partial<ReturnMessage> | null;
  if (data?.type !== RETURN_MESSAGE || typeof data.target !== 'string' || !data.target.startsWith('/')) return undefined;
  return safeRedirectTarget(data.target, redirectPolicyFrom(env));
}

/** `pathname?search` with showSingpassInfo=1 (any earlier showSingpassInfo replaced). */
export function returnAddress(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SHOW_INFO_PARAM);
  params.set(SHOW_INFO_PARAM, '1');
  return `${pathname}?${params.toString()}`;
}

/** The same address without showSingpassInfo (other params kept). */
export function withoutShowInfo(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SHOW_INFO_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function storeReturnAddress(address: string): void {
  writeCookie(RETURN_COOKIE, address, { maxAgeMs: THREE_DAYS_MS });
}

/** The stored return address if it is a safe in-app target; the cookie is used once. */
export function takeReturnAddress(): string | undefined {
  const stored = readCookie(RETURN_COOKIE);
  deleteCookie(RETURN_COOKIE);
  return safeRedirectTarget(stored, redirectPolicyFrom(env));
}

export function rememberDoLater(): void {
  writeCookie(DO_LATER_COOKIE, '1', { maxAgeMs: THREE_DAYS_MS });
}

export function callbackUrl(origin: string): string {
  return `${origin}${CALLBACK_PATH}`;
}

/**
 * A redirect_uri taken from the provider page's URL: same-origin addresses become in-app paths; others
 * only when safeRedirectTarget allows their host.
 */
export function safeProviderRedirect(raw: string | null, origin: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, origin);
    if (url.origin === origin) return safeRedirectTarget(`${url.pathname}${url.search}`, redirectPolicyFrom(env));
  } catch {
    return undefined;
  }
  return safeRedirectTarget(raw, redirectPolicyFrom(env));
}
