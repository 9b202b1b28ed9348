/**
 * /resume-templates (W22): the free resume templates, public and rendered on the server with its own
 * head (title, description, canonical, hreflang). Each can be previewed; "use this template" sends a
 * signed-in user to resume management with it chosen, and a visitor to sign in first, then there.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeTemplate } from '@sdk/generated/jobseeker/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { TemplatePreviewDialog } from '../../components/template-preview-dialog';
import { useAtomValue } from '../../lib/app-jotai';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { resumeTemplatesQuery } from '../../lib/resume-templates-queries';
import { waitBriefly } from '../../lib/route-prefetch';
import { sessionAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TemplateCard, UseTemplateLink } from './template-card';
import './resume-templates.css';
import type { Route } from './+types/resume-templates-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['resume-templates'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context }: Route.LoaderArgs): Promise<PageStatus | null> {
  const { queryClient, store } = context.get(appContext);
  // The templates are in the page the server sends, unless the API is slow (then the page shows its loading state).
  await waitBriefly(queryClient.prefetchQuery(resumeTemplatesQuery(scopeOf(store))));
  return null;
}

export const head: PageHeadFunction = ({ i18n }) => ({
  title: i18n.t('resume-templates:meta.title'),
  description: i18n.t('resume-templates:meta.description'),
});

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function ResumeTemplatesRoute() {
  const { t } = useTranslation('resume-templates');
  const templates = useQuery(resumeTemplatesQuery(useQueryScope()));
  const [previewed, setPreviewed] = useState<ResumeTemplate | null>(null);
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  useDocumentTitle(t('meta.title'));

  let body;
  if (templates.isPending) body = <LoadingState label={t('page.loading')} />;
  else if (templates.isError) body = <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  else if (templates.data.templates.length === 0) body = <EmptyState title={t('page.empty')} />;
  else
    body = (
      <ul className="resume-templates__grid">
        {templates.data.templates.map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} onPreview={() => setPreviewed(template)} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="resume-templates">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="resume-templates__intro">{t('page.intro')}</p>
      {signedIn ? null : <p className="resume-templates__intro">{t('page.signInNote')}</p>}
      <section aria-label={t('page.listLabel')} aria-busy={templates.isFetching || undefined}>
        {body}
      </section>
      {previewed ? (
        <TemplatePreviewDialog
          template={previewed}
          title={t('preview.title', { template: previewed.name })}
          imageAlt={t('preview.alt', { template: previewed.name })}
          onClose={() => setPreviewed(null)}
          footer={<UseTemplateLink template={previewed} />}
        />
      ) : null}
    </div>
  );
}
