/** Wires the SDK transport to the app's state: base URLs from the env, headers from the atoms. */
import { configureTransport } from '@sdk/transport';
import type { AppStore } from './app-jotai';
import { reportServerReply } from './error-reporting';
import { getCountry } from './countries';
import type { AppEnv } from './env';
import { getLanguage } from './languages';
import { countryAtom, deviceUuidAtom, languageAtom, sessionAtom } from './session-atoms';

export const ROLE_ID_JOBSEEKER = '1';

export function requestHeaders(store: AppStore): Record<string, string> {
  const session = store.get(sessionAtom);
  const headers: Record<string, string> = {
    'Role-Id': ROLE_ID_JOBSEEKER,
    'Country-Id': String(getCountry(store.get(countryAtom)).id),
    'Language-Id': String(getLanguage(store.get(languageAtom)).id),
    'Device-Uuid': store.get(deviceUuidAtom),
  };
  if (session.kind === 'guest') headers.Authorization = `Bearer ${session.token}`;
  if (session.kind === 'user') headers.Authorization = `Bearer ${session.sessionId}`;
  return headers;
}

/**
 * `onUnauthorized` runs once per 401 reply from any call (the app applies the spec's sign-out rule);
 * `beforeSend` is awaited before each call (the app makes calls wait for the visitor's session); replies
 * of status 500 and above go to the error reporter (off unless set up).
 */
export function setUpTransport(store: AppStore, appEnv: AppEnv, onUnauthorized?: () => void, beforeSend?: (url: string) => Promise<void> | undefined): void {
  configureTransport({
    baseUrls: { ...appEnv.VITE_API_BASE_URLS, default: appEnv.VITE_API_BASE_URL },
    getHeaders: () => requestHeaders(store),
    onUnauthorized,
    beforeSend,
    onServerError: reportServerReply,
  });
}
