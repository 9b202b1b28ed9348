/**
 * The config lists of the current country in the current language (spec section 3): one request for
 * all of them, used for filter labels, id-to-label lookups and URL seo values. The whole reply is large
 * (every list, 70 KiB and more), and a page hands its query cache to the browser in its HTML
 * (app/app-state.tsx), so callers ask for the lists they read by name: each set of names is a query of
 * its own, picked from the one whole reply, and only those sets travel with the page. A loader
 * prefetches the same names its components read, so the server render and hydration find the same key.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getGetConfigListsQueryOptions, type ConfigLists } from '@sdk/generated/config/hooks';
import { scoped, type QueryScope } from './query-scope';

const CONFIG_STALE_MS = 30 * 60_000;

export type ConfigListName = keyof ConfigLists;

/** The lists a caller asked for, by name. */
export type ConfigListsOf<Names extends readonly ConfigListName[]> = Pick<ConfigLists, Names[number]>;

/**
 * The lists the app's frame shows on every page (the footer's job categories): a loader that asks for
 * config lists asks for these too (`prefetchConfigLists`), so the page's HTML has its footer.
 */
export const FRAME_CONFIG_LISTS = ['job_category_lists'] as const satisfies readonly ConfigListName[];

/**
 * The whole reply, the one request behind every set of lists. It is never put in the page's state
 * (`keepOutOfPageState`). In the browser it stays as long as it is fresh, so a component that needs lists
 * the page did not carry costs one request per visit, not one each. No retry of its own: the set that
 * asked for it retries.
 */
function allConfigListsQuery(scope: QueryScope) {
  return scoped(
    scope,
    getGetConfigListsQueryOptions(
      scope.country,
      { language_code: scope.language },
      { query: { staleTime: CONFIG_STALE_MS, gcTime: CONFIG_STALE_MS, retry: false, meta: { keepOutOfPageState: true } } },
    ),
  );
}

function pickLists<Names extends readonly ConfigListName[]>(all: ConfigLists, names: Names): ConfigListsOf<Names> {
  return Object.fromEntries(names.map((name) => [name, all[name]])) as ConfigListsOf<Names>;
}

/**
 * The lists `names` of the scope. The key holds the names in a fixed order, so callers that read the
 * same lists share one query whatever order they list them in. Errors are left to the widgets that use them.
 */
export function configListsQuery<const Names extends readonly ConfigListName[]>(scope: QueryScope, names: Names) {
  const all = allConfigListsQuery(scope);
  const sorted = [...new Set(names)].sort();
  return queryOptions({
    queryKey: [...all.queryKey, { lists: sorted }],
    queryFn: async ({ client }) => pickLists(await client.fetchQuery(all), names),
    staleTime: CONFIG_STALE_MS,
  });
}

/** A loader's prefetch of the lists its page reads, and of the frame's (the footer), from the one reply. */
export function prefetchConfigLists(queryClient: QueryClient, scope: QueryScope, names: readonly ConfigListName[]): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(configListsQuery(scope, names)), queryClient.prefetchQuery(configListsQuery(scope, FRAME_CONFIG_LISTS))]);
}

/**
 * One list from whatever the cache already holds for the scope (the whole reply or any set that has
 * it), without a request: for a page head that names things "when at hand".
 */
export function cachedConfigList<Name extends ConfigListName>(queryClient: QueryClient, scope: QueryScope, name: Name): ConfigLists[Name] | undefined {
  for (const [, data] of queryClient.getQueriesData<Partial<ConfigLists>>({ queryKey: allConfigListsQuery(scope).queryKey })) {
    const list = data?.[name];
    if (list) return list;
  }
  return undefined;
}
