/**
 * The page frame every screen sits in: skip link, header, main, footer and the notification bar
 * (the root layout fills it with the route, or a loading state while the first route loads).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
