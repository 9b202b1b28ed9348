/**
 * The route module of web/src/features/profile/manage-profile-route.tsx (see routes.ts and page-route.ts),
 * with the resumes feature's upload modal in the page's slot.
 */
import * as page from '../../features/profile/manage-profile-route';
import { ProfileResumeUpload, profileResumeUploadNamespaces } from '../../features/resumes/profile-resume-upload';
import { RouteError } from '../layout/route-error';
import { pageHeaders, pageMeta } from '../page-head';
import { pageLoader, withParts } from '../page-route';

const composed = withParts(page, profileResumeUploadNamespaces);

export const loader = pageLoader(composed);
export const clientLoader = pageLoader(composed);
export const ErrorBoundary = RouteError;
export const meta = pageMeta;
export const headers = pageHeaders;
export default function ManageProfileRoute() {
  return <page.Component resumeUpload={<ProfileResumeUpload />} />;
}
