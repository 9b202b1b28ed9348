/**
 * /resume-analysis (W19, signed in): choose one of your resumes, start the AI analysis, watch it diagnose,
 * then read the score and the issues found, each of which can be marked resolved. Guests sign in first.
 */
import { useTranslation } from 'react-i18next';
import { privatePageHead } from '../../lib/private-page-head';
import { scopeOf } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AnalysisWorkspace } from './analysis-workspace';
import { analysisListQuery, analysisResumesQuery } from './resume-analysis-queries';
import './resume-analysis.css';
import type { Route } from './+types/resume-analysis-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['resume-analysis'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  const scope = scopeOf(app.store);
  await waitBriefly(Promise.all([app.queryClient.prefetchQuery(analysisResumesQuery(scope)), app.queryClient.prefetchQuery(analysisListQuery(scope))]));
  return null;
}

export const head = privatePageHead('resume-analysis:page.title');

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function ResumeAnalysisRoute() {
  const { t } = useTranslation('resume-analysis');
  useDocumentTitle(t('page.title'));
  return (
    <div className="analysis-page">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="analysis-page__intro">{t('page.intro')}</p>
      <AnalysisWorkspace />
    </div>
  );
}
