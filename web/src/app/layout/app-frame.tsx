/**
 * The page frame every screen sits in: skip links, header, main, footer and the notification bar
 * (the root layout fills it with the route, or a loading state while the first route loads). After
 * each navigation focus goes to the new page's heading and a polite live region reads its title.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBar } from '../../components/notification-bar';
import { AppFooter } from '../../features/shell/app-footer';
import { AppHeader } from '../../features/shell/app-header';
import { SkipLink, usePageSkipLinkValue } from '../../lib/skip-links';
import { Island } from '../../components/island';
import { useRouteFocus } from './use-route-focus';

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

export function AppFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const announcement = useRouteFocus(MAIN_ID);
  return (
    <div className="app-frame">
      <SkipLinks />
      <Island name="header">
        <AppHeader />
      </Island>
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        {children}
      </main>
      <p className="visually-hidden route-announcer" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <Island name="footer">
        <AppFooter />
      </Island>
      <Island name="notifications">
        <NotificationBar />
      </Island>
      {after}
    </div>
  );
}
