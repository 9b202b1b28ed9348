/**
 * One request's app on the server: its own store, translations and query cache, and the transport
 * settings its calls use (server/app.ts keeps them per request). The server calls the API as the
 * visitor would, without a guest session: public pages need none, and what needs one loads in the
 * browser once its background guest login is done (docs/decisions/0010-server-rendering.md).
 */
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { TransportConfig } from '@sdk/transport';
import { reportServerReply } from '../lib/error-reporting';
import type { AppEnv } from '../lib/env';
import { createI18n } from '../lib/i18n';
import { parseHostMap, resolveCountry } from '../lib/resolve-country';
import { splitLanguageFromPath } from '../lib/resolve-language';
import type { RouteContext } from '../lib/route-context';
import { readSessionCookies } from '../lib/session/session-cookies';
import { getDeviceType } from '../lib/device-id';
import { countryAtom, deviceTypeAtom, deviceUuidAtom, languageAtom, sessionAtom, siteOriginAtom } from '../lib/session-atoms';
import { requestHeaders } from '../lib/transport-setup';

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

export async function createServerApp({ env, request, apiBaseUrls, deviceUuid, extraHeaders = {} }: ServerAppInput): Promise<{ app: RouteContext; transport: TransportConfig }> {
  const url = new URL(request.url);
  const store = createStore();
  store.set(countryAtom, resolveCountry(request.headers.get('host') ?? url.host, parseHostMap(env.VITE_COUNTRY_HOSTS)));
  const { language } = splitLanguageFromPath(url.pathname);
  store.set(languageAtom, language);
  store.set(deviceUuidAtom, deviceUuid);
  store.set(deviceTypeAtom, getDeviceType(request.headers.get('user-agent') ?? ''));
  store.set(siteOriginAtom, url.origin);
  const signedIn = readSessionCookies(request.headers.get('cookie') ?? '');
  if (signedIn) store.set(sessionAtom, { kind: 'user', sessionId: signedIn.sessionId, user: signedIn.user });
  const i18n = await createI18n(language);
  // One try per request: a failure is rendered as the page's error state (not fetched again on render,
  // which would show "loading" in the HTML and the error in the browser), and the browser can retry.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 60_000 } } });
  const transport: TransportConfig = {
    baseUrls: apiBaseUrls,
    getHeaders: () => ({ ...requestHeaders(store), ...extraHeaders }),
    onServerError: reportServerReply,
  };
  return { app: { store, i18n, queryClient }, transport };
}
