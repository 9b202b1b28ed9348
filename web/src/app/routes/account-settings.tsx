/**
 * The route module of web/src/features/settings/settings-route.tsx (see routes.ts and page-route.ts), with the
 * panels other features own for its tabs (features do not import each other; the app composes them).
 */
import { GreetingsPanel } from '../../features/chat/greetings-panel';
import * as page from '../../features/settings/settings-route';
import { RouteError } from '../layout/route-error';
import { pageHeaders, pageMeta } from '../page-head';
import { pageLoader } from '../page-route';

export const loader = pageLoader(page);
export const clientLoader = pageLoader(page);
export const ErrorBoundary = RouteError;
export const meta = pageMeta;
export const headers = pageHeaders;

export default function AccountSettings() {
  return <page.Component greetingsPanel={<GreetingsPanel />} />;
}
