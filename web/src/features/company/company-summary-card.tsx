/** A company in a list (search results, featured, similar): logo, name link, verified, facts, open jobs. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanySummary } from '@sdk/generated/company/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';

export function CompanySummaryCard({ company, headingLevel = 3, compact = false }: { company: CompanySummary; headingLevel?: 2 | 3; compact?: boolean }) {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation('common');
  const language = useAtomValue(languageAtom);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const nameId = useId();
  const facts = (compact ? [company.industry] : [company.industry, company.company_size, company.financing_stage, company.location_value]).filter(Boolean);
  return (
    <article className={compact ? 'company-card company-card--compact' : 'company-card'} aria-labelledby={nameId}>
      <img className="company-card__logo" src={company.logo} alt="" width={48} height={48} loading="lazy" />
      <div className="company-card__text">
        <div className="company-card__head">
          <Heading id={nameId} className="company-card__name" dir="auto">
            <Link to={localHref(language, '/:lang?/company/:slug/:tab?', { slug: company.slug })}>{company.name}</Link>
          </Heading>
          {company.is_verified ? <span className="badge badge--verified">{tc('company.verified')}</span> : null}
        </div>
        <p className="company-card__facts" dir="auto">{facts.join(' · ')}</p>
        <p className="company-card__jobs">{t('counts.jobs', { count: company.job_count })}</p>
      </div>
    </article>
  );
}
