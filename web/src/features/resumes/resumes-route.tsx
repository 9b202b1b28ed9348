/**
 * /manage-resume (W18, signed in): the user's resumes (upload with progress, sync into the profile,
 * rename, send, delete, auto-send, refresh), a resume generated from the online profile with a template
 * (`?template=` from the free template page), and drafts. Guests are sent to sign in first.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type LoaderFunction } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { privatePageHead } from '../../lib/private-page-head';
import { paths } from '../../lib/paths';
import { scopeOf } from '../../lib/query-scope';
import { resumeTemplatesQuery } from '../../lib/resume-templates';
import type { RouteContext } from '../../lib/route-context';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DraftsSection } from './drafts-section';
import { GenerateResume } from './generate-resume';
import { MyResumes } from './my-resumes';
import { draftListQuery, resumeListQuery } from './resumes-queries';
import './resumes.css';

export const namespaces = ['resumes'] as const;

/** The template chosen on the free template page (paths.manageResume). */
const TEMPLATE_PARAM = 'template';

function templateIdOf(params: URLSearchParams): number | undefined {
  const id = Number(params.get(TEMPLATE_PARAM));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function createLoader(app: RouteContext): LoaderFunction {
  return async ({ request }) => {
    signedInOnly(app, request);
    const scope = scopeOf(app.store);
    await waitBriefly(
      Promise.all([
        app.queryClient.prefetchQuery(resumeListQuery(scope)),
        app.queryClient.prefetchQuery(draftListQuery(scope)),
        app.queryClient.prefetchQuery(resumeTemplatesQuery(scope)),
      ]),
    );
    return null;
  };
}

export const head = privatePageHead('resumes:page.title');

export function Component() {
  const { t } = useTranslation('resumes');
  const [searchParams] = useSearchParams();
  const language = useAtomValue(languageAtom);
  useDocumentTitle(t('page.title'));
  return (
    <div className="resumes-page">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="resumes-page__intro">{t('page.intro')}</p>
      <Link className="resumes-page__analysis" to={paths.resumeAnalysis(language)}>{t('page.analysisLink')}</Link>
      <MyResumes />
      <GenerateResume initialTemplateId={templateIdOf(searchParams)} />
      <DraftsSection />
    </div>
  );
}
