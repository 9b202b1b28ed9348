/** The route module of web/src/features/job-search/job-search-route.tsx (see routes.ts and page-route.ts). */
import { CreateJobAlertEntry } from '../../features/job-alerts/create-job-alert-entry';
import { jobAlertsNamespaces } from '../../features/job-alerts/job-alerts-namespaces';
import * as page from '../../features/job-search/job-search-route';
import { RouteError } from '../layout/route-error';
import { pageHeaders, pageMeta } from '../page-head';
import { pageLoader, withParts } from '../page-route';

// The page shows the job-alert entry (W15) too, so its strings load with the page's own.
const withJobAlerts = withParts(page, jobAlertsNamespaces);

export const loader = pageLoader(withJobAlerts);
export const clientLoader = pageLoader(withJobAlerts);
export const ErrorBoundary = RouteError;
export const meta = pageMeta;
export const headers = pageHeaders;
export default function JobSearchPage() {
  return <page.Component jobAlertSlot={<CreateJobAlertEntry />} />;
}
