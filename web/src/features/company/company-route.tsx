/** W11 company detail: header, About / Culture and life / Jobs tabs, and similar companies. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunction } from 'react-router';
import type { CompanyDetail } from '@sdk/generated/company/hooks';
import { ErrorState } from '../../components/error-state';
import { NotFoundView } from '../../components/not-found-view';
import { PageSkeleton } from '../../components/page-skeleton';
import type { CompanyTab } from '../../lib/paths';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import type { RouteContext } from '../../lib/route-context';
import { waitBriefly } from '../../lib/route-prefetch';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CompanyAbout } from './company-about';
import { companyPageHead, companyPageStatus } from './company-head';
import { COMPANY_TABS, CompanyHeader, CompanyTabs } from './company-header';
import { CompanyJobs } from './company-jobs';
import { CompanyLife } from './company-life';
import { companyIdFromSlug, companyQuery, isNotFound } from './company-queries';
import { SimilarCompanies } from './similar-companies';
import './company.css';

export const namespaces = ['company'] as const;

function tabFromParam(tab: string | undefined): CompanyTab | undefined {
  if (tab === undefined) return 'about';
  return (COMPANY_TABS as readonly string[]).includes(tab) ? (tab as CompanyTab) : undefined;
}

export function createLoader(app: RouteContext): LoaderFunction {
  return async ({ params }) => {
    const id = companyIdFromSlug(params.slug);
    const knownTab = tabFromParam(params.tab) !== undefined;
    if (id !== undefined && knownTab) await waitBriefly(app.queryClient.prefetchQuery(companyQuery(scopeOf(app.store), id)));
    return companyPageStatus(app, params, knownTab);
  };
}

export const head = companyPageHead;

function CompanyContent({ company, slug, tab }: { company: CompanyDetail; slug: string; tab: CompanyTab }) {
  useDocumentTitle(company.name);
  return (
    <div className="company-page">
      <CompanyHeader company={company} />
      <CompanyTabs slug={slug} current={tab} />
      <div className="company-page__layout">
        <div className="company-page__main">
          {tab === 'about' ? <CompanyAbout company={company} /> : null}
          {tab === 'life' ? <CompanyLife company={company} /> : null}
          {tab === 'jobs' ? <CompanyJobs companyId={company.id} slug={slug} /> : null}
        </div>
        <SimilarCompanies companyId={company.id} />
      </div>
    </div>
  );
}

function CompanySkeleton() {
  const { t } = useTranslation('company');
  return (
    <PageSkeleton
      label={t('page.loading')}
      classNames={{
        page: 'company-page',
        header: 'company-skeleton__header',
        layout: 'company-page__layout',
        body: 'company-skeleton__body',
        aside: 'company-skeleton__aside',
      }}
    />
  );
}

function CompanyPage({ id, slug, tab }: { id: number; slug: string; tab: CompanyTab }) {
  const { data, error, isPending, isError, refetch } = useQuery(companyQuery(useQueryScope(), id));
  if (isPending) return <CompanySkeleton />;
  if (isError) return isNotFound(error) ? <NotFoundView /> : <ErrorState error={error} onRetry={() => void refetch()} />;
  return <CompanyContent company={data} slug={data.slug || slug} tab={tab} />;
}

export function Component() {
  const params = useParams();
  const id = companyIdFromSlug(params.slug);
  const tab = tabFromParam(params.tab);
  if (id === undefined || tab === undefined || !params.slug) return <NotFoundView />;
  return <CompanyPage key={id} id={id} slug={params.slug} tab={tab} />;
}
