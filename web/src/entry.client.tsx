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
import { appContext } from './lib/route-context';
import { loadNumberDataOffMainThread } from './lib/number-data';
import { afterHydration, startPageApp } from './app/browser-start';
import { reportRenderError } from './app/error-reporting-setup';
import { AppProviders } from './app/providers';

async function start(): Promise<void> {
  // The page's number data, in a worker while the app starts: hydration formats numbers without loading it.
  const numberData = loadNumberDataOffMainThread(document.documentElement.lang);
  const app = await startPageApp();
  await numberData;
  const getContext = () => {
    const context = new RouterContextProvider();
    context.set(appContext, app);
    return context;
  };
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
  afterHydration(app.i18n);
}

void start();
