/**
 * Query keys scoped by country, language and user, so a scope change never shows another scope's data.
 * Each feature's `<feature>-queries.ts` has one options function per call, built with `scoped`; the loader
 * passes `scopeOf(store)` and the component `useQueryScope()`, so the server render and the browser
 * find the same key.
 */
import type { QueryKey } from '@tanstack/react-query';
import { useAtomValue, type AppStore } from './app-jotai';
import { queryScopeAtom, type QueryScope } from './session-atoms';

export type { QueryScope };

/** The options with the scope put in front of their key; everything else (queryFn, meta, staleTime…) is kept. */
export function scoped<T extends { queryKey: QueryKey }>(scope: QueryScope, options: T): T {
  return { ...options, queryKey: scopedKey(scope, options.queryKey) as T['queryKey'] };
}

/** A key (or the start of one, to match a family of queries) in the scope. */
export function scopedKey(scope: QueryScope, key: QueryKey): QueryKey {
  return [scope, ...key];
}

/** The scope of a loader, page head or other code that holds the store. */
export function scopeOf(store: AppStore): QueryScope {
  return store.get(queryScopeAtom);
}

/** The scope of a component. */
export function useQueryScope(): QueryScope {
  return useAtomValue(queryScopeAtom);
}
