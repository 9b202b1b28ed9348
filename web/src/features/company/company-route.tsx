/** W11 company detail: header, About / Culture and life / Jobs tabs, and similar companies. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@sdk/generated/company/hooks';
import { ErrorState } from '../../components/error-state';
import { NotFoundView } from '../../components/not-found-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CompanyAbout } from './company-about';
import { companyPageHead, companyPageStatus } from './company-head';
import { COMPANY_TABS, CompanyHeader, CompanyTabs, type CompanyTab } from './company-header';
import { CompanyLife } from './company-life';
import { companyIdFromSlug, companyQuery, isNotFound } from './company-queries';
import { CompanyPageJobs, CompanyPageSimilarCompanies } from './company-page-islands';
import { Island } from '../../components/island';
import type { IslandsHandle } from '../../lib/island-names';
import './company.css';
import type { Route } from './+types/company-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['company'] as const;

function tabFromParam(tab: string | undefined): CompanyTab | undefined {
  if (tab === undefined) return 'about';
  return (COMPANY_TABS as readonly string[]).includes(tab) ? (tab as CompanyTab) : undefined;
}

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, params }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  const id = companyIdFromSlug(params.slug);
  const knownTab = tabFromParam(params.tab) !== undefined;
  if (id !== undefined && knownTab) await waitBriefly(app.queryClient.prefetchQuery(companyQuery(scopeOf(app.store), id)));
  return companyPageStatus(app, params, knownTab);
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
          {tab === 'jobs' ? (
            <Island name="company-jobs">
              <CompanyPageJobs />
            </Island>
          ) : null}
        </div>
        <Island name="company-similar">
          <CompanyPageSimilarCompanies />
        </Island>
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

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;
/** A guest's company page is islands (decision 0027): the tabs and the header are links and text. */
export const handle: IslandsHandle = { islands: ['company-jobs', 'company-similar'] };

export default function CompanyRoute({ params }: Route.ComponentProps) {
  const id = companyIdFromSlug(params.slug);
  const tab = tabFromParam(params.tab);
  if (id === undefined || tab === undefined || !params.slug) return <NotFoundView />;
  return <CompanyPage key={id} id={id} slug={params.slug} tab={tab} />;
}
