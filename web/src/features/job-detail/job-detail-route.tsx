/**
 * W08 job detail: every job field, its status, the recruiter, the company and similar jobs, with the
 * seeker's actions (chat now / apply, save, share, report, not for me; ./actions).
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { ErrorState } from '../../components/error-state';
import { NotFoundView } from '../../components/not-found-view';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { prefetchRatesFor } from '../../lib/use-approximate-salary';
import { jobTabTitle } from './job-tab-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { prefetchSeekerState } from './actions/prefetch-seeker-state';
import { JobBody } from './job-body';
import { jobPageHead, jobPageStatus } from './job-detail-head';
import { goneReason, jobDetailQuery, jobIdFromSlug } from './job-detail-queries';
import { JobHeader } from './job-header';
import { CompanyCard, RecruiterCard, SafetyReminder } from './job-people';
import { JobDetailSkeleton, JobGoneView, JobStatusBanner } from './job-status-views';
import { JobPageActions, JobPageSimilarJobs } from './job-page-islands';
import { JobFitPanel, jobFitNamespaces } from '../job-fit/job-fit-panel';
import { Island } from '../../components/island';
import type { IslandsHandle } from '../../lib/island-names';
import './job-detail.css';
import type { Route } from './+types/job-detail-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['job-detail'] as const;

/** A signed-in seeker's page also says how they fit the job; a guest's carries none of its strings. */
function namespacesOf({ context }: Route.LoaderArgs): readonly string[] {
  return scopeOf(context.get(appContext).store).user === 'anonymous' ? namespaces : [...namespaces, ...jobFitNamespaces];
}

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, params }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  const jobId = jobIdFromSlug(params.slug);
  // Errors stay in the cache: the page shows them (deleted, not found, retry).
  if (jobId !== undefined) {
    const query = jobDetailQuery(scopeOf(app.store), jobId);
    await waitBriefly(
      app.queryClient.prefetchQuery(query).then(() => {
        const job = app.queryClient.getQueryData(query.queryKey);
        return job ? Promise.all([prefetchSeekerState(app, job), prefetchRatesFor(app.queryClient, scopeOf(app.store), [job.salary])]) : undefined;
      }),
    );
  }
  return jobPageStatus(app, params);
}

export const head = jobPageHead;

function JobDetailContent({ job }: { job: JobDetail }) {
  const { t } = useTranslation('job-detail');
  useDocumentTitle(jobTabTitle(t, job));
  const inactive = job.status === 'closed';
  return (
    <article className="job-detail" aria-labelledby="job-detail-title">
      <JobStatusBanner status={job.status} />
      <div className="job-detail__layout">
        <div className="job-detail__main">
          {/* Only the job's own content is greyed: a filter would also pin the mobile action bar to it. */}
          <div className={inactive ? 'job-detail__main--inactive' : undefined}>
            <JobHeader job={job} />
          </div>
          <Island name="job-actions">
            <JobPageActions />
          </Island>
          {/* Its own boundary: should its strings still be loading (a sign-in without a navigation), only it waits. */}
          <Suspense fallback={null}>
            <JobFitPanel job={job} />
          </Suspense>
          <div className={inactive ? 'job-detail__main--inactive' : undefined}>
            <JobBody job={job} />
          </div>
        </div>
        <aside className="job-detail__aside" aria-label={t('page.aside')}>
          <div className={inactive ? 'job-detail__main--inactive' : undefined}>
            <RecruiterCard job={job} />
            <CompanyCard job={job} />
          </div>
          <SafetyReminder />
          <Island name="job-similar">
            <JobPageSimilarJobs />
          </Island>
        </aside>
      </div>
    </article>
  );
}

function JobDetailPage({ jobId }: { jobId: number }) {
  const { data, error, isPending, isError, refetch } = useQuery(jobDetailQuery(useQueryScope(), jobId));
  if (isPending) return <JobDetailSkeleton />;
  if (isError) {
    const gone = goneReason(error);
    if (gone === 'not-found') return <NotFoundView />;
    if (gone) return <JobGoneView reason={gone} />;
    return <ErrorState error={error} onRetry={() => void refetch()} />;
  }
  if (data.status === 'deleted') return <JobGoneView reason="deleted" />;
  return <JobDetailContent job={data} />;
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces: namespacesOf(args), head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;
/** A guest's job page is islands (decision 0027): the actions answer input, similar jobs load near the viewport. */
export const handle: IslandsHandle = { islands: ['job-actions', 'job-similar'] };

export default function JobDetailRoute({ params: { slug } }: Route.ComponentProps) {
  const jobId = jobIdFromSlug(slug);
  if (jobId === undefined) return <NotFoundView />;
  return <JobDetailPage key={jobId} jobId={jobId} />;
}
