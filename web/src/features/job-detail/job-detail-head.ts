/**
 * What the server answers for a job page besides its HTML: the status (410 for a closed or deleted
 * job, 404 for none) and the head (title, description, preview tags and, for an open job only, the
 * JobPosting structured data).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { cachedConfigList } from '../../lib/config-lists-queries';
import type { PageHeadContent } from '../../lib/page-head-types';
import { scopeOf } from '../../lib/query-scope';
import type { RouteContext } from '../../lib/route-context';
import { pageDescription } from '../../lib/seo/page-description';
import { jobPostingJsonLd } from '../../lib/seo/job-posting';
import { absoluteUrl } from '../../lib/seo/site';
import { countryAtom, languageAtom, siteOriginAtom } from '../../lib/session-atoms';
import { goneReason, jobDetailQuery, jobIdFromSlug } from './job-detail-queries';
import { jobTabTitle } from './job-tab-title';

type Reply = { status: number } | null;

function cachedJob({ queryClient, store }: RouteContext, jobId: number) {
  return queryClient.getQueryState(jobDetailQuery(scopeOf(store), jobId).queryKey);
}

/** 404 when no job has this address, 410 when it is closed or deleted; null for a job to show. */
export function jobPageStatus(app: RouteContext, params: LoaderFunctionArgs['params']): Reply {
  const jobId = jobIdFromSlug(params.slug);
  if (jobId === undefined) return { status: 404 };
  const state = cachedJob(app, jobId);
  const gone = goneReason(state?.error);
  if (gone === 'not-found') return { status: 404 };
  if (gone) return { status: 410 };
  if (state?.data && state.data.status !== 'open' && state.data.status !== 'on_hold') return { status: 410 };
  return null;
}

export function jobPageHead(app: RouteContext, { params }: LoaderFunctionArgs): PageHeadContent {
  const jobId = jobIdFromSlug(params.slug);
  const state = jobId === undefined ? undefined : cachedJob(app, jobId);
  const job = state?.data;
  const t = app.i18n.t;
  if (!job) {
    const gone = goneReason(state?.error);
    // A failure of the service is not "this page does not exist" (the server answers it 503).
    const title = gone === 'deleted' || gone === 'closed' ? t(`job-detail:status.${gone}`) : gone === 'not-found' || jobId === undefined ? t('common:notFound.title') : t('common:states.errorTitle');
    return { title, description: t('common:meta.description'), noindex: true };
  }
  const origin = app.store.get(siteOriginAtom);
  const country = app.store.get(countryAtom);
  const language = app.store.get(languageAtom);
  const regions = cachedConfigList(app.queryClient, scopeOf(app.store), 'location_lists');
  const posting = jobPostingJsonLd(job, { origin, country, language, locations: regions?.flatMap((region) => region.locations) });
  return {
    title: job.status === 'open' || job.status === 'on_hold' ? jobTabTitle(t, job) : t(`job-detail:status.${job.status === 'deleted' ? 'deleted' : 'closed'}`),
    description: pageDescription(t, { page: 'jobDetail', title: job.title, company: job.company.name || job.company_name, location: job.location_value }),
    image: absoluteUrl(origin, job.company.logo || job.company_logo),
    canonicalPath: `/job/${encodeURIComponent(job.slug)}`,
    jsonLd: posting ? [posting] : [],
    noindex: !posting,
  };
}
