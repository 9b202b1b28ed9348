/** Every provider the app needs, in one place, so tests render with exactly the same ones. */
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { JotaiProvider } from '../lib/app-jotai';
import { LoadingState } from '../components/loading-state';
import type { AppContext } from './bootstrap';
import { AppErrorBoundary } from './layout/app-error-boundary';

export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <JotaiProvider store={context.store}>
      <I18nextProvider i18n={context.i18n}>
        <QueryClientProvider client={context.queryClient}>
          <AppErrorBoundary>
            <Suspense fallback={<LoadingState />}>{children}</Suspense>
          </AppErrorBoundary>
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
