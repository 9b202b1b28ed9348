/**
 * The data router. Every feature route exists once per language prefix (en-us has none), is lazy,
 * and loads its namespaces and prefetches its data in its loader before it renders.
 */
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { applyLanguage } from '../lib/i18n';
import { LANGUAGES } from '../lib/languages';
import { splitLanguageFromPath } from '../lib/resolve-language';
import { languageAtom } from '../lib/session-atoms';
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
    { path: 'singpass-verification', lazy: lazyRoute(context, () => import('../features/identity/singpass-verification-route')) },
    { path: 'singpass/callback', lazy: lazyRoute(context, () => import('../features/identity/singpass-callback-route')) },
    // The stand-in identity provider page exists only in mock mode (statically dropped from production builds).
    ...(import.meta.env.VITE_API_MODE === 'mock'
      ? [{ path: 'mock-provider/singpass', lazy: lazyRoute(context, () => import('../features/identity/mock-provider-route')) }]
      : []),
    { path: 'get-started', lazy: lazyRoute(context, () => import('../features/auth/get-started-route')) },
    { path: 'get-started/magic-link', lazy: lazyRoute(context, () => import('../features/auth/magic-link-route')) },
    { path: 'get-started/phone', lazy: lazyRoute(context, () => import('../features/sign-in-options/phone-route')) },
    { path: 'get-started/qr', lazy: lazyRoute(context, () => import('../features/sign-in-options/qr-route')) },
    { path: 'get-started/social/:provider', lazy: lazyRoute(context, () => import('../features/sign-in-options/social-start-route')) },
    { path: 'get-started/social/:provider/callback', lazy: lazyRoute(context, () => import('../features/sign-in-options/social-callback-route')) },
    // The mock social provider exists in mock mode only: the comparison is replaced at build time, so production has none of it.
    ...(import.meta.env.VITE_API_MODE === 'mock'
      ? [{ path: 'mock-provider/social', lazy: lazyRoute(context, () => import('../features/sign-in-options/mock-provider-route')) }]
      : []),
    { path: 'jobseeker-login-redirect', lazy: lazyRoute(context, () => import('../features/auth/login-redirect-route')) },
    { path: 'onsite-job', lazy: lazyRoute(context, () => import('../features/auth/onsite-job-route')) },
    { path: 'get-started/reset-password', lazy: lazyRoute(context, () => import('../features/password-reset/reset-password-route')) },
    { path: 'change-password', lazy: lazyRoute(context, () => import('../features/password-reset/change-password-route')) },
    { path: 'verify-mobile', lazy: lazyRoute(context, () => import('../features/sign-in-options/verify-mobile-route')) },
    { path: 'verify-email', lazy: lazyRoute(context, () => import('../features/password-reset/verify-email-route')) },
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
      hydrateFallbackElement: <RootLayout loading />,
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
