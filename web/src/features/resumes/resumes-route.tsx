/**
 * /manage-resume (W18, signed in): the user's resumes (upload with progress, sync into the profile,
 * rename, send, delete, auto-send, refresh), a resume generated from the online profile with a template
 * (`?template=` from the free template page), and drafts. Guests are sent to sign in first.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { privatePageHead } from '../../lib/private-page-head';
import { localHref } from '../../lib/local-href';
import { scopeOf } from '../../lib/query-scope';
import { resumeTemplatesQuery } from '../../lib/resume-templates-queries';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DraftsSection } from './drafts-section';
import { GenerateResume } from './generate-resume';
import { MyResumes } from './my-resumes';
import { draftListQuery, resumeListQuery } from './resumes-queries';
import './resumes.css';
import type { Route } from './+types/resumes-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['resumes'] as const;

/** The template chosen on the free template page (`?template=` on /manage-resume). */
const TEMPLATE_PARAM = 'template';

function templateIdOf(params: URLSearchParams): number | undefined {
  const id = Number(params.get(TEMPLATE_PARAM));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
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
}

export const head = privatePageHead('resumes:page.title');

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function ResumesRoute() {
  const { t } = useTranslation('resumes');
  const [searchParams] = useSearchParams();
  const language = useAtomValue(languageAtom);
  useDocumentTitle(t('page.title'));
  return (
    <div className="resumes-page">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="resumes-page__intro">{t('page.intro')}</p>
      <Link className="resumes-page__analysis" to={localHref(language, '/:lang?/resume-analysis')}>{t('page.analysisLink')}</Link>
      <MyResumes />
      <GenerateResume initialTemplateId={templateIdOf(searchParams)} />
      <DraftsSection />
    </div>
  );
}
