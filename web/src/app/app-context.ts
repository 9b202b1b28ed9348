/**
 * What every loader and the render share for one page: the query cache, the Jotai store and the
 * translations. On the server each request gets its own (server/app.ts); in the browser there is one,
 * made in entry.client.tsx. Loaders read it from the router's context, on both sides alike.
 */
import { createContext } from 'react-router';
import type { RouteContext } from '../lib/route-context';

export const appContext = createContext<RouteContext>();

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
