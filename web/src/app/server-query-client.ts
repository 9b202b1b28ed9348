/**
 * The query cache of one server render. It must not outlive the request (server/app.ts clears it when
 * the response closes), so no query may keep it alive with a timer: whatever `gcTime` a query asks for
 * in the browser (the currency rates ask for 6 hours, for the visit), on the server it is Infinity,
 * which schedules nothing (TanStack Query's SSR guide).
 */
import {
  QueryClient, type DefaultError, type DefaultedQueryObserverOptions, type QueryKey, type QueryObserverOptions,
} from '@tanstack/react-query';

export class ServerQueryClient extends QueryClient {
  override defaultQueryOptions<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryData = TQueryFnData, TQueryKey extends QueryKey = QueryKey, TPageParam = never>(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    return { ...super.defaultQueryOptions(options), gcTime: Infinity };
  }
}
