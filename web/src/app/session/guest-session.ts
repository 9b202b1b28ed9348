/**
 * Guest sessions (spec section 4): with no stored session, a guest login is made with guest_role
 * jobseeker and the device uuid; its token is kept in local storage until it expires.
 */
import { isApiError } from '@sdk/api-error';
import type { GuestLoginRequest } from '@sdk/generated/auth/hooks';
import type { AppStore } from '../../lib/app-jotai';
import { getCountry } from '../../lib/countries';
import { getLanguage } from '../../lib/languages';
import { readSessionCookies } from '../../lib/session/session-cookies';
import { loginAsGuest } from '../../lib/session/session-queries';
import { countryAtom, deviceTypeAtom, deviceUuidAtom, languageAtom, sessionAtom, sessionEndedAtom } from '../../lib/session-atoms';

const GUEST_KEY = 'jobchat.guest_session';

interface StoredGuest {
  token: string;
  guestId: number;
  expiresAt: number;
}

function readStoredGuest(storage: Storage, now: number): StoredGuest | undefined {
  try {
    const parsed = JSON.parse(storage.getItem(GUEST_KEY) ?? 'null') as StoredGuest | null;
    return parsed && typeof parsed.token === 'string' && parsed.expiresAt > now ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A signed-in session from the cookies wins; otherwise a stored, unexpired guest token. */
export function restoreSession(store: AppStore, storage: Storage, now = Date.now()): void {
  const signedIn = readSessionCookies(document.cookie);
  if (signedIn) {
    store.set(sessionAtom, { kind: 'user', sessionId: signedIn.sessionId, user: signedIn.user });
    return;
  }
  const guest = readStoredGuest(storage, now);
  if (guest) store.set(sessionAtom, { kind: 'guest', token: guest.token, guestId: guest.guestId });
}

/** One guest login at a time per app: calls that wait for a session share it. */
const pendingLogins = new WeakMap<AppStore, Promise<void>>();

/** Makes a guest login when there is no session at all; rejects with its error when it fails. */
export function ensureGuestSession(store: AppStore, storage: Storage, now = Date.now()): Promise<void> {
  if (store.get(sessionAtom).kind !== 'none') return Promise.resolve();
  let pending = pendingLogins.get(store);
  if (!pending) {
    pending = loginGuest(store, storage, now).finally(() => pendingLogins.delete(store));
    pendingLogins.set(store, pending);
  }
  return pending;
}

const GUEST_LOGIN_PATH = /\/auth\/guest\/login$/;

/**
 * Run before every call (transport `beforeSend`): a call never goes out without a session. The guest
 * login starts in the background once the server-rendered page is on screen; a call made while it is
 * under way waits for it, and one made after it failed (offline at start-up) tries it again first. When that fails
 * because the network is down or too slow, the call fails with that error, so the screen says
 * "offline" or "took too long" instead of sending the call without a session and showing its "Please
 * log in" refusal. Other failures let the call go out as before: public pages work without a guest
 * session. Once the user's session has ended (sign-out, expiry) the page is leaving with a full load,
 * which starts afresh: calls made meanwhile are cancelled, never sent without their credentials.
 */
export function whenSessionReady(store: AppStore, storage: Storage, url: string): Promise<void> | undefined {
  if (store.get(sessionAtom).kind !== 'none' || GUEST_LOGIN_PATH.test(new URL(url).pathname)) return undefined;
  if (store.get(sessionEndedAtom)) return Promise.reject(new DOMException('The session ended; the page is reloading', 'AbortError'));
  return ensureGuestSession(store, storage).catch((error: unknown) => {
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) throw error;
  });
}

async function loginGuest(store: AppStore, storage: Storage, now: number): Promise<void> {
  const reply = await loginAsGuest({
    guest_role: 'jobseeker',
    country_id: getCountry(store.get(countryAtom)).id as GuestLoginRequest['country_id'],
    language_id: getLanguage(store.get(languageAtom)).id as GuestLoginRequest['language_id'],
    device_name: typeof navigator === 'undefined' ? 'web' : navigator.userAgent.slice(0, 120),
    device_type: store.get(deviceTypeAtom),
    device_uuid: store.get(deviceUuidAtom),
  });
  const stored: StoredGuest = { token: reply.token, guestId: reply.guest_id, expiresAt: now + reply.expires_in * 1000 };
  storage.setItem(GUEST_KEY, JSON.stringify(stored));
  store.set(sessionAtom, { kind: 'guest', token: stored.token, guestId: stored.guestId });
}
