/**
 * The page frame every screen sits in: skip link, header, main, footer and the notification bar. The
 * root layout fills it with the route; while the first route is still loading, the hydrate fallback
 * fills it with a loading state, so a slow start shows the site, not a bare "Loading…".
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/loading-state';
import { NotificationBar } from '../../components/notification-bar';
import { AppFooter } from '../../features/shell/app-footer';
import { AppHeader } from '../../features/shell/app-header';

export function AppFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <AppHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <AppFooter />
      <NotificationBar />
      {after}
    </div>
  );
}

/** The router's hydrate fallback: the frame around a loading state while the first page loads. */
export function LoadingFrame() {
  return (
    <AppFrame>
      <LoadingState />
    </AppFrame>
  );
}
