/** What route loaders get: they prefetch into the query cache and load their translations. */
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from './app-jotai';

export interface RouteContext {
  queryClient: QueryClient;
  store: AppStore;
  i18n: I18n;
}
