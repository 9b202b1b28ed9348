/** The maintenance check (G03), shared by the server's outage loader (app/outage-status.ts) and the root layout. */
import { getGetWebsiteOutageQueryOptions } from '@sdk/generated/config/hooks';
import { scoped, type QueryScope } from '../../lib/query-scope';

const OUTAGE_STALE_MS = 5 * 60_000;

/** In the scope's language. A failure never blocks the site: no retry, no error shown. */
export function websiteOutageQuery(scope: QueryScope) {
  return scoped(
    scope,
    getGetWebsiteOutageQueryOptions({ language_code: scope.language }, { query: { staleTime: OUTAGE_STALE_MS, retry: false } }),
  );
}
