/**
 * W07, the area landing pages, each with its own list: /onsite-job (on-site and hybrid jobs, and where
 * signing in lands), /remote-jobs and /web3-jobs. Paged by `?page=N` links, so paging works without
 * JavaScript; the loader puts the page's jobs in the HTML the server sends.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type LoaderFunction } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../lib/languages';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { pageFromParams, withPageParam } from '../../lib/page-param';
import { paths } from '../../lib/paths';
import type { RouteContext } from '../../lib/route-context';
import { waitBriefly } from '../../lib/route-prefetch';
import { pageDescription } from '../../lib/seo/page-description';
import { scopeOf } from '../../lib/query-scope';
import { listAskerOf } from '../../lib/job-list-query';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AreaJobList } from './area-job-list';
import { areaJobsQuery, type Area } from './area-landing-queries';
import './area-landing.css';

interface AreaLinks {
  /** The landing page itself. */
  page: (language: LanguageCode) => string;
  /** The job search with the same filter. Web3 is no job-search URL filter, so its page has none. */
  search?: (language: LanguageCode) => string;
}

const AREA_LINKS: Record<Area, AreaLinks> = {
  onsite: { page: paths.onsiteJobs, search: (language) => paths.jobSearch(language, { workArrangements: ['onsite', 'hybrid'] }) },
  remote: { page: paths.remoteJobs, search: (language) => paths.jobSearch(language, { workArrangements: ['remote'] }) },
  web3: { page: paths.web3Jobs },
};

/** Each page's meta description in the `seo` catalog. */
const DESCRIPTIONS = { onsite: 'onsiteJobs', remote: 'remoteJobs', web3: 'web3Jobs' } as const satisfies Record<Area, string>;

const namespaces = ['area-landing'] as const;

function documentTitle(t: TFunction, area: Area, page: number): string {
  const title = t(`area-landing:areas.${area}.title`);
  return page > 1 ? t('area-landing:meta.titlePaged', { title, page }) : t('area-landing:meta.title', { title });
}

function pageOfRequest(request: Request): number {
  return pageFromParams(new URL(request.url).searchParams);
}

function AreaLanding({ area }: { area: Area }) {
  const { t } = useTranslation('area-landing');
  const language = useAtomValue(languageAtom);
  const [searchParams] = useSearchParams();
  const page = pageFromParams(searchParams);
  const searchHref = AREA_LINKS[area].search?.(language);
  useDocumentTitle(documentTitle(t, area, page));
  return (
    <div className="area-landing">
      <div className="area-landing__head">
        <h1 className="page-title">{t(`areas.${area}.title`)}</h1>
        <p className="area-landing__intro">{t(`areas.${area}.intro`)}</p>
        {searchHref ? (
          <Link className="area-landing__search" to={searchHref}>
            {t('seeAllInSearch')}
          </Link>
        ) : null}
      </div>
      <AreaJobList area={area} page={page} path={AREA_LINKS[area].page(language)} searchHref={searchHref} />
    </div>
  );
}

/** The page module of one area (see web/src/app/page-route.ts). */
function areaPage(area: Area) {
  const createLoader =
    ({ queryClient, store }: RouteContext): LoaderFunction =>
    async ({ request }) => {
      // The list (and the footer's categories) is in the page the server sends, unless the API is slow
      // (then the page shows its loading state).
      const scope = scopeOf(store);
      const jobs = areaJobsQuery(scope, area, pageOfRequest(request), listAskerOf(store));
      await waitBriefly(Promise.all([queryClient.prefetchQuery(configListsQuery(scope)), queryClient.prefetchQuery(jobs)]));
      return null;
    };
  const head: PageHeadFunction = ({ i18n }, { request }) => {
    const page = pageOfRequest(request);
    return {
      title: documentTitle(i18n.t, area, page),
      description: pageDescription(i18n.t, { page: DESCRIPTIONS[area] }),
      canonicalPath: withPageParam(AREA_LINKS[area].page(DEFAULT_LANGUAGE), page),
    };
  };
  function Component() {
    return <AreaLanding area={area} />;
  }
  return { namespaces, createLoader, head, Component };
}

export const onsiteJobsPage = areaPage('onsite');
export const remoteJobsPage = areaPage('remote');
export const web3JobsPage = areaPage('web3');
