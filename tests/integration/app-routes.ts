/**
 * The app's own route table (web/src/routes.ts, the same route modules) as a data router's routes, with the
 * browser's side of each module: `clientLoader`, `clientMiddleware`, `ErrorBoundary` and the default
 * component, given its `params` and `loaderData` as in the build. Integration tests render it in a memory router over msw/node; the server and the browser
 * use React Router's framework mode with the same table.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { UNSAFE_withComponentProps as withComponentProps, type RouteObject } from 'react-router';
import * as rootModule from '../../web/src/root';
import routeConfig from '../../web/src/routes';

interface RouteModule {
  default: React.ComponentType;
  clientLoader?: RouteObject['loader'];
  clientMiddleware?: RouteObject['middleware'];
  ErrorBoundary?: React.ComponentType;
  handle?: unknown;
}

// Lazy, as the browser loads them: a test file imports only the pages it visits.
const modules = import.meta.glob<RouteModule>(['../../web/src/app/*-route.tsx', '../../web/src/features/*/*-route.tsx']);

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = modules[`../../web/src/${entry.file}`];
  if (!load) throw new Error(`routes.ts names ${entry.file}, which is no route module`);
  const id = entry.id ?? entry.file.replace(/\.tsx$/, '');
  // Object form: only it can bring a route's middleware.
  const lazy = {
    // As the framework's build does: the component gets its route's params and loader data as props.
    Component: async () => withComponentProps((await load()).default as Parameters<typeof withComponentProps>[0]),
    loader: async () => (await load()).clientLoader,
    middleware: async () => (await load()).clientMiddleware,
    ErrorBoundary: async () => (await load()).ErrorBoundary,
    handle: async () => (await load()).handle,
  };
  const children = entry.children?.map(toRouteObject);
  if (entry.index) return { id, index: true, path: entry.path, lazy };
  return { id, path: entry.path, lazy, children };
}

/**
 * The identity providers' stand-in pages, for tests without an HTTP server: the dev server and the mock
 * HTTP server serve their own no-script pages at these paths instead (the language prefix kept, as the app's links keep it).
 */
const MOCK_PROVIDER_ROUTES: RouteObject[] = [
  { path: ':lang?/mock-provider/singpass', lazy: async () => ({ Component: (await import('../../web/src/features/identity/mock-provider-route')).Component }) },
  { path: ':lang?/mock-provider/social', lazy: async () => ({ Component: (await import('../../web/src/features/sign-in-options/mock-provider-route')).Component }) },
];

export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: rootModule.default,
      ErrorBoundary: rootModule.ErrorBoundary,
      loader: rootModule.clientLoader,
      middleware: rootModule.clientMiddleware as RouteObject['middleware'],
      // Tests start without server HTML: nothing shows until the first page's loader is done.
      HydrateFallback: () => null,
      children: [...MOCK_PROVIDER_ROUTES, ...(routeConfig as RouteConfigEntry[]).map(toRouteObject)],
    },
  ];
}
