/** Title, company, salary, the key facts and the posted date of a job. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { ApproximateSalary } from '../../components/approximate-salary';
import { FactList, type Fact } from '../../components/fact-list';
import { useAtomValue } from '../../lib/app-jotai';
import { useFormatRelative } from '../../lib/date-time/use-reading-time';
import { formatSalary } from '../../lib/format-salary';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { useIntlLocale } from '../../lib/use-intl-locale';

/**
 * "Posted 3 days ago" (the date before hydration: no clock in a server render). A leaf of its own, so
 * only it renders again when hydration ends.
 */
function Posted({ at }: { at: string }) {
  const { t } = useTranslation('job-detail');
  const format = useFormatRelative();
  return <time dateTime={at}>{t('summary.posted', { when: format(at) })}</time>;
}

interface JobHeaderProps {
  job: JobDetail;
  /** The job page's own title is its h1; beside search results (the preview) it is an h2 that takes focus. */
  titleLevel?: 1 | 2;
}

export function JobHeader({ job, titleLevel = 1 }: JobHeaderProps) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('job-detail');
  const { t: tc } = useTranslation('common');
  const locale = useIntlLocale();
  const language = useAtomValue(languageAtom);
  const salary = formatSalary(job.salary, locale);
  const facts: Fact[] = [
    { key: 'jobType', label: t('summary.jobType'), value: job.job_type_value },
    { key: 'workArrangement', label: t('summary.workArrangement'), value: tc(`workArrangement.${job.work_arrangement}`) },
    { key: 'experience', label: t('summary.experience'), value: job.xp_lvl_value },
    { key: 'degree', label: t('summary.degree'), value: job.degree_value },
    { key: 'location', label: t('summary.location'), value: job.location_value },
  ];
  return (
    <header className="section job-detail__header">
      <div className="job-detail__title-row">
        <Title id="job-detail-title" className="job-detail__title" dir="auto" tabIndex={titleLevel === 1 ? undefined : -1}>
          {job.title}
        </Title>
        {job.is_urgent ? <span className="badge badge--urgent">{tc('job.urgent')}</span> : null}
      </div>
      <p className="job-detail__company">
        <Link to={localHref(language, '/:lang?/company/:slug/:tab?', { slug: job.company.slug })} dir="auto">
          {job.company.name || job.company_name}
        </Link>
      </p>
      <p className="job-detail__salary">
        <span className="visually-hidden">{t('summary.salary')} </span>
        {salary.amount ?? tc(salary.typeKey)}
        {salary.amount ? <span className="job-detail__salary-type"> · {tc(salary.typeKey)}</span> : null}
        <ApproximateSalary salary={job.salary} className="salary-approx" />
      </p>
      <FactList rows={facts.filter((fact) => fact.value)} className="job-detail__facts" rowClassName="job-detail__fact" />
      <p className="job-detail__posted">
        <Posted at={job.published_at} />
      </p>
    </header>
  );
}
