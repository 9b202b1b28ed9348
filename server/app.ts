/**
 * The page server: every page rendered by React Router (web/src/app/entry.server.tsx) with the
 * request's own app (store, translations, query cache) and transport settings, kept for the request's
 * calls in AsyncLocalStorage. The production server (server/production.ts) and the dev server
 * (server/dev.ts) both mount it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import { RouterContextProvider } from 'react-router';
import { setTransportConfigSource, type TransportConfig } from '../sdk/transport';
import { appContext } from '../web/src/lib/route-context';
import { nonceContext } from '../web/src/app/request-nonce';
import { stylesheetTextContext, type StylesheetText } from '../web/src/app/inlined-stylesheets';
import { islandsEntryContext } from '../web/src/islands/islands-page';
import { reportContextOf } from '../web/src/app/error-reporting-setup';
import { createServerApp } from '../web/src/app/server-app';
import { serverRenderContext } from '../web/src/app/server-render-state';
import { createHttpReporter, reportThrown, setErrorReporter, type ErrorReportContext } from '../web/src/lib/error-reporting';
import { installEnv } from '../web/src/lib/env';
import { setServerSanitizer } from '../web/src/lib/sanitizer-module';
import type { RuntimeConfig } from './runtime-config';
import { sendToGeoLanguage } from './geo-language-redirect';
import { createSharedApiCache } from './shared-api-cache';
import { sanitizeServerHtml } from './sanitize-html-server';

const build = () => import('virtual:react-router/server-build');

// Server HTML (job descriptions, company pages) is sanitized here too, by sanitize-html with the browser's
// policy (no DOM, decision 0025); the pages read it through sanitizerModule() without waiting.
setServerSanitizer(sanitizeServerHtml);

/** The request being handled: its calls' transport settings, and what its error reports say about it. */
const requestScope = new AsyncLocalStorage<{ transport?: TransportConfig; report?: Omit<ErrorReportContext, 'side'> }>();

export interface PageHandlerOptions {
  config: RuntimeConfig;
  /** Extra headers on the API calls of one page's render (development: the mock scenarios). */
  extraApiHeaders?: (request: Request) => Record<string, string>;
  /** Off in development, where Vite's own inline scripts run. */
  contentSecurityPolicy: boolean;
  /**
   * Config lists fetched once per site and language and shared by every render (production). Off in
   * development, where QA forces codes on them and every render must ask the mocks.
   */
  shareConfigLists: boolean;
  /** The built stylesheets' text (production), inlined into each page's HTML; development has none. */
  stylesheetText?: StylesheetText;
  /** The islands' entry module as the browser loads it (decision 0027); without it every page hydrates as the app. */
  islandsEntry?: string;
}

/** Shared config lists live this long: labels change with a deployment of the API, not by the minute. */
const CONFIG_LISTS_TTL_MS = 10 * 60_000;
const CONFIG_LISTS_PATH = /\/config\/[a-z]+\/list$/;

/** Once per process: errors that end it (uncaught exceptions, unhandled rejections) are reported on the way out; Node's own behaviour stays. */
const PROCESS_MONITOR = Symbol.for('jobchat.reportProcessErrors');
function reportProcessErrors(): void {
  const flags = globalThis as unknown as Record<symbol, boolean>;
  if (flags[PROCESS_MONITOR]) return;
  flags[PROCESS_MONITOR] = true;
  process.on('uncaughtExceptionMonitor', (error, origin) => reportThrown(origin === 'unhandledRejection' ? 'unhandled-rejection' : 'uncaught-error', error));
}

export function createPageHandler({ config, extraApiHeaders, contentSecurityPolicy, shareConfigLists, stylesheetText, islandsEntry }: PageHandlerOptions): RequestHandler {
  installEnv(config.env);
  setTransportConfigSource(() => requestScope.getStore()?.transport);
  reportProcessErrors();
  setErrorReporter(config.serverErrorReportUrl ? createHttpReporter(config.serverErrorReportUrl) : null, () => ({ side: 'server', ...requestScope.getStore()?.report }));
  const sharedFetch = shareConfigLists
    ? createSharedApiCache({ shares: (url) => CONFIG_LISTS_PATH.test(url.pathname), ttlMs: CONFIG_LISTS_TTL_MS }).wrap((request) => fetch(request))
    : undefined;
  const deviceUuid = randomUUID();
  const handler = createRequestHandler({
    build,
    async getLoadContext(expressRequest, expressResponse) {
      // The path is appended, never parsed on its own: "//x:99999/" is a path here, not another host.
      const request = new Request(`http://localhost${expressRequest.originalUrl}`, {
        headers: new Headers(Object.entries(expressRequest.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : []))),
      });
      const made = await createServerApp({
        env: config.env,
        request,
        apiBaseUrls: config.serverApiBaseUrls,
        deviceUuid,
        extraHeaders: extraApiHeaders?.(request),
      });
      // Nothing the render made outlives its response (a query cache kept by a timer once held every page for hours).
      expressResponse.once('close', made.dispose);
      const scope = requestScope.getStore();
      if (scope) {
        scope.transport = { ...made.transport, fetch: sharedFetch };
        scope.report = { page: new URL(request.url).pathname, ...reportContextOf(made.app.store) };
      }
      const context = new RouterContextProvider();
      context.set(appContext, made.app);
      context.set(serverRenderContext, made.renderState);
      context.set(nonceContext, contentSecurityPolicy ? randomBytes(16).toString('base64') : undefined);
      context.set(stylesheetTextContext, stylesheetText);
      context.set(islandsEntryContext, islandsEntry);
      return context;
    },
  });
  return (request, response, next) => {
    if (sendToGeoLanguage(request, response)) return;
    requestScope.run({}, () => void handler(request, response, next));
  };
}
