/**
 * Refreshing the resumes, so recruiters filtering by last update see them: free for 7 days from the
 * first refresh (ResumeList.refresh: free_days, free_until, last_refreshed_at); after that 40005.
 */
import { useTranslation } from 'react-i18next';
import type { ResumeRefresh } from '@sdk/generated/jobseeker/hooks';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';
import { ResumeAlert } from './resume-alert';
import { useResumeMutations } from './resumes-queries';

function freeState(refresh: ResumeRefresh, now: number): 'notStarted' | 'running' | 'over' {
  if (!refresh.free_until) return 'notStarted';
  return Date.parse(refresh.free_until) > now ? 'running' : 'over';
}

export function RefreshPanel({ refresh, hasResumes }: { refresh: ResumeRefresh; hasResumes: boolean }) {
  const { t } = useTranslation('resumes');
  const formatDate = useFormatInstant('dateTime');
  const { refresh: refreshNow } = useResumeMutations();
  const state = freeState(refresh, Date.now());
  return (
    <section className="resumes-refresh" aria-labelledby="resumes-refresh-title">
      <h3 id="resumes-refresh-title" className="resumes-refresh__title">
        {t('refresh.title')}
      </h3>
      <p className="resumes-refresh__text">{t('refresh.why')}</p>
      <p className="resumes-refresh__free">
        {state === 'notStarted'
          ? t('refresh.freeFromFirst', { count: refresh.free_days })
          : state === 'running'
            ? t('refresh.freeUntil', { count: refresh.free_days, date: formatDate(refresh.free_until!) })
            : t('refresh.freeOver', { count: refresh.free_days, date: formatDate(refresh.free_until!) })}
      </p>
      <p className="resumes-hint" role="status">
        {refresh.last_refreshed_at ? t('refresh.last', { date: formatDate(refresh.last_refreshed_at) }) : t('refresh.never')}
      </p>
      <button
        type="button"
        className="button"
        disabled={!hasResumes || state === 'over' || refreshNow.isPending}
        aria-busy={refreshNow.isPending || undefined}
        onClick={() => refreshNow.mutate(undefined)}
      >
        {refreshNow.isPending ? t('refresh.refreshing') : t('refresh.action')}
      </button>
      {!hasResumes ? <p className="resumes-hint">{t('refresh.needsResume')}</p> : null}
      <ResumeAlert error={refreshNow.error} />
    </section>
  );
}
