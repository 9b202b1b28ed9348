/**
 * Start-up of one page's app: the site (country from the host, language from the path), the device,
 * the session, the transport, translations and the query cache. In the browser it starts from the
 * state the server rendered with (app-state.tsx), and the guest login runs in the background: the
 * page is already on screen, and calls made meanwhile wait for it (guest-session.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { configureTransport } from '@sdk/transport';
import { appStore, type AppStore } from '../lib/app-jotai';
import { getDeviceType, getDeviceUuid } from '../lib/device-id';
import { installEnv, type AppEnv } from '../lib/env';
import { applyLanguage, createI18n, loadErrorMessages } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { waitBriefly } from '../lib/route-prefetch';
import { yieldToMain } from '../lib/yield-to-main';
import { splitLanguageFromPath } from '../lib/resolve-language';
import { countryAtom, deviceTypeAtom, deviceUuidAtom, languageAtom, sessionAtom, siteOriginAtom } from '../lib/session-atoms';
import { siteOfHost, siteOriginOf } from '../lib/site-origins';
import { setUpTransport } from '../lib/transport-setup';
import { startTrackingWhenNeeded } from '../lib/tracking/tracker-slot';
import { ensureGuestSession, restoreSession, whenSessionReady } from './session/guest-session';
import { expireSession } from '../lib/session/session-rules';
import { hydrateQueries, type AppState } from './app-state';
import { showErrorNotification } from './show-error';
import { startBrowserErrorReporting } from './error-reporting-setup';
import { signedInHeader } from '../features/shell/signed-in-header-lazy';

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
  /** The browser's user agent (tests pass a phone's). */
  userAgent?: string;
}

/** The tracker's own chunk (lib/tracking/tracker-slot.ts: loaded once someone is signed in). */
const loadTracker = () => import('../lib/tracking/start-tracking').then((module) => module.startTracking);

/** The longest a failed call waits for the error messages: a stalled connection may never bring them. */
const ERROR_MESSAGES_WAIT_MS = 3_000;

function connectTransport(store: AppStore, env: AppEnv, storage: Storage, i18n: I18n): void {
  // The 401 rule is about signed-in sessions; a guest whose token is refused simply stays a guest.
  setUpTransport(
    store,
    env,
    () => {
      if (store.get(sessionAtom).kind === 'user') expireSession(store);
    },
    (url) => whenSessionReady(store, storage, url),
  );
  // Pages do not carry the error messages (lib/i18n.ts): a failure reaches the screen, the form or the
  // dialog that describes it once they are loaded, never as a key.
  configureTransport({ beforeFailure: () => waitBriefly(loadErrorMessages(i18n), ERROR_MESSAGES_WAIT_MS) });
}

/**
 * The browser's app, from the state the server rendered the page with. It starts in several tasks
 * (yieldToMain), none long enough to hold a tap on a phone; the guest login and tracking start in one
 * after the app is handed to hydration.
 */
export async function startBrowserApp(state: AppState, storage: Storage, store: AppStore = appStore): Promise<AppContext> {
  installEnv(state.env);
  store.set(countryAtom, state.country);
  store.set(languageAtom, state.language);
  store.set(deviceTypeAtom, state.deviceType);
  store.set(sessionAtom, state.session);
  const siteOrigin = siteOriginOf(state.env, state.country);
  store.set(siteOriginAtom, siteOrigin);
  store.set(deviceUuidAtom, getDeviceUuid(storage));
  restoreSession(store, storage);
  // The header's signed-in parts are a chunk of their own: asked for now, not when hydration reaches them.
  if (store.get(sessionAtom).kind === 'user') void signedInHeader();
  startBrowserErrorReporting(store, state.env);
  await yieldToMain();
  const i18n = await createI18n(state.language, state.resources, { siteHost: new URL(siteOrigin).hostname });
  await applyLanguage(i18n, state.language);
  await yieldToMain();
  connectTransport(store, state.env, storage, i18n);
  const queryClient = createQueryClient((error) => showErrorNotification(store, i18n, error));
  hydrateQueries(queryClient, state);
  await yieldToMain();
  // The browser's number data loads in a worker, started by the page's entry (lib/number-data.ts): on the
  // main thread its load is a long task.
  void yieldToMain().then(() => {
    startTrackingWhenNeeded(store, storage, loadTracker);
    // Pages work without a session; a failed guest login is reported, not fatal. A call made before
    // it starts waits for it all the same (whenSessionReady).
    ensureGuestSession(store, storage).catch((error: unknown) => showErrorNotification(store, i18n, error));
  });
  await yieldToMain();
  return { store, i18n, queryClient };
}

/** For integration tests: the app as a browser starts it, without a server-rendered page. */
export async function bootstrapApp({ env, host, pathname, storage, store = appStore, userAgent = navigator.userAgent }: BootstrapInput): Promise<AppContext> {
  const { country, origin } = siteOfHost(env, host);
  const { language } = splitLanguageFromPath(pathname);
  installEnv(env);
  store.set(countryAtom, country);
  store.set(languageAtom, language);
  store.set(deviceTypeAtom, getDeviceType(userAgent));
  store.set(siteOriginAtom, origin);
  store.set(deviceUuidAtom, getDeviceUuid(storage));
  restoreSession(store, storage);
  startBrowserErrorReporting(store, env);
  const i18n = await createI18n(language, undefined, { siteHost: new URL(origin).hostname });
  await applyLanguage(i18n, language);
  connectTransport(store, env, storage, i18n);
  const queryClient = createQueryClient((error) => showErrorNotification(store, i18n, error));
  await ensureGuestSession(store, storage).catch((error: unknown) => showErrorNotification(store, i18n, error));
  startTrackingWhenNeeded(store, storage, loadTracker);
  return { store, i18n, queryClient };
}
