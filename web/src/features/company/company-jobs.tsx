/**
 * Jobs tab: the company's open jobs, paged through `?page=`, optionally only remote ones (`?remote=1`).
 * An island on a guest's page (company-page-islands.tsx): its cards' heading ids are fixed (`idPrefix`).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { JobCardList } from '../../components/job-card';
import { LoadingState } from '../../components/loading-state';
import { Pagination } from '../../components/pagination';
import { useAtomValue } from '../../lib/app-jotai';
import { pageFromParams } from '../../lib/page-param';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { useJobListTracking } from '../../lib/tracking/use-job-list-tracking';
import { languageAtom } from '../../lib/session-atoms';
import { companyJobsQuery } from './company-queries';

const REMOTE_PARAM = 'remote';

export function CompanyJobs({ companyId, slug }: { companyId: number; slug: string }) {
  const { t } = useTranslation('company');
  const language = useAtomValue(languageAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParams(searchParams);
  const remoteOnly = searchParams.get(REMOTE_PARAM) === '1';
  const { data, error, isPending, isError, isPlaceholderData, refetch } = useQuery(companyJobsQuery(useQueryScope(), companyId, page, remoteOnly));
  const tracking = useJobListTracking('company_page:jobs', data);

  const hrefFor = (target: number) => {
    const next = new URLSearchParams();
    if (remoteOnly) next.set(REMOTE_PARAM, '1');
    if (target > 1) next.set('page', String(target));
    const query = next.toString();
    return `${localHref(language, '/:lang?/company/:slug/:tab?', { slug: slug, tab: 'jobs' })}${query ? `?${query}` : ''}`;
  };
  const toggleRemote = () => {
    const next = new URLSearchParams();
    if (!remoteOnly) next.set(REMOTE_PARAM, '1');
    setSearchParams(next);
  };

  let body;
  if (isPending) body = <LoadingState label={t('jobs.loading')} />;
  else if (isError) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (data.jobs.length === 0) body = <EmptyState title={remoteOnly ? t('jobs.emptyRemote') : t('jobs.empty')} />;
  else
    body = (
      <>
        <p className="company-jobs__count" role="status">
          {t('jobs.count', { count: data.total_num })}
        </p>
        <JobCardList jobs={data.jobs} aria-busy={isPlaceholderData} tracking={tracking} idPrefix="company-job" />
        <Pagination page={data.page} totalPages={data.total_page} hrefFor={hrefFor} />
      </>
    );

  return (
    <section className="company-jobs" aria-labelledby="company-jobs-title">
      <div className="company-jobs__bar">
        <h2 id="company-jobs-title" className="section__title">
          {t('jobs.title')}
        </h2>
        <button type="button" className="chip" aria-pressed={remoteOnly} onClick={toggleRemote}>
          {t('jobs.remoteOnly')}
        </button>
      </div>
      {body}
    </section>
  );
}
