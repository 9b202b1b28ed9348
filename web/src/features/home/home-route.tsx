/** W05, the home page: hero search, the four job lists, top companies, category tabs, a login prompt. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery, prefetchConfigLists } from '../../lib/config-lists-queries';
import { JobSearchSort } from '../../lib/job-search-url/types';
import { localHref } from '../../lib/local-href';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { pageDescription } from '../../lib/seo/page-description';
import { waitBriefly } from '../../lib/route-prefetch';
import { prefetchRatesFor } from '../../lib/use-approximate-salary';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';
import { HomeCategoryTabs } from './home-category-tabs';
import { HomeHero } from './home-hero';
import { HomeJobList } from './home-job-list';
import { HomeLoginPrompt } from './home-login-prompt';
import { listAskerOf, useListAsker } from '../../lib/job-list-queries';
import { categoryRequest, HOME_CONFIG_LISTS, HOME_LISTS, homeJobsQuery, homeListQuery, topCompaniesQuery, type HomeList } from './home-queries';
import { HomeSection } from './home-section';
import { HomeTopCompanies } from './home-top-companies';
import './home.css';
import { Island } from '../../components/island';
import type { IslandsHandle } from '../../lib/island-names';
import type { Route } from './+types/home-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['home'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context }: Route.LoaderArgs): Promise<PageStatus | null> {
  const { queryClient, store } = context.get(appContext);
  const asker = listAskerOf(store);
  const scope = scopeOf(store);
  // Every list is in the page the server sends, unless the API is slow (then the page shows skeletons).
  // The category tabs open on the first category: its jobs come once the categories are known, so the
  // browser does not fetch and render them right after hydration.
  const firstCategoryJobs = prefetchConfigLists(queryClient, scope, HOME_CONFIG_LISTS).then(() => {
    const first = queryClient.getQueryData(configListsQuery(scope, HOME_CONFIG_LISTS).queryKey)?.job_category_lists[0];
    return first ? queryClient.prefetchQuery(homeJobsQuery(scope, categoryRequest(first.id, asker))) : undefined;
  });
  // A list paid in another currency reads approximately in the seeker's too: the lists are not rendered
  // again in a guest's browser (islands), so the server's HTML has the approximations.
  const signedIn = store.get(sessionAtom).kind === 'user';
  const listJobs = (list: HomeList) => {
    const query = homeListQuery(scope, list, asker, signedIn);
    return queryClient.prefetchQuery(query).then(() => prefetchRatesFor(queryClient, scope, (queryClient.getQueryData(query.queryKey)?.jobs ?? []).map((job) => job.salary)));
  };
  await waitBriefly(
    Promise.all([
      firstCategoryJobs,
      ...HOME_LISTS.map(listJobs),
      queryClient.prefetchQuery(topCompaniesQuery(scope)),
    ]),
  );
  return null;
}

export const head: PageHeadFunction = ({ i18n }) => ({
  title: i18n.t('home:documentTitle'),
  description: pageDescription(i18n.t, { page: 'home' }),
});

/**
 * Where each list's "See all" leads, in the page's language: the recommendations of a signed-in seeker
 * are their My jobs page; a guest's are the job search by relevance.
 */
function useSeeAllHref(list: HomeList): string {
  const language = useAtomValue(languageAtom);
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  switch (list) {
    case 'recommended':
      return signedIn ? localHref(language, '/:lang?/recommended-job/:tab?') : jobSearchHref(language, { sort: JobSearchSort.Relevance });
    case 'latest':
      return jobSearchHref(language, { sort: JobSearchSort.Newest });
    case 'remote':
      return localHref(language, '/:lang?/remote-jobs');
    case 'web3':
      return localHref(language, '/:lang?/web3-jobs');
  }
}

function ListSection({ list }: { list: HomeList }) {
  const { t } = useTranslation('home');
  const asker = useListAsker();
  const scope = useQueryScope();
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  const title = t(`lists.${list}`);
  const seeAll = { to: useSeeAllHref(list), label: t(`lists.seeAllOf.${list}`) };
  return (
    <HomeSection id={list} title={title} seeAll={seeAll}>
      <HomeJobList jobsQuery={homeListQuery(scope, list, asker, signedIn)} title={title} scene={`home_page:${list}`} />
    </HomeSection>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;
/** A guest's home is islands (decision 0027): the search form and the category tabs answer input; the lists are links. */
export const handle: IslandsHandle = { islands: ['home-hero', 'home-categories'] };

export default function HomeRoute() {
  const { t } = useTranslation('home');
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <div className="home">
      <Island name="home-hero">
        <HomeHero />
      </Island>
      <HomeLoginPrompt />
      {HOME_LISTS.map((list) => (
        <ListSection key={list} list={list} />
      ))}
      <HomeTopCompanies />
      <Island name="home-categories">
        <HomeCategoryTabs />
      </Island>
    </div>
  );
}
