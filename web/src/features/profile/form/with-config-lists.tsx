/** A form whose choices come from the config lists: their loading and error states first, then the form. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useConfigLists, type ProfileConfigLists } from './config-options';

export function WithConfigLists({ children }: { children: (lists: ProfileConfigLists) => ReactNode }) {
  const { t } = useTranslation('profile');
  const lists = useConfigLists();
  if (lists.isPending) return <LoadingState label={t('form.loadingOptions')} />;
  if (lists.isError) return <ErrorState error={lists.error} onRetry={() => void lists.refetch()} compact />;
  return <>{children(lists.data)}</>;
}
