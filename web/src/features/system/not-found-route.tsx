/** Any unknown path: "Page does not exist" (W26). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../components/not-found-view';
import type { PageHeadFunction } from '../../lib/page-head-types';
import type { Route } from './+types/not-found-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';

export const namespaces = ['system'] as const;

/** Unknown addresses answer 404, with the "page does not exist" page. */
const STATUS: PageStatus = { status: 404 };

export const head: PageHeadFunction = ({ i18n }) => ({
  title: i18n.t('system:documentTitle', { title: i18n.t('common:notFound.title') }),
  description: i18n.t('common:meta.description'),
  noindex: true,
});

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: STATUS });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function NotFoundRoute() {
  const { t } = useTranslation(['system', 'common']);
  useEffect(() => {
    document.title = t('documentTitle', { title: t('common:notFound.title') });
  }, [t]);
  return <NotFoundView />;
}
