/**
 * /offline: what the service worker (web/public/offline-worker.js) shows when a page cannot load
 * without a connection. It keeps a copy per language, so the page needs nothing from the network.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../lib/app-jotai';
import type { PageHeadFunction } from '../../lib/page-head-types';
import { paths } from '../../lib/paths';
import { languageAtom } from '../../lib/session-atoms';
import './offline.css';

export const namespaces = ['offline'] as const;

export const head: PageHeadFunction = ({ i18n }) => ({
  title: i18n.t('offline:documentTitle'),
  description: i18n.t('offline:message'),
  noindex: true,
});

export function Component() {
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
      <a className="button" href={paths.home(language)}>
        {t('retry')}
      </a>
    </section>
  );
}
