/**
 * Server state lives only in TanStack Query. A failed query or mutation is shown in the notification
 * bar through describeError, unless its `meta.handlesError` says the screen shows the error itself.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@sdk/api-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesError?: boolean };
    mutationMeta: { handlesError?: boolean };
  }
}

export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesError) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesError) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors and rate limits will not heal by retrying at once.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
