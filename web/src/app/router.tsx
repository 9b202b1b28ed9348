/**
 * The data router. Every feature route exists once per language prefix (en-us has none), is lazy,
 * and loads its namespaces and prefetches its data in its loader before it renders.
 */
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { applyLanguage } from '../lib/i18n';
import { LANGUAGES } from '../lib/languages';
import { splitLanguageFromPath } from '../lib/resolve-language';
import { languageAtom } from '../lib/session-atoms';
import { LoadingState } from '../components/loading-state';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import type { RouteContext } from '../lib/route-context';
import type { RouteModule } from './route-context';

type Importer = () => Promise<RouteModule>;

function lazyRoute(context: RouteContext, load: Importer): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    const loader = module.createLoader?.(context);
    const namespaces = module.namespaces ?? [];
    return {
      Component: module.Component,
      ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
      loader: async (args) => {
        // The language is decided here, before any prefetch, so requests carry the right Language-Id.
        const { language } = splitLanguageFromPath(new URL(args.request.url).pathname);
        context.store.set(languageAtom, language);
        await applyLanguage(context.i18n, language);
        await context.i18n.loadNamespaces([...namespaces]);
        return loader ? loader(args) : null;
      },
    };
  };
}

export function createFeatureRoutes(context: RouteContext): RouteObject[] {
  return [
    { index: true, lazy: lazyRoute(context, () => import('../features/home/home-route')) },
    { path: 'jobs-hiring/:keyword?', lazy: lazyRoute(context, () => import('../features/job-search/job-search-route')) },
    { path: 'job/:slug', lazy: lazyRoute(context, () => import('../features/job-detail/job-detail-route')) },
    { path: 'company/:slug/:tab?', lazy: lazyRoute(context, () => import('../features/company/company-route')) },
    { path: 'companies', lazy: lazyRoute(context, () => import('../features/company/companies-route')) },
    { path: 'maintenance', lazy: lazyRoute(context, () => import('../features/system/maintenance-route')) },
    { path: '*', lazy: lazyRoute(context, () => import('../features/system/not-found-route')) },
  ];
}

export function createRoutes(context: RouteContext): RouteObject[] {
  const features = createFeatureRoutes(context);
  const prefixed = LANGUAGES.map((language) => ({ path: language.slug, children: createFeatureRoutes(context) }));
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingState />,
      children: [{ errorElement: <RouteError />, children: [...features, ...prefixed] }],
    },
  ];
}

export function createAppRouter(context: RouteContext) {
  return createBrowserRouter(createRoutes(context));
}

/** For tests: the same routes in memory, starting at `path`. */
export function createTestRouter(context: RouteContext, path: string) {
  return createMemoryRouter(createRoutes(context), { initialEntries: [path] });
}
