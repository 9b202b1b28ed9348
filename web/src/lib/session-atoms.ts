/** Client state shared by every feature: the site (country, language), the device and the session. */
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { atom } from './app-jotai';
import type { DeviceType } from './device-id';
import { DEFAULT_COUNTRY, type CountryKey } from './countries';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

export const countryAtom = atom<CountryKey>(DEFAULT_COUNTRY);
export const languageAtom = atom<LanguageCode>(DEFAULT_LANGUAGE);
export const deviceUuidAtom = atom<string>('');
/** Mobile web or not, from the user agent of the request (server) or the browser (spec section 5). */
export const deviceTypeAtom = atom<DeviceType>('web');
/** The origin the page was asked for (the server render's request, the browser's location). */
export const siteOriginAtom = atom<string>('http://localhost');

export type Session =
  | { kind: 'none' }
  | { kind: 'guest'; token: string; guestId: number }
  | { kind: 'user'; sessionId: string; user: SessionUser };

export const sessionAtom = atom<Session>({ kind: 'none' });

/** Set when the user's session ends (sign-out, expiry): the page is leaving, with a full load. */
export const sessionEndedAtom = atom(false);

/** Country, language and user: the first element of every query key (lib/query-scope.ts). */
export interface QueryScope {
  readonly country: CountryKey;
  readonly language: LanguageCode;
  readonly user: SessionUser['id'] | 'anonymous';
}

/** The signed-in user's id, or 'anonymous' for a guest and before the guest login. */
const scopeUserAtom = atom((get): QueryScope['user'] => {
  const session = get(sessionAtom);
  return session.kind === 'user' ? session.user.id : 'anonymous';
});

/**
 * Scope for query keys: switching country, language or user starts a fresh cache scope. Jotai keeps a
 * derived value while the atoms it read keep theirs, so the guest login (none → guest, still
 * 'anonymous') hands components the same scope object and renders nothing again.
 */
export const queryScopeAtom = atom((get): QueryScope => ({ country: get(countryAtom), language: get(languageAtom), user: get(scopeUserAtom) }));
