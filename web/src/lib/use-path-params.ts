/**
 * The parameters of this page's path, read from the address against one of routes.ts's paths. An island
 * (decision 0027) renders under React Router's plain <Router>, where no route matched and `useParams` is
 * empty; this reads the same values there as in the app.
 */
import { matchPath, useLocation } from 'react-router';
import type { PagePath } from './local-href';

export function usePathParams(path: PagePath): Readonly<Partial<Record<string, string>>> {
  const { pathname } = useLocation();
  return matchPath(path, pathname)?.params ?? {};
}
