/**
 * /account-settings/:tab? (W16, signed in): notifications, blocked companies, job alerts, greeting
 * messages and the account. The job alerts and greetings tabs show panels other features own; the app's
 * route module passes them in (features do not import each other).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunction } from 'react-router';
import { NotFoundView } from '../../components/not-found-view';
import { privatePageHead } from '../../lib/private-page-head';
import { pageFromParams } from '../../lib/page-param';
import { scopeOf } from '../../lib/query-scope';
import type { RouteContext } from '../../lib/route-context';
import { waitBriefly } from '../../lib/route-prefetch';
import { signedInOnly } from '../../lib/session/page-guards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountTab } from './account-tab';
import { BlockedCompaniesTab } from './blocked-companies-tab';
import { NotificationsTab } from './notifications-tab';
import { SettingsNav } from './settings-nav';
import { accountSettingQuery, blockedCompaniesQuery, notificationSettingsQuery } from './settings-queries';
import { settingsTabOf, type SettingsTab } from './settings-tabs';
import './settings.css';

// `chat` for the greetings panel the app passes in.
export const namespaces = ['settings'] as const;

export function createLoader(app: RouteContext): LoaderFunction {
  return async ({ request, params }) => {
    signedInOnly(app, request);
    const tab = settingsTabOf(params.tab);
    if (tab === undefined) return { status: 404 };
    const scope = scopeOf(app.store);
    const page = pageFromParams(new URL(request.url).searchParams);
    const prefetch: Partial<Record<SettingsTab, () => Promise<unknown>>> = {
      notifications: () => Promise.all([app.queryClient.prefetchQuery(notificationSettingsQuery(scope)), app.queryClient.prefetchQuery(accountSettingQuery(scope))]),
      'blocked-companies': () => app.queryClient.prefetchQuery(blockedCompaniesQuery(scope, { page })),
      account: () => app.queryClient.prefetchQuery(accountSettingQuery(scope)),
    };
    await waitBriefly(prefetch[tab]?.() ?? Promise.resolve());
    return null;
  };
}

export const head = privatePageHead('settings:page.title');

export interface SettingsPageProps {
  /** The job alerts list of the job-alerts feature, for the job-alerts tab. */
  jobAlertsPanel?: ReactNode;
  /** The chat feature's greeting messages list, for the greetings tab. */
  greetingsPanel?: ReactNode;
}

function TabPanel({ tab, jobAlertsPanel, greetingsPanel }: SettingsPageProps & { tab: SettingsTab }) {
  switch (tab) {
    case 'notifications':
      return <NotificationsTab />;
    case 'blocked-companies':
      return <BlockedCompaniesTab />;
    case 'job-alerts':
      return <>{jobAlertsPanel}</>;
    case 'greetings':
      return <>{greetingsPanel}</>;
    case 'account':
      return <AccountTab />;
  }
}

export function Component({ jobAlertsPanel, greetingsPanel }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  const tab = settingsTabOf(useParams().tab);
  useDocumentTitle(t('page.title'));
  if (tab === undefined) return <NotFoundView />;
  return (
    <div className="settings">
      <h1 className="page-title">{t('page.title')}</h1>
      <SettingsNav current={tab} />
      <section className="section settings__panel" aria-labelledby="settings-tab-title">
        <h2 id="settings-tab-title" className="section__title">
          {t(`tabs.${tab}`)}
        </h2>
        <TabPanel tab={tab} jobAlertsPanel={jobAlertsPanel} greetingsPanel={greetingsPanel} />
      </section>
    </div>
  );
}
