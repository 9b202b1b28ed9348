/** The route module of web/src/features/currency-converter/currency-converter-route.tsx (see routes.ts and page-route.ts). */
import * as page from '../../features/currency-converter/currency-converter-route';
import { RouteError } from '../layout/route-error';
import { pageHeaders, pageMeta } from '../page-head';
import { pageLoader } from '../page-route';

export const loader = pageLoader(page);
export const clientLoader = pageLoader(page);
export const ErrorBoundary = RouteError;
export const meta = pageMeta;
export const headers = pageHeaders;
export default page.Component;
