/**
 * The server's render of a page: streamed HTML (crawlers and link previews get the whole page at once),
 * inside the request's providers, under the Content-Security-Policy with this page's nonce. Public
 * pages may be cached by a CDN per host and path; pages for a signed-in visitor may not.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { contentSecurityPolicy } from '../../../server/content-security-policy';
import { env } from '../lib/env';
import { reportThrown } from '../lib/error-reporting';
import { sessionAtom } from '../lib/session-atoms';
import { appContext } from './app-context';
import { isReportable } from './error-reporting-setup';
import { AppProviders } from './providers';
import { nonceContext } from './request-nonce';

export const streamTimeout = 10_000;

/** A loader or render error on the server: logged, and reported unless the visitor left or it is an answer (404, an API refusal). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
  if (isReportable(error) && !isRouteErrorResponse(error)) reportThrown('render-error', error);
};

function cacheControl(status: number, signedIn: boolean): string {
  if (signedIn || status >= 500) return 'private, no-store';
  // Shared caches keep a public page a minute and may serve it stale while they refresh it.
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const app = loadContext.get(appContext);
  const nonce = loadContext.get(nonceContext);
  const signedIn = app.store.get(sessionAtom).kind === 'user';
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (nonce) responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(env, nonce));
  responseHeaders.set('Cache-Control', cacheControl(responseStatusCode, signedIn));
  // The country comes from the host, the session and the stored language from cookies, and mobile web
  // from the user agent: caches must keep them apart.
  responseHeaders.append('Vary', 'Host, Cookie, User-Agent');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <AppProviders context={app} nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </AppProviders>,
      {
        nonce,
        // React moves large finished sections out of place and swaps them in with a script; a client
        // that runs no JavaScript (link previews, some crawlers) would see a loading state instead.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
          if (isReportable(error)) reportThrown('render-error', error);
        },
      },
    );
  });
}
