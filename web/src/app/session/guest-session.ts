/**
 * Guest sessions (spec section 4): with no stored session, a guest login is made with guest_role
 * jobseeker and the device uuid; its token is kept in local storage until it expires.
 */
import { loginAsGuest, type GuestLoginRequest } from '@sdk/generated/auth/hooks';
import type { AppStore } from '../../lib/app-jotai';
import { getDeviceType } from '../../lib/device-id';
import { getCountry } from '../../lib/countries';
import { getLanguage } from '../../lib/languages';
import { readSessionCookies } from '../../lib/session/session-cookies';
import { countryAtom, deviceUuidAtom, languageAtom, sessionAtom } from '../../lib/session-atoms';

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
  const signedIn = readSessionCookies();
  if (signedIn) {
    store.set(sessionAtom, { kind: 'user', sessionId: signedIn.sessionId, user: signedIn.user });
    return;
  }
  const guest = readStoredGuest(storage, now);
  if (guest) store.set(sessionAtom, { kind: 'guest', token: guest.token, guestId: guest.guestId });
}

/** Makes a guest login when there is no session at all. Resolves whether or not it succeeded. */
export async function ensureGuestSession(store: AppStore, storage: Storage, now = Date.now()): Promise<void> {
  if (store.get(sessionAtom).kind !== 'none') return;
  const reply = await loginAsGuest({
    guest_role: 'jobseeker',
    country_id: getCountry(store.get(countryAtom)).id as GuestLoginRequest['country_id'],
    language_id: getLanguage(store.get(languageAtom)).id as GuestLoginRequest['language_id'],
    device_name: typeof navigator === 'undefined' ? 'web' : navigator.userAgent.slice(0, 120),
    device_type: getDeviceType(),
    device_uuid: store.get(deviceUuidAtom),
  });
  const stored: StoredGuest = { token: reply.token, guestId: reply.guest_id, expiresAt: now + reply.expires_in * 1000 };
  storage.setItem(GUEST_KEY, JSON.stringify(stored));
  store.set(sessionAtom, { kind: 'guest', token: stored.token, guestId: stored.guestId });
}
