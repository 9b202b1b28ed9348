/**
 * A tab's list with its loading, empty (with a way to search) and error states and its pages, and the
 * item actions: unsave (confirmed, then Undo in the status bar), the application's detail, withdraw. The
 * interview tab's times are in the seeker's zone, named once above its list (as on the Interviews screen).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionOutcomeRegion, type ActionOutcome } from '../../components/action-outcome';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { Pagination } from '../../components/pagination';
import { useAtomValue } from '../../lib/app-jotai';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { languageAtom } from '../../lib/session-atoms';
import type { SceneKey } from '../../lib/tracking/scenes';
import { useJobListTracking } from '../../lib/tracking/use-job-list-tracking';
import { ZoneCaption } from '../../components/interview-time';
import { ApplicationDialog } from './application-dialog';
import { EntryItem, type EntryAction } from './entry-item';
import type { TabEntry, TabList } from './my-jobs-queries';
import { hasFilters, type MyJobsTab, type MyJobsView } from './my-jobs-url';
import { tabPath } from './tab-path';
import { UnsaveDialog } from './unsave-dialog';
import { useUndoUnsave } from './use-undo-unsave';
import { WithdrawDialog } from './withdraw-dialog';

/** The tracking scene of each tab whose items are job cards (docs/tracking.md); recruiter tabs have none. */
const TAB_SCENES: Partial<Record<MyJobsTab, SceneKey>> = {
  recommended: 'my_jobs_page:recommended',
  'personalized-picks': 'my_jobs_page:personalized',
  saved: 'my_jobs_page:saved',
  applied: 'my_jobs_page:applied',
  communicated: 'my_jobs_page:communicated',
  interview: 'my_jobs_page:interview',
  viewed: 'my_jobs_page:viewed',
};

/** A key unique in its list: a job can appear twice (two interviews for it, two chats about it). */
function entryKey(entry: TabEntry, index: number): string {
  switch (entry.kind) {
    case 'recruiter':
      return `recruiter-${entry.activity.id}`;
    case 'applied':
      return `application-${entry.job.application_id}`;
    case 'interview':
      return `interview-${entry.job.interview_id}`;
    default:
      return `${entry.kind}-${entry.job.id}-${index}`;
  }
}

export function TabBody({ view, list }: { view: MyJobsView; list: UseQueryResult<TabList, Error> }) {
  const { t } = useTranslation('my-jobs');
  const language = useAtomValue(languageAtom);
  const [action, setAction] = useState<EntryAction | null>(null);
  const [status, setStatus] = useState<ActionOutcome | null>(null);
  const closeAction = () => setAction(null);
  const announceUnsaved = useUndoUnsave(setStatus);
  const scene = TAB_SCENES[view.tab];
  const tracking = useJobListTracking(scene ?? 'my_jobs_page:recommended', list.data ? { page: list.data.page } : undefined);

  let body;
  if (list.isPending) body = <LoadingState label={t('page.loading')} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.entries.length === 0 && hasFilters(view.filters)) {
    body = (
      <EmptyState
        title={t('filters.noMatch')}
        // "Try another job type" would not help when it is the seeker's preferences that leave nothing.
        hint={view.filters.fitsPreferences ? t('filters.noFitHint') : t('filters.noMatchHint')}
        action={
          <Link className="button button--secondary" to={tabPath(language, view.tab, { sort: view.sort, page: 1 })}>
            {t('filters.clear')}
          </Link>
        }
      />
    );
  } else if (list.data.entries.length === 0) {
    body = (
      <EmptyState
        title={t(`empty.${view.tab}`)}
        hint={t('empty.hint')}
        action={
          <Link className="button button--secondary" to={jobSearchHref(language)}>
            {t('empty.search')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        {view.tab === 'interview' ? <ZoneCaption className="my-jobs-zone" /> : null}
        <ul className="my-jobs-list">
          {list.data.entries.map((entry, index) => (
            <li key={entryKey(entry, index)} className="my-jobs-list__item" ref={scene && entry.kind !== 'recruiter' ? tracking.itemRef(entry.job.id, index) : undefined}>
              <EntryItem entry={entry} onAction={setAction} />
            </li>
          ))}
        </ul>
        <Pagination page={list.data.page} totalPages={list.data.totalPages} hrefFor={(page) => tabPath(language, view.tab, { sort: view.sort, page, filters: view.filters })} />
      </>
    );
  }

  return (
    <>
      <ActionOutcomeRegion outcome={status} onDismiss={() => setStatus(null)} className="my-jobs-status" takeFocus />
      <section className="my-jobs-page__results" aria-label={t(`tabs.${view.tab}`)} aria-busy={list.isFetching || undefined}>
        {body}
      </section>
      {action?.kind === 'unsave' ? <UnsaveDialog job={action.job} onClose={closeAction} onUnsaved={announceUnsaved} /> : null}
      {action?.kind === 'withdraw' ? <WithdrawDialog job={action.job} onClose={closeAction} onStatus={setStatus} /> : null}
      {action?.kind === 'details' ? <ApplicationDialog job={action.job} onClose={closeAction} onWithdraw={() => setAction({ kind: 'withdraw', job: action.job })} /> : null}
    </>
  );
}
