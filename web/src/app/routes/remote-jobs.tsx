/** The route module of /remote-jobs, web/src/features/area-landing/area-landing-route.tsx (see routes.ts and page-route.ts). */
import { remoteJobsPage as page } from '../../features/area-landing/area-landing-route';
import { RouteError } from '../layout/route-error';
import { pageHeaders, pageMeta } from '../page-head';
import { pageLoader } from '../page-route';

export const loader = pageLoader(page);
export const clientLoader = pageLoader(page);
export const ErrorBoundary = RouteError;
export const meta = pageMeta;
export const headers = pageHeaders;
export default page.Component;
