/**
 * How the server answers a rendered page, so a CDN, a browser cache or the service worker can trust
 * it: a cacheable answer is a good answer.
 * - 404 and 410 come only from the API saying so (or no route), and are cached like any good page.
 * - A page whose data failed (the API down, timing out, answering 5xx or 429) answers 503 with
 *   Retry-After and no-store: the HTML shows the error state with a retry, and nobody keeps it.
 * - A page that carries an API refusal or data still on its way is sent as it is, but not stored.
 * - A render error is 500, no-store; a signed-in visitor's pages are private, no-store.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@sdk/api-error';

/** Seconds to wait after a data failure when the API did not say (its own Retry-After wins). */
export const DATA_FAILURE_RETRY_AFTER_S = 30;

/** Shared caches keep a good public page a minute and may serve it stale while they refresh it. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const NOT_STORED = 'no-store';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

export interface DataOutcome {
  /** A call failed in a way a retry later may fix: the page is not a good answer now. */
  failed: boolean;
  /** The page shows an API refusal, or a query the render did not wait for: fine to show, not to keep. */
  incomplete: boolean;
  retryAfterS: number;
}

/** Failures of the service rather than answers about the thing asked for. */
function isOutage(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind !== 'server' || error.status >= 500 || error.status === 429;
}

export function dataOutcome(queryClient: QueryClient): DataOutcome {
  const outcome: DataOutcome = { failed: false, incomplete: false, retryAfterS: DATA_FAILURE_RETRY_AFTER_S };
  for (const query of queryClient.getQueryCache().getAll() as Query[]) {
    const { status, fetchStatus, error } = query.state;
    if (status === 'error' && isOutage(error)) {
      outcome.failed = true;
      const retryAfter = isApiError(error) ? error.retryAfter : undefined;
      if (retryAfter !== undefined && retryAfter > outcome.retryAfterS) outcome.retryAfterS = retryAfter;
    } else if (status === 'error' || fetchStatus === 'fetching') {
      outcome.incomplete = true;
    }
  }
  return outcome;
}

export interface PageReply {
  status: number;
  cacheControl: string;
  /** Set when the reply asks to come back later (a data failure). */
  retryAfterS?: number;
}

/**
 * `status`: what the router decided (200, 404, 410, or 503 during maintenance, 500 on a render error).
 * `submitted`: the page answers a form (POST, a route action): what it shows belongs to that visitor.
 */
export function pageReply(status: number, { signedIn, data, submitted = false }: { signedIn: boolean; data: DataOutcome; submitted?: boolean }): PageReply {
  const answeredByApi = status === 404 || status === 410;
  if (submitted) return { status, cacheControl: NOT_STORED };
  if (data.failed && !answeredByApi && status < 500) return { status: 503, cacheControl: NOT_STORED, retryAfterS: data.retryAfterS };
  if (status >= 500) return { status, cacheControl: NOT_STORED };
  if (signedIn) return { status, cacheControl: PRIVATE_PAGE_CACHE };
  if (data.incomplete && !answeredByApi) return { status, cacheControl: NOT_STORED };
  return { status, cacheControl: PUBLIC_PAGE_CACHE };
}
