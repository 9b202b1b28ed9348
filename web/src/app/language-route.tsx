/**
 * The route every page sits in (routes.ts). The first path segment may name the language; root.tsx's
 * middleware applies it. An unknown first segment is no page: `/xx/companies` answers 404 here, before any
 * page loader runs. Its error boundary shows a page's failure inside the app's frame (header, footer).
 */
import { data, Outlet } from 'react-router';
import { languageBySlug } from '../lib/languages';
import { appContext } from '../lib/route-context';
import type { Route } from './+types/language-route';
import { NOT_FOUND_NAMESPACES, RouteError } from './layout/route-error';

/**
 * A loader, not middleware: an error thrown in middleware is shown by the boundary above this route (the
 * root's, without the app's frame), a loader's by this route's own.
 */
async function knownLanguagePrefix({ context, params }: Route.LoaderArgs): Promise<null> {
  if (params.lang === undefined || languageBySlug(params.lang)) return null;
  // The "page does not exist" page's strings, as the not-found route would have loaded them.
  await context.get(appContext).i18n.loadNamespaces(NOT_FOUND_NAMESPACES);
  throw data(null, { status: 404 });
}

export const loader = knownLanguagePrefix;
export const clientLoader = knownLanguagePrefix;

export const ErrorBoundary = RouteError;

export default function LanguageRoute() {
  return <Outlet />;
}
