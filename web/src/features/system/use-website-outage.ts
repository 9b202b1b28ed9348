/**
 * Whether the site is under maintenance (G03). Checked for every page, so a failure of this call
 * must never block the site: it shows no error and counts as "no outage".
 */
import { getGetWebsiteOutageQueryKey, useGetWebsiteOutage, type WebsiteOutage } from '@sdk/generated/config/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { useScopedKey } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';

const OUTAGE_STALE_MS = 5 * 60_000;

export function useWebsiteOutage(): WebsiteOutage | undefined {
  const language = useAtomValue(languageAtom);
  const scoped = useScopedKey();
  const params = { language_code: language };
  const query = useGetWebsiteOutage(params, {
    query: { queryKey: scoped(getGetWebsiteOutageQueryKey(params)), staleTime: OUTAGE_STALE_MS, retry: false, meta: { handlesError: true } },
  });
  return query.isError ? undefined : query.data;
}
