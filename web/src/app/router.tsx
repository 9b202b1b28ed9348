/**
 * For integration tests: the app's routes (routes.ts, the same route modules) in a memory router,
 * with the loaders' context as the browser has it. The server and the browser use React Router's
 * framework mode instead (entry.server.tsx, entry.client.tsx).
 */
import { createMemoryRouter, RouterContextProvider, type RouteObject } from 'react-router';
import type { RouteContext } from '../lib/route-context';
import { LANGUAGES } from '../lib/languages';
import { appContext } from './app-context';
import App, { ErrorBoundary as RootErrorBoundary } from './root';
import { PAGES } from './page-table';

interface RouteModuleExports {
  default: React.ComponentType;
  clientLoader?: RouteObject['loader'];
  ErrorBoundary?: React.ComponentType;
}

const modules = import.meta.glob<RouteModuleExports>('./routes/*.tsx');

function pageRoutes(): RouteObject[] {
  return PAGES.map(([path, file]) => {
    const lazy = async () => {
      const module = await modules[`./${file}`]!();
      return { Component: module.default, loader: module.clientLoader, ErrorBoundary: module.ErrorBoundary };
    };
    return path === null ? { index: true, lazy } : { path, lazy };
  });
}

/**
 * The identity providers' stand-in pages, in the app for tests without an HTTP server (msw/node): the
 * dev server and the mock HTTP server serve their own no-script pages at the same paths instead.
 */
const MOCK_PROVIDER_ROUTES: RouteObject[] = [
  { path: 'mock-provider/singpass', lazy: async () => ({ Component: (await import('../features/identity/mock-provider-route')).Component }) },
  { path: 'mock-provider/social', lazy: async () => ({ Component: (await import('../features/sign-in-options/mock-provider-route')).Component }) },
];

export function createTestRouter(context: RouteContext, path: string) {
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: App,
      ErrorBoundary: RootErrorBoundary,
      // Tests start without server HTML: nothing shows until the first page's loader is done.
      HydrateFallback: () => null,
      children: [...MOCK_PROVIDER_ROUTES, ...pageRoutes(), ...LANGUAGES.map((language) => ({ path: language.slug, children: [...MOCK_PROVIDER_ROUTES, ...pageRoutes()] }))],
    },
  ];
  return createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: () => {
      const provider = new RouterContextProvider();
      provider.set(appContext, context);
      return provider;
    },
  });
}
