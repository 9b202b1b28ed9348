/** The shape of a lazy route module; the context its loader gets is `RouteContext` (lib/route-context.ts). */
import type { LoaderFunction } from 'react-router-dom';
import type { RouteContext } from '../lib/route-context';

/** A lazy route module: its component, and optionally a loader made from the app's context. */
export interface RouteModule {
  Component: React.ComponentType;
  createLoader?: (context: RouteContext) => LoaderFunction;
  ErrorBoundary?: React.ComponentType;
  /** Translation namespaces the route needs before it renders. */
  namespaces?: readonly string[];
}
