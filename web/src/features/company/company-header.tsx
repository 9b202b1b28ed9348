/** Cover, logo, name and key facts of a company, with its tab navigation. */
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../components/link-tabs';
import type { CompanyDetail } from '@sdk/generated/company/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { CompanyBlockButton } from './company-block-button';

export type CompanyTab = 'about' | 'life' | 'jobs';

export const COMPANY_TABS: readonly CompanyTab[] = ['about', 'life', 'jobs'];

export function CompanyHeader({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation('common');
  const facts = [
    { key: 'industry', label: t('facts.industry'), value: company.industry },
    { key: 'size', label: t('facts.size'), value: company.company_size },
    { key: 'financingStage', label: t('facts.financingStage'), value: company.financing_stage },
    { key: 'location', label: t('facts.location'), value: company.location_value },
  ].filter((fact) => fact.value);
  return (
    <header className="company-header">
      {/* The page's largest paint: asked for at high priority, before the other images. */}
      {company.cover_image ? <img className="company-header__cover" src={company.cover_image} alt="" fetchPriority="high" /> : <div className="company-header__cover" />}
      <div className="company-header__body">
        <img className="company-header__logo" src={company.logo} alt="" width={80} height={80} />
        <div className="company-header__text">
          <div className="company-header__title-row">
            <h1 className="company-header__name" dir="auto">
              {company.name}
            </h1>
            {company.is_verified ? <span className="badge badge--verified">{tc('company.verified')}</span> : null}
          </div>
          <dl className="company-header__facts">
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt className="visually-hidden">{fact.label}</dt>
                <dd dir="auto">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="company-header__counts">
            <span>{t('counts.jobs', { count: company.job_count })}</span>
            <span>{t('counts.remoteJobs', { count: company.remote_job_count })}</span>
          </p>
          <CompanyBlockButton companyId={company.id} name={company.name} />
        </div>
      </div>
    </header>
  );
}

/** The three tabs are links (each has its own URL). */
export function CompanyTabs({ slug, current }: { slug: string; current: CompanyTab }) {
  const { t } = useTranslation('company');
  const language = useAtomValue(languageAtom);
  const tabs = COMPANY_TABS.map((tab) => ({ key: tab, label: t(`tabs.${tab}`), to: localHref(language, '/:lang?/company/:slug/:tab?', { slug: slug, tab: tab === 'about' ? undefined : tab }) }));
  return <LinkTabs label={t('tabs.label')} tabs={tabs} current={current} />;
}
