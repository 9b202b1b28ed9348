/**
 * /resume-analysis (W19, signed in): choose one of your resumes, start the AI analysis, watch it diagnose,
 * then read the score and the issues found, each of which can be marked resolved. Guests sign in first.
 */
import { useTranslation } from 'react-i18next';
import type { LoaderFunction } from 'react-router';
import { privatePageHead } from '../../lib/private-page-head';
import { scopeOf } from '../../lib/query-scope';
import type { RouteContext } from '../../lib/route-context';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AnalysisWorkspace } from './analysis-workspace';
import { analysisListQuery, analysisResumesQuery } from './resume-analysis-queries';
import './resume-analysis.css';

export const namespaces = ['resume-analysis'] as const;

export function createLoader(app: RouteContext): LoaderFunction {
  return async ({ request }) => {
    signedInOnly(app, request);
    const scope = scopeOf(app.store);
    await waitBriefly(Promise.all([app.queryClient.prefetchQuery(analysisResumesQuery(scope)), app.queryClient.prefetchQuery(analysisListQuery(scope))]));
    return null;
  };
}

export const head = privatePageHead('resume-analysis:page.title');

export function Component() {
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
