/** /maintenance: a preview of the maintenance page with its default texts. */
import { MaintenancePage } from './maintenance-page';
import type { Route } from './+types/maintenance-route';
import { pageData, pageHeaders, pageMeta, type PageStatus } from '../../lib/page-data';

export const namespaces = ['system'] as const;

/** A preview, but still "not the site": crawlers get the maintenance status. */
const STATUS: PageStatus = { status: 503, headers: { 'Retry-After': '300' } };

const PREVIEW = { is_outage: true, title: null, subtitle: null, start_time: null, end_time: null };

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, status: STATUS });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;
export const headers = pageHeaders;

export default function MaintenanceRoute() {
  return <MaintenancePage outage={PREVIEW} standalone={false} />;
}
