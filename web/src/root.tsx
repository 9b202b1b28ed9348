/**
 * The document every page is rendered in, on the server and in the browser: <html lang dir> of the
 * page's language, the head the routes describe, the page state for hydration and the router's scripts.
 */
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Links, Meta, ScrollRestoration, useNavigation, type HeadersFunction, type Params, type RouterContextProvider } from 'react-router';
import type { Route } from './+types/root';
import { LoadingState } from './components/loading-state';
import { useAtomValue } from './lib/app-jotai';
import { env } from './lib/env';
import { directionOf } from './lib/languages';
import { preconnectOrigins } from './lib/preconnect-origins';
import { applyLanguage } from './lib/i18n';
import { DEFAULT_LANGUAGE, languageBySlug } from './lib/languages';
import { appContext } from './lib/route-context';
import { languageAtom, siteOriginAtom } from './lib/session-atoms';
import { AppStateScript } from './app/app-state';
import { ServerScripts } from './app/server-scripts';
import { outageLoader } from './app/outage-status';
import { RootLayout } from './app/layout/root-layout';
import { RouteError } from './app/layout/route-error';
import { useNonce } from './app/request-nonce';
import { handOverInlinedStylesheets } from './app/inlined-stylesheets';
import './app/styles/global.css';
// The maintenance and not-found pages' styles (0.8 KiB): in the root stylesheet, so no page links a
// stylesheet of its own only for the chunk those pages share with the layout.
import './features/system/system.css';

/** The browser's toolbar colour: the brand blue (--color-brand), as in manifest.webmanifest. */
const THEME_COLOR = '#1a66cc';

/**
 * Every request, on the server and on each navigation in the browser: the language the path names
 * (the optional first segment, routes.ts) becomes the page's, with its catalogs, before any loader runs.
 * A segment that names no language is no page (app/language-route.tsx answers 404); its page is in the default language.
 */
async function pageLanguage({ context, params }: { context: Readonly<RouterContextProvider>; params: Params }): Promise<void> {
  const app = context.get(appContext);
  const language = (params.lang !== undefined ? languageBySlug(params.lang)?.value : undefined) ?? DEFAULT_LANGUAGE;
  app.store.set(languageAtom, language);
  await applyLanguage(app.i18n, language);
}

export const middleware: Route.MiddlewareFunction[] = [pageLanguage];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [pageLanguage];

export const loader = outageLoader;
export const clientLoader = outageLoader;
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  const nonce = useNonce();
  const siteOrigin = useAtomValue(siteOriginAtom);
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {preconnectOrigins(env, siteOrigin).map((origin) => (
          <link key={origin.href} rel="preconnect" href={origin.href} crossOrigin={origin.crossOrigin} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <AppStateScript />
        <ScrollRestoration nonce={nonce} />
        <ServerScripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The page answers input from here on: end-to-end tests, monitoring and the over-the-air translations wait for this mark. */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/**
 * The inlined stylesheets go back to their links when the first client navigation starts, before React
 * Router changes the links: not when hydration ends, where switching them recalculated the style of the
 * whole page (40 ms at 4× CPU) while the page had only just become interactive. A leaf, so the
 * navigation state re-renders nothing else.
 */
function StylesheetHandOver() {
  const navigating = useNavigation().state !== 'idle';
  const handedOver = useRef(false);
  useEffect(() => {
    if (!navigating || handedOver.current) return;
    handedOver.current = true;
    handOverInlinedStylesheets(document);
  }, [navigating]);
  return null;
}

export default function App() {
  useMarkHydrated();
  return (
    <>
      <StylesheetHandOver />
      <Suspense fallback={<LoadingState />}>
        <RootLayout />
      </Suspense>
    </>
  );
}

export function ErrorBoundary() {
  // The app's frame failed, not the page: it is hydrated all the same (and gets translation updates).
  useMarkHydrated();
  return (
    <>
      <StylesheetHandOver />
      <RouteError />
    </>
  );
}
