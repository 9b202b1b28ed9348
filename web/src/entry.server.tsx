/**
 * The server's render of a page: HTML inside the request's providers, under the Content-Security-Policy
 * with this page's nonce. What the reply says about itself (status, caching) follows server-reply.ts.
 * A reply that caches may keep is sent once the whole page is rendered, so its status and cache header
 * are true of all of it (the loaders have its data by then, so that costs little); a private reply
 * streams from its shell. Crawlers and link previews always get the whole page at once.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { signedInHeader } from './features/shell/signed-in-header-lazy';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { contentSecurityPolicy } from './app/content-security-policy';
import { deferHydration } from './app/deferred-hydration';
import { stylesheetTextContext } from './app/inlined-stylesheets';
import { env } from './lib/env';
import { loadErrorMessages } from './lib/i18n';
import { showsFailedQuery } from './lib/page-data';
import { isReportable, reportThrown } from './lib/error-reporting';
import { localHref, withQuery } from './lib/local-href';
import { sessionExpiredSetCookies } from './lib/session/session-cookies';
import { languageAtom, sessionAtom } from './lib/session-atoms';
import { appContext } from './lib/route-context';
import { AppProviders } from './app/providers';
import { nonceContext } from './app/request-nonce';
import { dataOutcome, pageReply, PUBLIC_PAGE_CACHE } from './app/server-reply';
import { serverRenderContext } from './app/server-render-state';
import { isIslandsPage, islandsEntryContext } from './islands/islands-page';
import { IslandsPageContext } from './islands/islands-script';

export const streamTimeout = 10_000;

/** A loader or render error on the server: logged, and reported unless the visitor left or it is an answer (404, an API refusal). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
  if (isReportable(error) && !isRouteErrorResponse(error)) reportThrown('render-error', error);
};

function logRenderError(error: unknown): void {
  console.error(error);
  if (isReportable(error)) reportThrown('render-error', error);
}

/** The spec's 401 rule on the server: the session is cleared in the reply and the visitor signs in again, then comes back. */
function sendToSignIn(request: Request, loadContext: RouterContextProvider): Response {
  const { store } = loadContext.get(appContext);
  const url = new URL(request.url);
  const headers = new Headers({ Location: withQuery(localHref(store.get(languageAtom), '/:lang?/get-started'), { redirect: `${url.pathname}${url.search}` }), 'Cache-Control': 'no-store' });
  // Secure as the browser would write them: over https (as a trusted proxy reports it) only.
  for (const cookie of sessionExpiredSetCookies({ secure: url.protocol === 'https:' })) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 302, headers });
}

/** Whether a route's boundary shows an error (a 404 shows the not-found view, which needs no error message). */
function showsRouteError(routerContext: EntryContext): boolean {
  return Object.values(routerContext.staticHandlerContext.errors ?? {}).some((error) => !(isRouteErrorResponse(error) && error.status === 404));
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (loadContext.get(serverRenderContext).sessionRefused) return sendToSignIn(request, loadContext);
  const app = loadContext.get(appContext);
  const nonce = loadContext.get(nonceContext);
  const signedIn = app.store.get(sessionAtom).kind === 'user';
  const submitted = !['GET', 'HEAD'].includes(request.method.toUpperCase());
  const data = dataOutcome(app.queryClient);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (nonce) responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(env, nonce));
  // The country comes from the host, the session and the stored language from cookies, and mobile web
  // from the user agent: caches must keep them apart.
  responseHeaders.append('Vary', 'Host, Cookie, User-Agent');
  const reply = (status: number) => {
    const decided = pageReply(status, { signedIn, data, submitted });
    responseHeaders.set('Cache-Control', decided.cacheControl);
    if (decided.retryAfterS !== undefined) responseHeaders.set('Retry-After', String(decided.retryAfterS));
    return decided;
  };
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: reply(responseStatusCode).status, headers: responseHeaders });

  // The error messages for what the page shows failed: a route's error (a loader threw, or this is the
  // render of a render error), or a query that failed after its loader looked (pageData).
  if (showsRouteError(routerContext) || showsFailedQuery(app.queryClient)) await loadErrorMessages(app.i18n);

  // A guest's page that asks for islands hydrates only them (decision 0027); any other, the whole app.
  // A signed-in header's parts are a chunk of their own: in before the render, they render in the shell.
  if (signedIn) await signedInHeader();
  const islandsEntryFile = loadContext.get(islandsEntryContext);
  const decided = pageReply(responseStatusCode, { signedIn, data, submitted });
  const islandsEntry = islandsEntryFile && isIslandsPage(routerContext, { signedIn, status: decided.status, data }) ? islandsEntryFile : null;
  const userAgent = request.headers.get('user-agent');
  const cacheable = decided.cacheControl === PUBLIC_PAGE_CACHE;
  const waitForAll = cacheable || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let sent = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const stopTimer = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };
    const send = () => {
      sent = true;
      const { status } = reply(responseStatusCode);
      const body = new PassThrough({
        final(callback) {
          stopTimer();
          callback();
        },
      });
      body.once('close', stopTimer);
      // The first paint is the HTML's alone; hydration starts after the load event (app/deferred-hydration.ts).
      const html = deferHydration({ stylesheetText: loadContext.get(stylesheetTextContext), nonce });
      html.pipe(body);
      pipe(html);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
    };
    const { pipe, abort } = renderToPipeableStream(
      <AppProviders context={app} nonce={nonce}>
        <IslandsPageContext.Provider value={islandsEntry}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsPageContext.Provider>
      </AppProviders>,
      {
        nonce,
        // React moves large finished sections out of place and swaps them in with a script; a client
        // that runs no JavaScript (link previews, some crawlers) would see a loading state instead.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          if (!sent) send();
        },
        onShellError(error: unknown) {
          stopTimer();
          reject(error);
        },
        onError(error: unknown) {
          // Before the reply is sent it becomes a 500 that nothing stores; after, it can only be logged.
          if (!sent) responseStatusCode = 500;
          logRenderError(error);
        },
      },
    );
  });
}
