/** The recruiter who posted the job and the company behind it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { FactList } from '../../components/fact-list';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { useIntlLocale } from '../../lib/use-intl-locale';

export function RecruiterCard({ job }: { job: JobDetail }) {
  const { t } = useTranslation('job-detail');
  const { t: tc } = useTranslation('common');
  const locale = useIntlLocale();
  const { recruiter } = job;
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format((job.response_rate ?? recruiter.response_rate) / 100);
  return (
    <section className="section job-detail__card" aria-labelledby="job-recruiter-title">
      <h2 id="job-recruiter-title" className="section__title">
        {t('recruiter.title')}
      </h2>
      <div className="job-detail__person">
        <img className="job-detail__avatar" src={recruiter.avatar} alt="" width={48} height={48} loading="lazy" />
        <div>
          <p className="job-detail__person-name" dir="auto">
            {recruiter.full_name}
          </p>
          {recruiter.job_title ? <p className="job-detail__muted" dir="auto">
              {recruiter.job_title}
            </p> : null}
        </div>
      </div>
      <ul className="job-detail__person-stats">
        <li className="job-detail__activity">
          {tc(`recruiterActivity.${recruiter.activity_label}`, { minutes: recruiter.replied_minutes_ago ?? 0 })}
        </li>
        <li>{t('recruiter.responseRate', { rate })}</li>
      </ul>
    </section>
  );
}

export function CompanyCard({ job }: { job: JobDetail }) {
  const { t } = useTranslation('job-detail');
  const { t: tc } = useTranslation('common');
  const language = useAtomValue(languageAtom);
  const { company } = job;
  const facts = [
    { key: 'industry', label: t('company.industry'), value: company.industry },
    { key: 'size', label: t('company.size'), value: company.company_size },
    { key: 'financingStage', label: t('company.financingStage'), value: company.financing_stage },
  ].filter((fact) => fact.value);
  return (
    <section className="section job-detail__card" aria-labelledby="job-company-title">
      <h2 id="job-company-title" className="section__title">
        {t('company.title')}
      </h2>
      <div className="job-detail__person">
        <img className="job-detail__logo" src={company.logo} alt="" width={48} height={48} loading="lazy" />
        <p className="job-detail__person-name">
          <Link to={localHref(language, '/:lang?/company/:slug/:tab?', { slug: company.slug })} dir="auto">
            {company.name}
          </Link>
          {company.is_verified ? <span className="badge badge--verified">{tc('company.verified')}</span> : null}
        </p>
      </div>
      <FactList rows={facts} className="job-detail__company-facts" />
    </section>
  );
}

export function SafetyReminder() {
  const { t } = useTranslation('job-detail');
  return (
    <section className="job-detail__safety" role="note" aria-labelledby="job-safety-title">
      <h2 id="job-safety-title" className="job-detail__safety-title">
        {t('safety.title')}
      </h2>
      <p>{t('safety.body')}</p>
    </section>
  );
}
