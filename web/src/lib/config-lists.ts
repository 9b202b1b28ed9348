/**
 * The config lists of the current country in the current language (spec section 3): one request,
 * cached for the session scope, used for filter labels, id-to-label lookups and URL seo values.
 */
import { getGetConfigListsQueryOptions, useGetConfigLists } from '@sdk/generated/config/hooks';
import type { QueryClient } from '@tanstack/react-query';
import type { AppStore } from './app-jotai';
import { useAtomValue } from './app-jotai';
import { useScopedKey } from './query-scope';
import { countryAtom, languageAtom, queryScopeAtom } from './session-atoms';

const CONFIG_STALE_MS = 30 * 60_000;

export function useConfigLists() {
  const country = useAtomValue(countryAtom);
  const language = useAtomValue(languageAtom);
  const scoped = useScopedKey();
  const base = getGetConfigListsQueryOptions(country, { language_code: language });
  return useGetConfigLists(country, { language_code: language }, {
    query: { queryKey: scoped(base.queryKey), staleTime: CONFIG_STALE_MS, meta: { handlesError: true } },
  });
}

/** For loaders: fetch (or reuse) the config lists before a page renders. Errors are left to the page. */
export function prefetchConfigLists(queryClient: QueryClient, store: AppStore): Promise<void> {
  const country = store.get(countryAtom);
  const language = store.get(languageAtom);
  const base = getGetConfigListsQueryOptions(country, { language_code: language });
  return queryClient.prefetchQuery({
    ...base,
    queryKey: [store.get(queryScopeAtom), ...base.queryKey],
    staleTime: CONFIG_STALE_MS,
    meta: { handlesError: true }, // the widgets that use the lists show their own error states
  });
}
