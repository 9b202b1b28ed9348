/** Entry: start the mocks when this build runs against them, bootstrap, then render. */
// First: zod's config must be set before any schema exists (Content-Security-Policy, no eval).
import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { bootstrapApp } from './app/bootstrap';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { env } from './lib/env';
import './app/styles/global.css';

async function start(): Promise<void> {
  // `import.meta.env.VITE_API_MODE` is replaced at build time: production builds drop this import.
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { startBrowserMocks } = await import('../../mocks/browser');
    await startBrowserMocks();
  }
  const context = await bootstrapApp({
    env,
    host: window.location.host,
    pathname: window.location.pathname,
    storage: window.localStorage,
  });
  const router = createAppRouter(context);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders context={context}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
