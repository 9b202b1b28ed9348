/** Every provider the app needs, in one place, so the server, the browser and tests render with the same ones. */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { JotaiProvider } from '../lib/app-jotai';
import type { RouteContext } from '../lib/route-context';
import { NonceContext } from './request-nonce';

export function AppProviders({ context, nonce, children }: { context: RouteContext; nonce?: string; children: ReactNode }) {
  return (
    <JotaiProvider store={context.store}>
      <I18nextProvider i18n={context.i18n}>
        <QueryClientProvider client={context.queryClient}>
          <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
