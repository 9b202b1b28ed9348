/** Renders the real app (bootstrap, providers, the app's route table, i18n) at a path, against the seeded mocks. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { bootstrapApp } from '../../web/src/app/bootstrap';
import { AppProviders } from '../../web/src/app/providers';
import { localSiteOrigins } from '../../server/local-site-origins';
import { parseEnv } from '../../web/src/lib/env';
import { resolveCountry } from '../../web/src/lib/resolve-country';
import { appContext } from '../../web/src/lib/route-context';
import { appRoutes } from './app-routes';

/**
 * SITE_ORIGINS as on a developer's machine (<country>.localhost), except that the country site the test
 * plays (`host`) is where the test's page really is, window.location, as it would be in a browser.
 */
function siteOriginsAroundThisPage(host: string): string {
  const origins = JSON.parse(localSiteOrigins(Number(window.location.port) || 80)) as Record<string, string>;
  return JSON.stringify({ ...origins, [resolveCountry(host)]: window.location.origin });
}

/** `env`: settings beyond the mock defaults (e.g. VITE_ERROR_REPORT_URL); `userAgent`: the browser's (mobile web). */
export async function renderApp(path: string, options: { host?: string; env?: Record<string, string>; userAgent?: string } = {}) {
  const store = createStore();
  // As .env.development: the mocks serve the assets host too (flag images), so no image request leaves the mocks.
  const env = parseEnv({
    VITE_API_MODE: 'mock',
    VITE_API_BASE_URL: 'http://localhost/api',
    VITE_ASSETS_HOST: 'http://localhost/mock-assets',
    VITE_SITE_ORIGINS: siteOriginsAroundThisPage(options.host ?? 'localhost'),
    ...options.env,
  });
  const context = await bootstrapApp({ env, host: options.host ?? 'localhost', pathname: path, storage: window.localStorage, store, userAgent: options.userAgent });
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [path],
    // The loaders' and middleware's context, as entry.client.tsx gives it in the browser.
    getContext: () => {
      const provider = new RouterContextProvider();
      provider.set(appContext, context);
      return provider;
    },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, context, user };
}
