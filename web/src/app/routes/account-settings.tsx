/**
 * The route module of web/src/features/settings/settings-route.tsx (see routes.ts and page-route.ts), with the
 * panels other features own for its tabs (features do not import each other; the app composes them).
 */
import { GreetingsPanel, greetingsPanelNamespaces } from '../../features/chat/greetings-panel';
import { JobAlertsPanel } from '../../features/job-alerts/job-alerts-panel';
import { jobAlertsNamespaces } from '../../features/job-alerts/job-alerts-namespaces';
import * as page from '../../features/settings/settings-route';
import { RouteError } from '../layout/route-error';
import { pageHeaders, pageMeta } from '../page-head';
import { pageLoader, withParts } from '../page-route';

const composed = withParts(page, [...greetingsPanelNamespaces, ...jobAlertsNamespaces]);

export const loader = pageLoader(composed);
export const clientLoader = pageLoader(composed);
export const ErrorBoundary = RouteError;
export const meta = pageMeta;
export const headers = pageHeaders;

export default function AccountSettings() {
  return <page.Component greetingsPanel={<GreetingsPanel />} jobAlertsPanel={<JobAlertsPanel />} />;
}
