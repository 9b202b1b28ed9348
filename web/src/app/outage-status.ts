/**
 * While the outage call says the site is under maintenance, every page is the maintenance page and the
 * server answers 503 with Retry-After (until the announced end, else five minutes), so crawlers and
 * caches keep what they had. The query is the one the root layout reads (features/system/system-queries.ts).
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import type { WebsiteOutage } from '@sdk/generated/config/hooks';
import { websiteOutageQuery } from '../features/system/system-queries';
import { scopeOf } from '../lib/query-scope';
import { waitBriefly } from '../lib/route-prefetch';
import { appContext } from '../lib/route-context';

const DEFAULT_RETRY_SECONDS = 300;

export function retryAfterSeconds(outage: Pick<WebsiteOutage, 'end_time'>, now = Date.now()): number {
  const end = outage.end_time ? Date.parse(outage.end_time) : Number.NaN;
  return Number.isNaN(end) || end <= now ? DEFAULT_RETRY_SECONDS : Math.ceil((end - now) / 1000);
}

export async function outageLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, store, i18n } = context.get(appContext);
  const outageQuery = websiteOutageQuery(scopeOf(store));
  await waitBriefly(queryClient.prefetchQuery(outageQuery));
  const outage = queryClient.getQueryData(outageQuery.queryKey);
  if (!outage?.is_outage) return null;
  await i18n.loadNamespaces(['system']);
  return data(null, { status: 503, headers: { 'Retry-After': String(retryAfterSeconds(outage)) } });
}
