/**
 * One request's app on the server: its own store, translations and query cache, and the transport
 * settings its calls use (server/app.ts keeps them per request, and disposes of the app when the
 * response closes). The server calls the API as the visitor would, without a guest session: public
 * pages need none, and what needs one loads in the browser once its background guest login is done
 * (docs/decisions/0010-server-rendering.md). The site (country and public origin) comes from the Host
 * header through the configured site origins, never from forwarded headers.
 */
import { createStore } from 'jotai';
import type { TransportConfig } from '@sdk/transport';
import { reportServerReply } from '../lib/error-reporting';
import type { AppEnv } from '../lib/env';
import { createI18n } from '../lib/i18n';
import { splitLanguageFromPath } from '../lib/resolve-language';
import type { RouteContext } from '../lib/route-context';
import { SERVER_PREFETCH_WAIT_MS } from '../lib/route-prefetch';
import { readSessionCookies } from '../lib/session/session-cookies';
import { getDeviceType } from '../lib/device-id';
import { countryAtom, deviceTypeAtom, deviceUuidAtom, languageAtom, sessionAtom, siteOriginAtom } from '../lib/session-atoms';
import { siteOfHost } from '../lib/site-origins';
import { requestHeaders } from '../lib/transport-setup';
import { ServerQueryClient } from './server-query-client';
import type { ServerRenderState } from './server-render-state';

/**
 * A server call gives up before the loaders stop waiting for it, so the page renders the failure (its
 * error state with a retry, answered 503) instead of a skeleton that says nothing to a crawler.
 */
export const SERVER_REQUEST_TIMEOUT_MS = SERVER_PREFETCH_WAIT_MS - 500;

export interface ServerAppInput {
  env: AppEnv;
  request: Request;
  /** Absolute API base URLs the server calls (it may reach the API by another address than browsers). */
  apiBaseUrls: TransportConfig['baseUrls'];
  /** The server's own device uuid (the contract wants one on every call). */
  deviceUuid: string;
  /** Extra headers on every call this request makes (the mock scenario header in development). */
  extraHeaders?: Record<string, string>;
}

export interface ServerApp {
  app: RouteContext;
  transport: TransportConfig;
  /** What the render learned besides its HTML (read by entry.server.tsx). */
  renderState: ServerRenderState;
  /**
   * Empties the query cache once the response is sent. Nothing else needs it: queries on the server set no
   * timer, the store and translations are held by nothing module-wide, so all of it goes with the request.
   */
  dispose(): void;
}

export async function createServerApp({ env, request, apiBaseUrls, deviceUuid, extraHeaders = {} }: ServerAppInput): Promise<ServerApp> {
  const url = new URL(request.url);
  const store = createStore();
  const site = siteOfHost(env, request.headers.get('host') ?? url.host);
  store.set(countryAtom, site.country);
  store.set(siteOriginAtom, site.origin);
  const { language } = splitLanguageFromPath(url.pathname);
  store.set(languageAtom, language);
  store.set(deviceUuidAtom, deviceUuid);
  store.set(deviceTypeAtom, getDeviceType(request.headers.get('user-agent') ?? ''));
  const signedIn = readSessionCookies(request.headers.get('cookie') ?? '');
  if (signedIn) store.set(sessionAtom, { kind: 'user', sessionId: signedIn.sessionId, user: signedIn.user });
  const i18n = await createI18n(language, undefined, { shareWithReact: false, siteHost: new URL(site.origin).hostname });
  // One try per request: a failure is rendered as the page's error state (not fetched again on render,
  // which would show "loading" in the HTML and the error in the browser), and the browser can retry.
  const queryClient = new ServerQueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 60_000 } } });
  const renderState: ServerRenderState = { sessionRefused: false };
  const transport: TransportConfig = {
    baseUrls: apiBaseUrls,
    getHeaders: () => ({ ...requestHeaders(store), ...extraHeaders }),
    onServerError: reportServerReply,
    // The spec's 401 rule, on the server: the reply clears the session and sends the visitor to sign in.
    onUnauthorized: () => {
      if (store.get(sessionAtom).kind === 'user') renderState.sessionRefused = true;
    },
    timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
  };
  const dispose = () => {
    queryClient.clear();
    queryClient.getMutationCache().clear();
  };
  return { app: { store, i18n, queryClient }, transport, renderState, dispose };
}
