/**
 * The page frame (app-frame.tsx) around the current route, and in mock mode the QA panel. While the
 * outage call says the site is under maintenance, the maintenance page replaces everything. A page
 * may add its own skip link (the search page's "skip to results") in its route `handle` (lib/skip-links.tsx).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { lazyOptional } from '../../lib/lazy-optional';
import { usePageViewAnalytics } from '../../lib/tracking/use-page-view-analytics';
import { useAtomValue } from '../../lib/app-jotai';
import { sessionAtom } from '../../lib/session-atoms';
import { useHydrated } from '../../lib/use-hydrated';
import { useWebsiteOutage } from '../../features/system/use-website-outage';
import { AppFrame } from './app-frame';

// Statically false in a production build, so the panel and the mocks are not bundled.
const MockPanel = import.meta.env.VITE_API_MODE === 'mock' ? lazyOptional(() => import('../../features/dev-tools/mock-panel')) : null;
// Only during an outage (its styles are global: root.tsx). The server's HTML waits for it; a normal page never loads it.
const MaintenancePage = lazy(() => import('../../features/system/maintenance-page').then((module) => ({ default: module.MaintenancePage })));
// Loaded once the page is hydrated: nothing of it is needed before the page answers. It, the QA panel and
// the fit marks are optional parts (lib/lazy-optional.tsx): a chunk that fails to arrive leaves the page as it is.
const PageHandlers = lazyOptional(() => import('./page-handlers'));
// A signed-in seeker's "how you fit" on job cards: a guest never loads it.
const CardFitSource = lazyOptional(() => import('../../lib/job-fit/card-fit-source'));

function SignedInCardFit() {
  return useAtomValue(sessionAtom).kind === 'user' ? <CardFitSource /> : null;
}

/**
 * Its children once hydrated, nothing before. A leaf of its own: when hydration ends only it renders
 * again, never the page around it (a hook higher up re-rendered the whole page synchronously).
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

export function RootLayout() {
  const outage = useWebsiteOutage();
  usePageViewAnalytics();
  // The panel shows the tab's own scenarios (a cookie the browser reads), so it renders after hydration.
  const mockPanel = MockPanel ? (
    <AfterHydration>
      <MockPanel />
    </AfterHydration>
  ) : null;
  if (outage?.is_outage) {
    // The QA panel stays reachable so a forced outage can be switched off again.
    return (
      <>
        <Suspense fallback={null}>
          <MaintenancePage outage={outage} />
        </Suspense>
        {mockPanel}
      </>
    );
  }
  return (
    <AppFrame
      after={
        <>
          {/* Their dialogs open over the page (a portal on document.body), so only in the browser. */}
          <AfterHydration>
            <PageHandlers />
            <SignedInCardFit />
          </AfterHydration>
          {mockPanel}
        </>
      }
    >
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}
