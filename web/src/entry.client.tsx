/**
 * The browser's start: the app from the state the server rendered with (no round trip before
 * hydration), then hydration of the server's HTML. The guest login runs in the background.
 */
// First: zod's config must be set before any schema exists (Content-Security-Policy, no eval).
import './app/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterContextProvider } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { loadErrorMessages } from './lib/i18n';
import { appContext } from './lib/route-context';
import { readAppState } from './app/app-state';
import { startBrowserApp } from './app/bootstrap';
import { reportRenderError, reportUncaughtErrors } from './app/error-reporting-setup';
import { AppProviders } from './app/providers';
import { registerAppWorker, shouldRegisterAppWorker } from './lib/installable/register-app-worker';
import { yieldToMain } from './lib/yield-to-main';

async function start(): Promise<void> {
  // `import.meta.env.VITE_API_MODE` is replaced at build time: production builds drop this import.
  if (import.meta.env.VITE_API_MODE === 'mock') (await import('./features/dev-tools/scenario-cookie')).syncScenariosWithCookie();
  const state = readAppState(document);
  if (!state) throw new Error('The page has no app state: it was not rendered by the Jobchat server');
  // Evaluating the page's modules was one task; the app starts in the next ones.
  await yieldToMain();
  const app = await startBrowserApp(state, window.localStorage);
  reportUncaughtErrors(window);
  const getContext = () => {
    const context = new RouterContextProvider();
    context.set(appContext, app);
    return context;
  };
  if (shouldRegisterAppWorker(import.meta.env)) registerAppWorker(navigator.serviceWorker);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppProviders context={app}>
          <HydratedRouter getContext={getContext} />
        </AppProviders>
      </StrictMode>,
      // Render errors: logged as React would, and reported (a route's boundary shows them to the visitor).
      { onCaughtError: reportRenderError, onUncaughtError: reportRenderError },
    );
  });
  // After hydration only (the server rendered the bundled catalogs, and so must hydration), in a chunk of its own.
  void import('./lib/i18n-ota/translations-over-the-air').then((ota) =>
    ota.afterHydration(document).then(() => {
      // The error messages are not in the page (lib/i18n.ts). Once it is interactive they load, off the
      // first paint, so a failure later (offline too, when nothing more can load) still has its words.
      void loadErrorMessages(app.i18n);
      return ota.startTranslationsOverTheAir(app.i18n, window.localStorage);
    }),
  );
}

void start();
