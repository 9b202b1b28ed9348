/**
 * W07, the area landing pages, each with its own list: /onsite-job (on-site and hybrid jobs, and where
 * signing in lands), /remote-jobs and /web3-jobs. Paged by `?page=N` links, so paging works without
 * JavaScript; the loader puts the page's jobs in the HTML the server sends.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery, FRAME_CONFIG_LISTS } from '../../lib/config-lists-queries';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../lib/languages';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { pageFromParams, withPageParam } from '../../lib/page-param';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { localHref } from '../../lib/local-href';
import { appContext } from '../../lib/route-context';
import { pageData, pageMeta } from '../../lib/page-data';
import { splitLanguageFromPath } from '../../lib/resolve-language';
import { waitBriefly } from '../../lib/route-prefetch';
import { pageDescription } from '../../lib/seo/page-description';
import { scopeOf } from '../../lib/query-scope';
import { listAskerOf } from '../../lib/job-list-queries';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AreaJobList } from './area-job-list';
import { areaJobsQuery, type Area } from './area-landing-queries';
import './area-landing.css';
import type { Route } from './+types/area-landing-route';

interface AreaLinks {
  /** The landing page itself. */
  page: (language: LanguageCode) => string;
  /** The job search with the same filter. Web3 is no job-search URL filter, so its page has none. */
  search?: (language: LanguageCode) => string;
}

const AREA_LINKS: Record<Area, AreaLinks> = {
  onsite: { page: (language) => localHref(language, '/:lang?/onsite-job'), search: (language) => jobSearchHref(language, { workArrangements: ['onsite', 'hybrid'] }) },
  remote: { page: (language) => localHref(language, '/:lang?/remote-jobs'), search: (language) => jobSearchHref(language, { workArrangements: ['remote'] }) },
  web3: { page: (language) => localHref(language, '/:lang?/web3-jobs') },
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

/** The three paths (routes.ts) name their area. */
const AREA_OF_PATH: Record<string, Area> = { '/onsite-job': 'onsite', '/remote-jobs': 'remote', '/web3-jobs': 'web3' };

function areaOfPath(pathname: string): Area {
  return AREA_OF_PATH[splitLanguageFromPath(pathname).rest] ?? 'onsite';
}

/** The list (and the footer's categories) is in the page the server sends, unless the API is slow (then the page shows its loading state). */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<null> {
  const { queryClient, store } = context.get(appContext);
  const scope = scopeOf(store);
  const jobs = areaJobsQuery(scope, areaOfPath(new URL(request.url).pathname), pageOfRequest(request), listAskerOf(store));
  await waitBriefly(Promise.all([queryClient.prefetchQuery(configListsQuery(scope, FRAME_CONFIG_LISTS)), queryClient.prefetchQuery(jobs)]));
  return null;
}

const head: PageHeadFunction = ({ i18n }, { request }) => {
  const page = pageOfRequest(request);
  const area = areaOfPath(new URL(request.url).pathname);
  return {
    title: documentTitle(i18n.t, area, page),
    description: pageDescription(i18n.t, { page: DESCRIPTIONS[area] }),
    canonicalPath: withPageParam(AREA_LINKS[area].page(DEFAULT_LANGUAGE), page),
  };
};

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function AreaLandingRoute() {
  return <AreaLanding area={areaOfPath(useLocation().pathname)} />;
}
