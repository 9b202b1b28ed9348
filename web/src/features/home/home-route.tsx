/** W05, the home page: hero search, the four job lists, top companies, category tabs, a login prompt. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunction } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists';
import { JobSearchSort } from '../../lib/job-search-url/types';
import { paths } from '../../lib/paths';
import type { RouteContext } from '../../lib/route-context';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { scopeOf } from '../../lib/query-scope';
import { pageDescription } from '../../lib/seo/page-description';
import { waitBriefly } from '../../lib/route-prefetch';
import { languageAtom } from '../../lib/session-atoms';
import { HomeCategoryTabs } from './home-category-tabs';
import { HomeHero } from './home-hero';
import { HomeJobList } from './home-job-list';
import { HomeLoginPrompt } from './home-login-prompt';
import { listAskerOf, useListAsker } from '../../lib/job-list-query';
import { HOME_LISTS, homeJobsQuery, homeListRequest, topCompaniesQuery, type HomeList } from './home-queries';
import { HomeSection } from './home-section';
import { HomeTopCompanies } from './home-top-companies';
import './home.css';

export const namespaces = ['home'] as const;

export function createLoader({ queryClient, store }: RouteContext): LoaderFunction {
  return async () => {
    const asker = listAskerOf(store);
    const scope = scopeOf(store);
    // Every list is in the page the server sends, unless the API is slow (then the page shows skeletons).
    await waitBriefly(
      Promise.all([
        queryClient.prefetchQuery(configListsQuery(scope)),
        ...HOME_LISTS.map((list) => queryClient.prefetchQuery(homeJobsQuery(scope, homeListRequest(list, asker)))),
        queryClient.prefetchQuery(topCompaniesQuery(scope)),
      ]),
    );
    return null;
  };
}

export const head: PageHeadFunction = ({ i18n }) => ({
  title: i18n.t('home:documentTitle'),
  description: pageDescription(i18n.t, { page: 'home' }),
});

function ListSection({ list, seeAll }: { list: HomeList; seeAll?: string }) {
  const { t } = useTranslation('home');
  const asker = useListAsker();
  const title = t(`lists.${list}`);
  return (
    <HomeSection id={list} title={title} seeAll={seeAll}>
      <HomeJobList request={homeListRequest(list, asker)} title={title} scene={`home_page:${list}`} />
    </HomeSection>
  );
}

export function Component() {
  const { t } = useTranslation('home');
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <div className="home">
      <HomeHero />
      <HomeLoginPrompt />
      <ListSection list="recommended" seeAll={paths.jobSearch(language, { sort: JobSearchSort.Relevance })} />
      <ListSection list="latest" seeAll={paths.jobSearch(language, { sort: JobSearchSort.Newest })} />
      <ListSection list="remote" seeAll={paths.remoteJobs(language)} />
      <ListSection list="web3" seeAll={paths.web3Jobs(language)} />
      <HomeTopCompanies />
      <HomeCategoryTabs />
    </div>
  );
}
