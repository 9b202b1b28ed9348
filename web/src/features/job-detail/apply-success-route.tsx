/**
 * W09 {jobUrl}/apply/success: the application is on its way, the chat with the recruiter is open ("Continue chat"), and
 * similar jobs to apply to next. Signed-in seekers only (guests sign in and come back here), and only after
 * an application: for a job the seeker has not applied to (the redirect condition's `is_applied`), the
 * address leads to the job page instead of saying "Application sent!".
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, redirect } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { NotFoundView } from '../../components/not-found-view';
import { useAtomValue } from '../../lib/app-jotai';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { localHref } from '../../lib/local-href';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContinueChatButton } from './actions/continue-chat-button';
import { goneReason, jobDetailQuery, jobIdFromSlug, redirectConditionQuery } from './job-detail-queries';
import { SimilarJobs } from './similar-jobs';
import './job-detail.css';
import type { Route } from './+types/apply-success-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['job-detail'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, params, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  const jobId = jobIdFromSlug(params.slug);
  if (jobId === undefined) return { status: 404 };
  const scope = scopeOf(app.store);
  const condition = redirectConditionQuery(scope, jobId, true);
  // fetchQuery asks again when the answer is stale (the apply mutation invalidates it).
  await waitBriefly(Promise.all([app.queryClient.prefetchQuery(jobDetailQuery(scope, jobId)), app.queryClient.fetchQuery(condition).catch(() => undefined)]));
  const state = app.queryClient.getQueryState(condition.queryKey);
  // Idle once fetchQuery settled: the answer is the one just asked (an invalidated one was asked again).
  const answered = state !== undefined && state.fetchStatus === 'idle';
  // Not applied, or a job that takes no applications any more (closed, deleted, gone): its page says which.
  if (answered && (state.error ? goneReason(state.error) !== undefined : state.data?.is_applied === false)) {
    throw redirect(localHref(app.store.get(languageAtom), '/:lang?/job/:slug', { slug: params.slug }));
  }
  return null;
}

export const head: PageHeadFunction = (app) => ({
  title: app.i18n.t('job-detail:success.title'),
  description: app.i18n.t('common:meta.description'),
  noindex: true,
});

function AppliedJob({ jobId, slug }: { jobId: number; slug: string }) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  const { data, error, isPending, isError, refetch } = useQuery(jobDetailQuery(useQueryScope(), jobId));
  if (isPending) return <LoadingState label={t('page.loading')} />;
  if (isError) return <ErrorState error={error} compact onRetry={() => void refetch()} />;
  return (
    <>
      <p className="job-success__summary">
        {t('success.summary', { title: data.title, company: data.company.name || data.company_name, name: data.recruiter.full_name })}{' '}
        <Link to={localHref(language, '/:lang?/job/:slug', { slug })} dir="auto">
          {t('success.backToJob', { title: data.title })}
        </Link>
      </p>
      <div className="job-success__links">
        <ContinueChatButton job={data} />
      </div>
    </>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function ApplySuccessRoute({ params: { slug } }: Route.ComponentProps) {
  const jobId = jobIdFromSlug(slug);
  if (jobId === undefined) return <NotFoundView />;
  return <ApplicationCheck jobId={jobId} slug={slug} />;
}

/** The success page once the seeker's application is confirmed; the job page when there is none. */
function ApplicationCheck({ jobId, slug }: { jobId: number; slug: string }) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  const condition = useQuery(redirectConditionQuery(useQueryScope(), jobId, true));
  // An answer from before the application is being asked again: wait for the new one.
  if (condition.isPending || (condition.data?.is_applied === false && condition.isFetching)) return <LoadingState label={t('page.loading')} />;
  const jobPage = localHref(language, '/:lang?/job/:slug', { slug });
  if (condition.isError) return goneReason(condition.error) ? <Navigate replace to={jobPage} /> : <ErrorState error={condition.error} onRetry={() => void condition.refetch()} />;
  if (!condition.data.is_applied) return <Navigate replace to={jobPage} />;
  return <ApplicationSent jobId={jobId} slug={slug} />;
}

function ApplicationSent({ jobId, slug }: { jobId: number; slug: string }) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  useDocumentTitle(t('success.title'));
  return (
    <article className="job-success" aria-labelledby="job-success-title">
      <section className="section job-success__card">
        <h1 id="job-success-title" className="job-success__title">
          {t('success.title')}
        </h1>
        <p className="job-success__text">{t('success.text')}</p>
      </section>
      <section className="section">
        <AppliedJob jobId={jobId} slug={slug} />
        <p className="job-success__links">
          <Link className="button button--secondary" to={jobSearchHref(language)}>
            {t('success.moreJobs')}
          </Link>
        </p>
      </section>
      <SimilarJobs jobId={jobId} />
    </article>
  );
}
