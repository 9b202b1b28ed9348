/**
 * The route module of web/src/features/auth/get-started-route.tsx (see routes.ts and page-route.ts),
 * with the invite-friends feature's notice for visitors who came by an invitation link.
 */
import * as page from '../../features/auth/get-started-route';
import { InvitedNotice, invitedNoticeNamespaces } from '../../features/invite-friends/invited-notice';
import { RouteError } from '../layout/route-error';
import { pageHeaders, pageMeta } from '../page-head';
import { pageLoader, withParts } from '../page-route';

const composed = withParts(page, invitedNoticeNamespaces);

export const loader = pageLoader(composed);
export const clientLoader = pageLoader(composed);
export const ErrorBoundary = RouteError;
export const meta = pageMeta;
export const headers = pageHeaders;
export default function GetStartedRoute() {
  return <page.Component invitedNotice={<InvitedNotice />} />;
}
