/** Top companies: eight featured companies of the country, each linking to its page. */
import { useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@sdk/generated/company/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { topCompaniesQuery } from './home-queries';
import { HomeSection } from './home-section';

function CompanyCard({ company }: { company: CompanySummary }) {
  const { t } = useTranslation(['home', 'common']);
  const language = useAtomValue(languageAtom);
  return (
    <article className="home-company" aria-labelledby={`home-company-${company.id}`}>
      <img className="home-company__logo" src={company.logo} alt="" width={48} height={48} loading="lazy" />
      <div className="home-company__body">
        <div className="home-company__head">
          <h3 id={`home-company-${company.id}`} className="home-company__name" dir="auto">
            <Link to={localHref(language, '/:lang?/company/:slug/:tab?', { slug: company.slug })}>{company.name}</Link>
          </h3>
          {company.is_verified ? <span className="badge badge--verified">{t('common:company.verified')}</span> : null}
        </div>
        <p className="home-company__meta" dir="auto">
          {company.industry} · {company.location_value}
        </p>
        <p className="home-company__jobs">{t('companies.jobCount', { count: company.job_count })}</p>
      </div>
    </article>
  );
}

export function HomeTopCompanies() {
  const { t } = useTranslation('home');
  const language = useAtomValue(languageAtom);
  const query = useQuery(topCompaniesQuery(useQueryScope()));
  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{t('companies.loading')}</span>
        <ul className="home-companies" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="skeleton home-skeleton--company" />
          ))}
        </ul>
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.companies.length === 0) {
    body = <EmptyState title={t('companies.empty')} />;
  } else {
    body = (
      <ul className="home-companies">
        {query.data.companies.map((company) => (
          <li key={company.id}>
            <CompanyCard company={company} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <HomeSection
      id="top-companies"
      title={t('companies.title')}
      seeAll={{ to: localHref(language, '/:lang?/companies'), label: t('companies.seeAllLabel'), text: t('companies.seeAll') }}
    >
      {body}
    </HomeSection>
  );
}
