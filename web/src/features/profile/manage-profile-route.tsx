/**
 * /manage-profile (W17): the signed-in user's online resume, one card per section with a view and an
 * edit form, a section menu, the Singapore identity offer (W20) and a guard against leaving with
 * unsaved edits. The loader prefetches the profile, the config lists and the video resume, so the first HTML has them.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { prefetchConfigLists } from '../../lib/config-lists-queries';
import { PROFILE_EDIT_PARAM, profileEditKeyOf } from '../../lib/profile-edit-link';
import { privatePageHead } from '../../lib/private-page-head';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { videoResumesQuery } from './video-resume/video-resume-queries';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { IdentityOffer } from '../../components/identity-offer';
import { EditingProvider } from './page/editing-context';
import { LeaveGuard } from './page/leave-guard';
import { ProfileSections, SectionSkeletons } from './page/profile-sections';
import { SectionNav } from './page/section-nav';
import { profileQuery } from './profile-queries';
import './profile.css';
import type { Route } from './+types/manage-profile-route';
// The route module composes the page: the resume upload (up to 30 MB, then synced into this profile) is the resumes feature's.
import { ProfileResumeUpload, profileResumeUploadNamespaces } from '../resumes/profile-resume-upload';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';
import { PROFILE_CONFIG_LISTS } from './form/config-options';
import { ERRORS_NAMESPACE } from '../../lib/i18n';

// Sections say some limits in the error messages (errors:code.*: the last job preference, too many
// skills), not only after a failure.
export const namespaces = ['profile', ERRORS_NAMESPACE, ...profileResumeUploadNamespaces] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  const scope = scopeOf(app.store);
  await waitBriefly(
    Promise.all([
      app.queryClient.prefetchQuery(profileQuery(scope)),
      prefetchConfigLists(app.queryClient, scope, PROFILE_CONFIG_LISTS),
      app.queryClient.prefetchQuery(videoResumesQuery(scope)),
    ]),
  );
  return null;
}

export const head = privatePageHead('profile:page.title');

function ProfileBody() {
  const { t } = useTranslation('profile');
  const profile = useQuery(profileQuery(useQueryScope()));
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (profile.isPending) {
    return (
      <>
        <LoadingState label={t('page.loading')} />
        <SectionSkeletons />
      </>
    );
  }
  return (
    <>
      <IdentityOffer identityId={profile.data.basic_info.user_identity_id} />
      <ProfileSections profile={profile.data} />
    </>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function ManageProfileRoute() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('page.title'));
  const [search] = useSearchParams();
  return (
    <EditingProvider initialOpenKey={profileEditKeyOf(search.get(PROFILE_EDIT_PARAM))}>
      <div className="profile-page">
        <div className="profile-page__header">
          <h1 className="page-title">{t('page.title')}</h1>
          <ProfileResumeUpload />
        </div>
        <div className="profile-page__layout">
          <SectionNav />
          <div className="profile-page__sections">
            <ProfileBody />
          </div>
        </div>
        <LeaveGuard />
      </div>
    </EditingProvider>
  );
}
