/** Any unknown path: "Page does not exist" (W26). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../components/not-found-view';

export const namespaces = ['system'] as const;

export function Component() {
  const { t } = useTranslation(['system', 'common']);
  useEffect(() => {
    document.title = t('documentTitle', { title: t('common:notFound.title') });
  }, [t]);
  return <NotFoundView />;
}
