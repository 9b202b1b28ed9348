/** /maintenance: a preview of the maintenance page with its default texts. */
import { MaintenancePage } from './maintenance-page';

export const namespaces = ['system'] as const;

/** A preview, but still "not the site": crawlers get the maintenance status. */
export function createLoader() {
  return () => ({ status: 503, headers: { 'Retry-After': '300' } });
}

const PREVIEW = { is_outage: true, title: null, subtitle: null, start_time: null, end_time: null };

export function Component() {
  return <MaintenancePage outage={PREVIEW} standalone={false} />;
}
