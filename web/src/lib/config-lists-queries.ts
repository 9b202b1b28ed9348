/**
 * The config lists of the current country in the current language (spec section 3): one request,
 * cached for the session scope, used for filter labels, id-to-label lookups and URL seo values.
 */
import { getGetConfigListsQueryOptions } from '@sdk/generated/config/hooks';
import { scoped, type QueryScope } from './query-scope';

const CONFIG_STALE_MS = 30 * 60_000;

/** The scope's own country and language name the lists. Errors are left to the widgets that use them. */
export function configListsQuery(scope: QueryScope) {
  return scoped(
    scope,
    getGetConfigListsQueryOptions(scope.country, { language_code: scope.language }, { query: { staleTime: CONFIG_STALE_MS } }),
  );
}
