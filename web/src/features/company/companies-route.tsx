/** W10 company list and search: `?query=` searches (with suggestions), no query shows featured companies. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CompanySummary } from '@sdk/generated/company/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { Pagination } from '../../components/pagination';
import { useAtomValue } from '../../lib/app-jotai';
import { pageFromParams } from '../../lib/page-param';
import { localHref } from '../../lib/local-href';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { companiesPageHead } from './company-head';
import { CompanySearchBox } from './company-search-box';
import { CompanySummaryCard } from './company-summary-card';
import { companySearchQuery, featuredCompaniesQuery } from './company-queries';
import './company.css';
import type { Route } from './+types/companies-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['company'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const { queryClient, store } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const query = (params.get('query') ?? '').trim();
  const scope = scopeOf(store);
  // The page shows the search results for a query, the featured companies without one.
  await waitBriefly(
    query ? queryClient.prefetchQuery(companySearchQuery(scope, query, pageFromParams(params))) : queryClient.prefetchQuery(featuredCompaniesQuery(scope)),
  );
  return null;
}

export const head = companiesPageHead;

function CompanyGrid({ companies }: { companies: CompanySummary[] }) {
  return (
    <ul className="company-list">
      {companies.map((company) => (
        <li key={company.id}>
          <CompanySummaryCard company={company} />
        </li>
      ))}
    </ul>
  );
}

function SearchResults({ query, page }: { query: string; page: number }) {
  const { t } = useTranslation('company');
  const language = useAtomValue(languageAtom);
  const { data, error, isPending, isError, isPlaceholderData, refetch } = useQuery(companySearchQuery(useQueryScope(), query, page));
  let body;
  if (isPending) body = <LoadingState label={t('search.loading')} />;
  else if (isError) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (data.companies.length === 0) body = <EmptyState title={t('search.empty')} hint={t('search.emptyHint')} />;
  else
    body = (
      <div aria-busy={isPlaceholderData}>
        <p className="companies__count" role="status">
          {/* While the previous results stay on screen, the status must not pair them with the new query. */}
          {isPlaceholderData ? t('search.loading') : t('search.results', { count: data.total_num, query })}
        </p>
        <CompanyGrid companies={data.companies} />
        <Pagination
          page={data.page}
          totalPages={data.total_page}
          hrefFor={(target) => `${localHref(language, '/:lang?/companies')}?${new URLSearchParams({ query, ...(target > 1 ? { page: String(target) } : {}) }).toString()}`}
        />
      </div>
    );
  return (
    <section aria-labelledby="companies-results-title">
      <h2 id="companies-results-title" className="section__title">
        {t('search.resultsTitle')}
      </h2>
      {body}
    </section>
  );
}

function FeaturedCompanies() {
  const { t } = useTranslation('company');
  const { data, error, isPending, isError, refetch } = useQuery(featuredCompaniesQuery(useQueryScope()));
  let body;
  if (isPending) body = <LoadingState label={t('featured.loading')} />;
  else if (isError) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (data.companies.length === 0) body = <EmptyState title={t('featured.empty')} />;
  else body = <CompanyGrid companies={data.companies} />;
  return (
    <section aria-labelledby="companies-featured-title">
      <h2 id="companies-featured-title" className="section__title">
        {t('featured.title')}
      </h2>
      {body}
    </section>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function CompaniesRoute() {
  const { t } = useTranslation('company');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('query') ?? '').trim();
  const page = pageFromParams(searchParams);
  useDocumentTitle(t('search.title'));
  return (
    <div className="companies">
      <h1 className="page-title">{t('search.title')}</h1>
      <CompanySearchBox key={query} initialQuery={query} onSearch={(next) => setSearchParams(next ? { query: next } : {})} />
      {query ? <SearchResults query={query} page={page} /> : <FeaturedCompanies />}
    </div>
  );
}
