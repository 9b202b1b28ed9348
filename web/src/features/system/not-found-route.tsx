/** Any unknown path: "Page does not exist" (W26). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../components/not-found-view';
import type { PageHeadFunction } from '../../lib/page-head-types';

export const namespaces = ['system'] as const;

/** Unknown addresses answer 404, with the "page does not exist" page. */
export function createLoader() {
  return () => ({ status: 404 });
}

export const head: PageHeadFunction = ({ i18n }) => ({
  title: i18n.t('system:documentTitle', { title: i18n.t('common:notFound.title') }),
  description: i18n.t('common:meta.description'),
  noindex: true,
});

export function Component() {
  const { t } = useTranslation(['system', 'common']);
  useEffect(() => {
    document.title = t('documentTitle', { title: t('common:notFound.title') });
  }, [t]);
  return <NotFoundView />;
}
