/**
 * /interviews (W13): the signed-in user's interviews, filtered by status (`?status=`), paged (`?page=`).
 * Each opens the interview dialog over this page (`?interview={id}`). Guests are sent to sign in first.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ListInterviewsParams } from '@sdk/generated/apiGo/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { Pagination } from '../../components/pagination';
import { useAtomValue } from '../../lib/app-jotai';
import { privatePageHead } from '../../lib/private-page-head';
import { pageFromParams } from '../../lib/page-param';
import { localHref } from '../../lib/local-href';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { interviewListQuery } from './interviews-queries';
import { InterviewList } from './interview-list';
import { isStatusFilter, STATUS_FILTERS, type MainStatus } from './interview-status';
import './interviews.css';
import type { Route } from './+types/interviews-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['interviews'] as const;

const STATUS_PARAM = 'status';

function statusOf(params: URLSearchParams): MainStatus | undefined {
  const status = params.get(STATUS_PARAM);
  return isStatusFilter(status) ? status : undefined;
}

/** The list call of the address; the loader and the page build the same one (same query key). */
function listParamsOf(params: URLSearchParams): ListInterviewsParams {
  const status = statusOf(params);
  return { ...(status ? { status } : {}), page: pageFromParams(params) };
}

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  const params = new URL(request.url).searchParams;
  await waitBriefly(app.queryClient.prefetchQuery(interviewListQuery(scopeOf(app.store), listParamsOf(params))));
  return null;
}

export const head = privatePageHead('interviews:page.title');

function hrefOf(base: string, status: MainStatus | undefined, page = 1): string {
  const query = new URLSearchParams({ ...(status ? { [STATUS_PARAM]: status } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return query ? `${base}?${query}` : base;
}

function StatusFilters({ current }: { current: MainStatus | undefined }) {
  const { t } = useTranslation('interviews');
  const base = localHref(useAtomValue(languageAtom), '/:lang?/interviews');
  const filters: (MainStatus | undefined)[] = [undefined, ...STATUS_FILTERS];
  return (
    <nav className="interviews-filters" aria-label={t('page.filters')}>
      <ul className="interviews-filters__list">
        {filters.map((status) => (
          <li key={status ?? 'all'}>
            <Link className="chip" to={hrefOf(base, status)} aria-current={status === current ? 'page' : undefined} preventScrollReset>
              {status ? t(`status.${status}`) : t('page.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function InterviewsRoute() {
  const { t } = useTranslation('interviews');
  const language = useAtomValue(languageAtom);
  const [searchParams] = useSearchParams();
  const status = statusOf(searchParams);
  const list = useQuery(interviewListQuery(useQueryScope(), listParamsOf(searchParams)));
  useDocumentTitle(t('page.title'));

  let body;
  if (list.isPending) body = <LoadingState label={t('page.loading')} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.interviews.length === 0) {
    body = status ? (
      <EmptyState
        title={t('page.emptyStatus', { status: t(`status.${status}`) })}
        action={
          <Link className="button button--secondary" to={localHref(language, '/:lang?/interviews')}>
            {t('page.seeAll')}
          </Link>
        }
      />
    ) : (
      <EmptyState title={t('page.empty')} hint={t('page.emptyHint')} />
    );
  } else {
    body = (
      <>
        <InterviewList interviews={list.data.interviews} />
        <Pagination page={list.data.page} totalPages={list.data.total_page} hrefFor={(page) => hrefOf(localHref(language, '/:lang?/interviews'), status, page)} />
      </>
    );
  }

  return (
    <div className="interviews-page">
      <h1 className="page-title">{t('page.title')}</h1>
      <StatusFilters current={status} />
      <section className="interviews-page__results" aria-label={status ? t(`status.${status}`) : t('page.all')} aria-busy={list.isFetching || undefined}>
        {body}
      </section>
    </div>
  );
}
