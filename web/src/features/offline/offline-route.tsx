/**
 * /offline: what the service worker (web/public/offline-worker.js) shows when a page cannot load
 * without a connection. It keeps a copy per language, so the page needs nothing from the network.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import './offline.css';
import type { Route } from './+types/offline-route';
import { pageData, pageMeta } from '../../lib/page-data';

export const namespaces = ['offline'] as const;

export const head: PageHeadFunction = ({ i18n }) => ({
  title: i18n.t('offline:documentTitle'),
  description: i18n.t('offline:message'),
  noindex: true,
});

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function OfflineRoute() {
  const { t } = useTranslation('offline');
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <section className="offline section" aria-labelledby="offline-title">
      <h1 id="offline-title" className="page-title">
        {t('title')}
      </h1>
      <p>{t('message')}</p>
      {/* A real link: a full load, which the service worker answers from the network once it is back. */}
      <a className="button" href={localHref(language, '/:lang?')}>
        {t('retry')}
      </a>
    </section>
  );
}
