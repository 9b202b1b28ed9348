/**
 * A part of the app rendered as the server renders it, then hydrated as the browser does, for tests of
 * hydration mismatches: the same app state (strings, cache) on both sides, the server at its location
 * (React Router's request handler may have rewritten it), the browser at the address as typed.
 * `unmountHydrated` goes in the test file's afterEach.
 */
import { act } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { bootstrapApp, type AppContext } from '../../web/src/app/bootstrap';
import { AppProviders } from '../../web/src/app/providers';
import { parseEnv } from '../../web/src/lib/env';
import { deviceTypeAtom } from '../../web/src/lib/session-atoms';
import { DEFAULT_TEST_WIDTH, setWindowWidth } from './window-width';

let root: Root | undefined;

/** The app's state for `pathname`, as a server render starts it (mock mode, no session). */
export function bootstrapTestApp(pathname: string): Promise<AppContext> {
  const env = parseEnv({ VITE_API_MODE: 'mock', VITE_API_BASE_URL: 'http://localhost/api', VITE_ASSETS_HOST: 'http://localhost/mock-assets' });
  return bootstrapApp({ env, host: 'localhost', pathname, storage: window.localStorage, store: createStore() });
}

/**
 * The app as a phone gets it: its user agent on the server, its width in the browser. renderToString
 * cannot wait for what a wide screen loads lazily (the search page's job preview, checked on the
 * production server end to end), so pages with such parts are rendered here as on a phone.
 */
export function onPhone(app: AppContext): AppContext {
  app.store.set(deviceTypeAtom, 'mobile_web');
  setWindowWidth(390);
  return app;
}

/** The server's HTML of `element` at `location`. */
export function renderOnServer(app: AppContext, location: string | { pathname: string; search: string }, element: ReactNode): string {
  return renderToString(
    <AppProviders context={app}>
      <StaticRouter location={location}>{element}</StaticRouter>
    </AppProviders>,
  );
}

/** Hydrates `serverHtml` with `element` at `path`; the hydration errors React recovered from. */
export async function hydrateInBrowser(app: AppContext, path: string, element: ReactNode, serverHtml: string): Promise<{ container: HTMLElement; hydrationErrors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppProviders context={app}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </AppProviders>,
      { onRecoverableError: (error) => hydrationErrors.push(error) },
    );
    await Promise.resolve();
  });
  return { container, hydrationErrors };
}

export function unmountHydrated(): void {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  setWindowWidth(DEFAULT_TEST_WIDTH);
}
