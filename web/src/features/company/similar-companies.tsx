/** Sidebar of companies like this one, with its own loading, empty and error states. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { WidgetBoundary } from '../../components/widget-boundary';
import { useQueryScope } from '../../lib/query-scope';
import { useNearViewport } from '../../lib/use-near-viewport';
import { CompanySummaryCard } from './company-summary-card';
import { similarCompaniesQuery } from './company-queries';

function SimilarCompaniesList({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company');
  // Below the company on a phone: asked for when it comes near, not while the page starts.
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const { data, error, isPending, isError, refetch } = useQuery({ ...similarCompaniesQuery(useQueryScope(), companyId), enabled: near });
  if (!near && isPending) return <div ref={nearRef} />;
  if (isPending) return <LoadingState label={t('similar.loading')} />;
  if (isError) return <ErrorState error={error} compact onRetry={() => void refetch()} />;
  const companies = data.companies.filter((company) => company.id !== companyId);
  if (companies.length === 0) return <EmptyState title={t('similar.empty')} />;
  return (
    <ul className="company-list company-list--stack">
      {companies.map((company) => (
        <li key={company.id}>
          <CompanySummaryCard company={company} compact />
        </li>
      ))}
    </ul>
  );
}

export function SimilarCompanies({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company');
  return (
    <aside className="company-similar" aria-labelledby="company-similar-title">
      <h2 id="company-similar-title" className="section__title">
        {t('similar.title')}
      </h2>
      <WidgetBoundary fallback={<EmptyState title={t('similar.unavailable')} />}>
        <SimilarCompaniesList companyId={companyId} />
      </WidgetBoundary>
    </aside>
  );
}
