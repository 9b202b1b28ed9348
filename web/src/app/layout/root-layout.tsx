/**
 * The page frame: header, main content, footer, the notification bar, and in mock mode the QA
 * panel. While the outage call says the site is under maintenance, the maintenance page replaces
 * everything. Skip links come first; after each navigation focus goes to the new page's heading and
 * a polite live region reads its title.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/loading-state';
import { NotificationBar } from '../../components/notification-bar';
import { PageSkipLinkProvider, SkipLink, usePageSkipLinkValue } from '../../lib/skip-links';
import { AppFooter } from '../../features/shell/app-footer';
import { AppHeader } from '../../features/shell/app-header';
import { SingpassInfoHandler } from '../../features/identity/singpass-info-handler';
import { MaintenancePage } from '../../features/system/maintenance-page';
import { useWebsiteOutage } from '../../features/system/use-website-outage';
import { useRouteFocus } from './use-route-focus';

// Statically false in a production build, so the panel and the mocks are not bundled.
const MockPanel = import.meta.env.VITE_API_MODE === 'mock' ? lazy(() => import('../../features/dev-tools/mock-panel')) : null;

const MAIN_ID = 'main';

function SkipLinks() {
  const { t } = useTranslation('common');
  const pageLink = usePageSkipLinkValue();
  return (
    <>
      <SkipLink targetId={MAIN_ID} label={t('shell.skipToContent')} />
      {pageLink ? <SkipLink targetId={pageLink.targetId} label={pageLink.label} /> : null}
    </>
  );
}

function Frame({ mockPanel }: { mockPanel: ReactNode }) {
  const announcement = useRouteFocus(MAIN_ID);
  return (
    <div className="app-frame">
      <SkipLinks />
      <AppHeader />
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <p className="visually-hidden route-announcer" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <AppFooter />
      <NotificationBar />
      <SingpassInfoHandler />
      {mockPanel}
      <ScrollRestoration />
    </div>
  );
}

export function RootLayout() {
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
    <PageSkipLinkProvider>
      <Frame mockPanel={mockPanel} />
    </PageSkipLinkProvider>
  );
}
