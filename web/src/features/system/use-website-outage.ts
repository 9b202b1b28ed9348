/**
 * Whether the site is under maintenance (G03). Checked for every page, so a failure of this call
 * must never block the site: it shows no error and counts as "no outage".
 */
import { useQuery } from '@tanstack/react-query';
import type { WebsiteOutage } from '@sdk/generated/config/hooks';
import { useQueryScope } from '../../lib/query-scope';
import { websiteOutageQuery } from './system-queries';

export function useWebsiteOutage(): WebsiteOutage | undefined {
  const query = useQuery(websiteOutageQuery(useQueryScope()));
  return query.isError ? undefined : query.data;
}
