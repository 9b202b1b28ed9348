/** What route loaders get: they prefetch into the query cache and load their translations. */
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { LoaderFunction } from 'react-router-dom';
import type { AppStore } from '../lib/app-jotai';

export interface RouteContext {
  queryClient: QueryClient;
  store: AppStore;
  i18n: I18n;
}

/** A lazy route module: its component, and optionally a loader made from the app's context. */
export interface RouteModule {
  Component: React.ComponentType;
  createLoader?: (context: RouteContext) => LoaderFunction;
  ErrorBoundary?: React.ComponentType;
  /** Translation namespaces the route needs before it renders. */
  namespaces?: readonly string[];
}
