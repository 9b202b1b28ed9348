/**
 * The identity-login round trip (spec sections 2 and 4): before the provider page opens, the return
 * address (current path + showSingpassInfo=1) goes into a 3-day cookie; the provider comes back to
 * {origin}/singpass/callback, which exchanges the code (state, PKCE verifier, nonce checked) and sends
 * the opener (or this window) there. "Do it later" sets its own 3-day cookie.
 */
import { deleteCookie, readBrowserCookie, writeCookie } from '../../lib/cookies';
import { resolveRedirect } from '../../lib/session/redirects';
import { beginRoundTrip, takeRoundTrip, type RoundTrip } from '../../lib/session/round-trips';
import { redirectPolicy } from '../../lib/session/sign-in-navigation';
import { THREE_DAYS_MS } from '../../lib/session/session-cookies';

export const SHOW_INFO_PARAM = 'showSingpassInfo';
export const RETURN_COOKIE = 'singpass_return_url';
export const DO_LATER_COOKIE = 'singpass_do_later';
export const CALLBACK_PATH = '/singpass/callback';
/** What the callback pop-up posts to the window that opened it: finish the round trip (code, state), then go to `target`. */
export const RETURN_MESSAGE = 'jobchat:singpass-return';

export interface ReturnMessage {
  type: typeof RETURN_MESSAGE;
  target: string;
  code: string | null;
  state: string | null;
}

/** An in-app path by the redirect rule, or undefined (other hosts are never a return address). */
function inAppTarget(raw: string | null | undefined, origin: string): string | undefined {
  const decision = resolveRedirect(raw, redirectPolicy(), origin);
  return decision?.kind === 'in-app' ? decision.path : undefined;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** A return message from this origin, its target a safe in-app path; undefined for anything else. */
export function returnMessageOf(event: MessageEvent, origin: string): ReturnMessage | undefined {
  if (event.origin !== origin) return undefined;
  const data = event.data as Partial<ReturnMessage> | null;
  if (data?.type !== RETURN_MESSAGE || typeof data.target !== 'string') return undefined;
  const target = inAppTarget(data.target, origin);
  return target === undefined ? undefined : { type: RETURN_MESSAGE, target, code: textOrNull(data.code), state: textOrNull(data.state) };
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

/** The stored return address if it is a safe in-app target of `siteOrigin`; the cookie is used once. */
export function takeReturnAddress(siteOrigin: string): string | undefined {
  const stored = readBrowserCookie(RETURN_COOKIE);
  deleteCookie(RETURN_COOKIE);
  return inAppTarget(stored, siteOrigin);
}

export function rememberDoLater(): void {
  writeCookie(DO_LATER_COOKIE, '1', { maxAgeMs: THREE_DAYS_MS });
}

const ROUND_TRIP_KEY = 'jobchat.singpass-login';

/** A Singpass round trip (state, nonce, PKCE pair), kept where the pop-up's callback can take it back. */
export function beginSingpassTrip(redirectUri: string): Promise<RoundTrip<null>> {
  return beginRoundTrip(localStorage, ROUND_TRIP_KEY, redirectUri, null);
}

export function takeSingpassTrip(state: string | null): RoundTrip<null> | undefined {
  return takeRoundTrip<null>(localStorage, ROUND_TRIP_KEY, state);
}

export function callbackUrl(origin: string): string {
  return `${origin}${CALLBACK_PATH}`;
}

/**
 * The mock provider page's redirect_uri, as a provider checks a registered one: by the redirect rule it
 * must be this app, and its path the callback. Anything else (another host, "/%09/evil.com") is refused.
 */
export function safeProviderRedirect(raw: string | null, origin: string): string | undefined {
  const path = inAppTarget(raw, origin);
  return path !== undefined && new URL(path, origin).pathname === CALLBACK_PATH ? path : undefined;
}
