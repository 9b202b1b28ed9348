/**
 * /recommended-job/:tab? (W14): the signed-in seeker's jobs, one tab per list (saved, applied, communicated,
 * interview, viewed, who viewed me, interested in me, personalized picks; the bare address is the
 * recommended tab), sorted and paged by the address (`?sort=`, `?page=`). Guests are sent to sign in first.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NotFoundView } from '../../components/not-found-view';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { interviewTimeNamespaces } from '../../components/interview-time';
import { tabListQuery } from './my-jobs-queries';
import { tabOf, viewOf, type MyJobsView } from './my-jobs-url';
import { FilterBar } from './filter-bar';
import { FilterChoices } from './filter-choices';
import { SortBar } from './sort-bar';
import { TabBody } from './tab-body';
import { TabNav } from './tab-nav';
import './my-jobs.css';
import type { Route } from './+types/my-jobs-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['my-jobs', ...interviewTimeNamespaces] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request, params }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  const tab = tabOf(params.tab);
  if (tab === undefined) return { status: 404 };
  const view = viewOf(tab, new URL(request.url).searchParams);
  // Errors stay in the cache: the tab shows its own, with a retry.
  await waitBriefly(app.queryClient.prefetchQuery(tabListQuery(scopeOf(app.store), view)));
  return null;
}

export const head: PageHeadFunction = ({ i18n }, { params }) => {
  const tab = tabOf(params.tab);
  return {
    title: tab === undefined ? i18n.t('common:notFound.title') : i18n.t('my-jobs:page.title', { tab: i18n.t(`my-jobs:tabs.${tab}`) }),
    description: i18n.t('common:meta.description'),
    noindex: true,
  };
};

function TabView({ view }: { view: MyJobsView }) {
  const list = useQuery(tabListQuery(useQueryScope(), view));
  return <TabBody view={view} list={list} />;
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function MyJobsRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('my-jobs');
  const tab = tabOf(params.tab);
  const [searchParams] = useSearchParams();
  // Sort and filter choices made in quick succession build on each other (filter-choices.ts).
  const [choices] = useState(() => new FilterChoices());
  useDocumentTitle(tab === undefined ? undefined : t('page.title', { tab: t(`tabs.${tab}`) }));
  if (tab === undefined) return <NotFoundView />;
  const view = viewOf(tab, searchParams);
  return (
    <div className="my-jobs-page">
      <h1 className="page-title">{t('page.heading')}</h1>
      <TabNav current={tab} />
      <SortBar view={view} choices={choices} />
      <FilterBar view={view} choices={choices} />
      <TabView view={view} />
    </div>
  );
}
