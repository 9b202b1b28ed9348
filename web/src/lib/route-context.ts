/**
 * What every loader and the render share for one page: the query cache, the Jotai store and the
 * translations. On the server each request gets its own (server/app.ts); in the browser there is one,
 * made in entry.client.tsx. Loaders and middleware read it from the router's context, on both sides alike:
 * `context.get(appContext)`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createContext } from 'react-router';
import type { AppStore } from './app-jotai';

export interface RouteContext {
  queryClient: QueryClient;
  store: AppStore;
  i18n: I18n;
}

export const appContext = createContext<RouteContext>();

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
