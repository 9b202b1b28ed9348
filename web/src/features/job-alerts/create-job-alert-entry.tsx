/**
 * The search page's job-alert entry (W15): "Create job alert" for the search in the URL, and for a
 * signed-in user "Manage job alerts". The app puts it into the search page's slot; it reads the search
 * from the URL itself, so the search feature knows nothing of alerts.
 */
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LazyDialogBoundary } from '../../components/lazy-part-boundary';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { decodeJobSearchUrl } from '../../lib/job-search-url/decode';
import { asGuestSearch } from '../../lib/job-search-url/guest-search';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useQueryScope } from '../../lib/query-scope';
import { splitLanguageFromPath } from '../../lib/resolve-language';
import { sessionAtom } from '../../lib/session-atoms';
import type { OpenedSearch } from './create-job-alert-dialog';
import { JOB_ALERT_CONFIG_LISTS } from './job-alert-config-lists';
import './job-alerts.css';
// The create dialog's field: an island page takes no stylesheet from the dialog's chunk (decision 0032).
import '../../components/radio-group-field.css';

// The dialogs (forms, rules, zod) stay out of the search page's first JavaScript: they load when the
// user points at or focuses their button.
const CreateJobAlertDialog = lazyWithPreload(() => import('./create-job-alert-dialog').then((module) => ({ default: module.CreateJobAlertDialog })));
const ManageJobAlertsDialog = lazyWithPreload(() => import('./manage-job-alerts-dialog').then((module) => ({ default: module.ManageJobAlertsDialog })));

/** The create dialog keeps the search it opened with: signing in silently changes the query scope under it. */
type Open = { kind: 'create'; search: OpenedSearch } | { kind: 'manage' } | null;

/** Memoized (it has no props): the search page's new results do not re-render it; a new address does, after them. */
export const CreateJobAlertEntry = memo(function CreateJobAlertEntry() {
  const { t } = useTranslation('job-alerts');
  const { pathname, search } = useLocation();
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  const lists = useQuery(configListsQuery(useQueryScope(), JOB_ALERT_CONFIG_LISTS)).data;
  const [open, setOpen] = useState<Open>(null);
  const opened = useMemo(() => {
    if (!lists) return undefined;
    const filters = decodeJobSearchUrl(splitLanguageFromPath(pathname).rest, search);
    // A guest's alert is of the search the page shows them: a seeker's link read without her preferences.
    return { filters: signedIn ? filters : asGuestSearch(filters), lists };
  }, [lists, pathname, search, signedIn]);

  return (
    <div className="job-alerts__entry">
      <button
        type="button"
        className="button button--secondary"
        onPointerEnter={CreateJobAlertDialog.preload}
        onFocus={CreateJobAlertDialog.preload}
        onClick={() => opened && setOpen({ kind: 'create', search: opened })}
        disabled={!opened}
      >
        {t('create.open')}
      </button>
      {signedIn ? (
        <button type="button" className="button button--link" onPointerEnter={ManageJobAlertsDialog.preload} onFocus={ManageJobAlertsDialog.preload} onClick={() => setOpen({ kind: 'manage' })}>
          {t('manage.open')}
        </button>
      ) : null}
      <LazyDialogBoundary onClose={() => setOpen(null)}>
        {open?.kind === 'create' ? (
          <CreateJobAlertDialog opened={open.search} guest={!signedIn} onClose={() => setOpen(null)} onManage={() => setOpen({ kind: 'manage' })} />
        ) : null}
        {open?.kind === 'manage' ? <ManageJobAlertsDialog onClose={() => setOpen(null)} /> : null}
      </LazyDialogBoundary>
    </div>
  );
});
