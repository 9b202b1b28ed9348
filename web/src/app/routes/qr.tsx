/** The route module of web/src/features/sign-in-options/qr-route.tsx (see routes.ts and page-route.ts). */
import * as page from '../../features/sign-in-options/qr-route';
import { RouteError } from '../layout/route-error';
import { pageLoader } from '../page-route';

export const loader = pageLoader(page);
export const clientLoader = pageLoader(page);
export const ErrorBoundary = RouteError;
export default page.Component;
