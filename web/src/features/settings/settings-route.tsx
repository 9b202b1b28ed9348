/**
 * /account-settings/:tab? (W16, signed in): notifications, blocked companies, job alerts, greeting
 * messages and the account. The job alerts and greetings tabs show panels other features own; the app's
 * route module passes them in (features do not import each other).
 */
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../components/not-found-view';
import { privatePageHead } from '../../lib/private-page-head';
import { pageFromParams } from '../../lib/page-param';
import { scopeOf } from '../../lib/query-scope';
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
import type { Route } from './+types/settings-route';
// The route module composes the page: the job-alerts and greetings tabs are other features' panels.
import { GreetingsPanel, greetingsPanelNamespaces } from '../chat/greetings-panel';
import { JobAlertsPanel } from '../job-alerts/job-alerts-panel';
import { jobAlertsNamespaces } from '../job-alerts/job-alerts-namespaces';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

// `chat` for the greetings panel the app passes in.
export const namespaces = ['settings', ...greetingsPanelNamespaces, ...jobAlertsNamespaces] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request, params }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
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
}

export const head = privatePageHead('settings:page.title');

function TabPanel({ tab }: { tab: SettingsTab }) {
  switch (tab) {
    case 'notifications':
      return <NotificationsTab />;
    case 'blocked-companies':
      return <BlockedCompaniesTab />;
    case 'job-alerts':
      return <JobAlertsPanel />;
    case 'greetings':
      return <GreetingsPanel />;
    case 'account':
      return <AccountTab />;
  }
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, head, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function SettingsRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('settings');
  const tab = settingsTabOf(params.tab);
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
        <TabPanel tab={tab} />
      </section>
    </div>
  );
}
