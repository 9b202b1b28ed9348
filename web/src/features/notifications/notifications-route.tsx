/**
 * /notifications (W24): the signed-in user's notifications, newest first, paged (`?page=`), optionally
 * only the unread ones (`?unread=1`). Opening one marks it read; "Mark all as read" reads them all. The
 * header bell follows each read. Guests are sent to sign in first.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ListNotificationsParams } from '@sdk/generated/apiGo/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { Pagination } from '../../components/pagination';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { privatePageHead } from '../../lib/private-page-head';
import { pageFromParams } from '../../lib/page-param';
import { localHref } from '../../lib/local-href';
import { scopeOf, useQueryScope } from '../../lib/query-scope';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotificationItem } from './notification-item';
import { notificationListQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from './notifications-queries';
import './notifications.css';
import type { Route } from './+types/notifications-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['notifications'] as const;

const UNREAD_PARAM = 'unread';

/** The list call of the address; the loader and the page build the same one (same query key). */
function listParamsOf(params: URLSearchParams): ListNotificationsParams {
  return { page: pageFromParams(params), ...(params.get(UNREAD_PARAM) === '1' ? { unread_only: true } : {}) };
}

function hrefOf(base: string, unreadOnly: boolean, page = 1): string {
  const query = new URLSearchParams({ ...(unreadOnly ? { [UNREAD_PARAM]: '1' } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return query ? `${base}?${query}` : base;
}

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  const params = new URL(request.url).searchParams;
  await waitBriefly(app.queryClient.prefetchQuery(notificationListQuery(scopeOf(app.store), listParamsOf(params))));
  return null;
}

export const head = privatePageHead('notifications:page.title');

function Filters({ unreadOnly }: { unreadOnly: boolean }) {
  const { t } = useTranslation('notifications');
  const base = localHref(useAtomValue(languageAtom), '/:lang?/notifications');
  return (
    <nav className="notifications-filters" aria-label={t('page.filters')}>
      <ul className="notifications-filters__list">
        <li>
          <Link className="chip" to={hrefOf(base, false)} aria-current={unreadOnly ? undefined : 'page'} preventScrollReset>
            {t('page.all')}
          </Link>
        </li>
        <li>
          <Link className="chip" to={hrefOf(base, true)} aria-current={unreadOnly ? 'page' : undefined} preventScrollReset>
            {t('page.unreadOnly')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function NotificationsRoute() {
  const { t } = useTranslation('notifications');
  const language = useAtomValue(languageAtom);
  const [searchParams] = useSearchParams();
  const params = listParamsOf(searchParams);
  const unreadOnly = params.unread_only === true;
  const list = useQuery(notificationListQuery(useQueryScope(), params));
  const markOne = useMarkNotificationReadMutation();
  const markAll = useMarkAllNotificationsReadMutation();
  const [status, setStatus] = useState('');
  useDocumentTitle(t('page.title'));

  const unreadCount = list.data?.unread_count ?? 0;
  const onMarkAll = () => {
    setStatus('');
    markAll.mutate(undefined, { onSuccess: () => setStatus(t('page.allRead')) });
  };

  let body;
  if (list.isPending) body = <LoadingState label={t('page.loading')} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.notifications.length === 0) body = <EmptyState title={unreadOnly ? t('page.emptyUnread') : t('page.empty')} hint={unreadOnly ? undefined : t('page.emptyHint')} />;
  else
    body = (
      <>
        <ul className="notifications-list">
          {list.data.notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                marking={markOne.isPending && markOne.variables?.notificationId === notification.id}
                onRead={(notificationId) => markOne.mutate({ notificationId })}
              />
            </li>
          ))}
        </ul>
        <Pagination page={list.data.page} totalPages={list.data.total_page} hrefFor={(page) => hrefOf(localHref(language, '/:lang?/notifications'), unreadOnly, page)} />
      </>
    );

  return (
    <div className="notifications-page">
      <div className="notifications-page__header">
        <h1 className="page-title">{t('page.title')}</h1>
        {list.isSuccess ? (
          <p className="notifications-page__count">{t('page.unreadCount', { count: unreadCount })}</p>
        ) : null}
        <button type="button" className="button button--secondary" disabled={!list.isSuccess || unreadCount === 0 || markAll.isPending} onClick={onMarkAll}>
          {markAll.isPending ? t('page.markingAll') : t('page.markAll')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {markAll.isError ? (
        <p className="text-field__error" role="alert">
          {describeError(markAll.error, t)}
        </p>
      ) : null}
      <Filters unreadOnly={unreadOnly} />
      <section className="notifications-page__results" aria-label={unreadOnly ? t('page.unreadOnly') : t('page.all')} aria-busy={list.isFetching || undefined}>
        {body}
      </section>
    </div>
  );
}
