/**
 * Server state lives only in TanStack Query. An error is shown where it happens (decision 0019): the
 * screen that asked for the data shows its error state, the form or dialog that made the call shows the
 * error beside it. Only a call with no place on screen to answer (a background action) opts in to the
 * notification bar with `meta: { notifyOnError: true }`.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@sdk/api-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      notifyOnError?: true;
      /** Never handed to the browser in the page's state (app/app-state.tsx): too large, and read only through smaller queries. */
      keepOutOfPageState?: true;
    };
    mutationMeta: { notifyOnError?: true };
  }
}

/**
 * One user action has one 30 s budget (the transport's timeout). A timeout or a network failure has
 * already spent it, and a retry would only double the wait before the user hears about it; client
 * errors and rate limits will not heal by retrying at once. Only a server error gets one more try.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'server' && error.status >= 500;
}

export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.notifyOnError) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.notifyOnError) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && isWorthRetrying(error),
        // A query that failed moments ago (in the route loader, or on the screen that showed the
        // error) is not fetched again because a component mounts: the screen shows the error and its
        // Retry button, and a new navigation fetches afresh. One request per user action.
        retryOnMount: false,
      },
    },
  });
}
