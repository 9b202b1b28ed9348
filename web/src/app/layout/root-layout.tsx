/**
 * The page frame: header, main content, footer, the notification bar, and in mock mode the QA
 * panel. While the outage call says the site is under maintenance, the maintenance page replaces
 * everything.
 */
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/loading-state';
import { NotificationBar } from '../../components/notification-bar';
import { AppFooter } from '../../features/shell/app-footer';
import { AppHeader } from '../../features/shell/app-header';
import { SingpassInfoHandler } from '../../features/identity/singpass-info-handler';
import { MaintenancePage } from '../../features/system/maintenance-page';
import { useWebsiteOutage } from '../../features/system/use-website-outage';

// Statically false in a production build, so the panel and the mocks are not bundled.
const MockPanel = import.meta.env.VITE_API_MODE === 'mock' ? lazy(() => import('../../features/dev-tools/mock-panel')) : null;

export function RootLayout() {
  const { t } = useTranslation('common');
  const outage = useWebsiteOutage();
  const mockPanel = MockPanel ? (
    <Suspense fallback={null}>
      <MockPanel />
    </Suspense>
  ) : null;
  if (outage?.is_outage) {
    // The QA panel stays reachable so a forced outage can be switched off again.
    return (
      <>
        <MaintenancePage outage={outage} />
        {mockPanel}
      </>
    );
  }
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <AppHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
      <NotificationBar />
      <SingpassInfoHandler />
      {mockPanel}
      <ScrollRestoration />
    </div>
  );
}
