/**
 * Start-up, in order: the site (country from the host, language from the path), the device, the
 * stored session, the transport, translations, the query cache. The mock worker starts before any
 * request when the build runs against mocks; in a production build that branch is removed.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { appStore, type AppStore } from '../lib/app-jotai';
import { getDeviceUuid } from '../lib/device-id';
import type { AppEnv } from '../lib/env';
import { applyLanguage, createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { parseHostMap, resolveCountry } from '../lib/resolve-country';
import { splitLanguageFromPath } from '../lib/resolve-language';
import { countryAtom, deviceUuidAtom, languageAtom, sessionAtom } from '../lib/session-atoms';
import { setUpTransport } from '../lib/transport-setup';
import { ensureGuestSession, restoreSession, whenSessionReady } from './session/guest-session';
import { expireSession } from '../lib/session/session-rules';
import { showErrorNotification } from './show-error';

export interface AppContext {
  store: AppStore;
  i18n: I18n;
  queryClient: QueryClient;
}

export interface BootstrapInput {
  env: AppEnv;
  host: string;
  pathname: string;
  storage: Storage;
  store?: AppStore;
}

export async function bootstrapApp({ env, host, pathname, storage, store = appStore }: BootstrapInput): Promise<AppContext> {
  const country = resolveCountry(host, parseHostMap(env.VITE_COUNTRY_HOSTS));
  const { language } = splitLanguageFromPath(pathname);
  store.set(countryAtom, country);
  store.set(languageAtom, language);
  store.set(deviceUuidAtom, getDeviceUuid(storage));
  restoreSession(store, storage);
  // The 401 rule is about signed-in sessions; a guest whose token is refused simply stays a guest.
  setUpTransport(
    store,
    env,
    () => {
      if (store.get(sessionAtom).kind === 'user') expireSession(store);
    },
    (url) => whenSessionReady(store, storage, url),
  );
  const i18n = await createI18n(language);
  // <html lang dir> from the first paint: the frame shows (in this language) before any route loads.
  await applyLanguage(i18n, language);
  const queryClient = createQueryClient((error) => showErrorNotification(store, i18n, error));
  // Pages work without a session; a failed guest login is reported, not fatal.
  await ensureGuestSession(store, storage).catch((error: unknown) => showErrorNotification(store, i18n, error));
  return { store, i18n, queryClient };
}
