/** Renders the real app (bootstrap, providers, router, i18n) at a path, against the seeded mocks. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { RouterProvider } from 'react-router';
import { bootstrapApp } from '../../web/src/app/bootstrap';
import { AppProviders } from '../../web/src/app/providers';
import { createTestRouter } from '../../web/src/app/router';
import { parseEnv } from '../../web/src/lib/env';

/** `env`: settings beyond the mock defaults (e.g. VITE_ERROR_REPORT_URL); `userAgent`: the browser's (mobile web). */
export async function renderApp(path: string, options: { host?: string; env?: Record<string, string>; userAgent?: string } = {}) {
  const store = createStore();
  // As .env.development: the mocks serve the assets host too (flag images), so no image request leaves the mocks.
  const env = parseEnv({ VITE_API_MODE: 'mock', VITE_API_BASE_URL: 'http://localhost/api', VITE_ASSETS_HOST: 'http://localhost/mock-assets', ...options.env });
  const context = await bootstrapApp({ env, host: options.host ?? 'localhost', pathname: path, storage: window.localStorage, store, userAgent: options.userAgent });
  const router = createTestRouter(context, path);
  const user = userEvent.setup();
  const view = render(
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, context, user };
}
