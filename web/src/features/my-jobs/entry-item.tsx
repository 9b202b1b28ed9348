/**
 * One item of a tab: a job card with what the tab adds (when it was saved, applied, viewed; the
 * application's or interview's status; its actions), or a recruiter who viewed or wants the seeker.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { AppliedJob, InterviewJob, JobSummary, RecruiterActivity, SavedJob } from '@sdk/generated/job/hooks';
import { JobCard } from '../../components/job-card';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { interviewHref } from '../../lib/interview-link';
import { languageAtom } from '../../lib/session-atoms';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';
import { useMomentFormat } from '../../components/interview-time';
import { canWithdraw } from './application-status';
import type { TabEntry } from './my-jobs-queries';
import { ApplicationBadge, InterviewBadge } from './status-badges';
import { pathWithQuery } from '../../lib/path-with-query';

export type EntryAction = { kind: 'unsave'; job: SavedJob } | { kind: 'details'; job: AppliedJob } | { kind: 'withdraw'; job: AppliedJob };

function JobEntry({ job, children }: { job: JobSummary; children?: React.ReactNode }) {
  return (
    <div className="my-jobs-entry">
      <JobCard job={job} headingLevel={2} />
      {children ? <div className="my-jobs-entry__extra">{children}</div> : null}
    </div>
  );
}

function RecruiterEntry({ activity, reason }: { activity: RecruiterActivity; reason: 'viewed' | 'interested' }) {
  const { t } = useTranslation('my-jobs');
  const language = useAtomValue(languageAtom);
  const formatDate = useFormatInstant('date');
  return (
    <article className="my-jobs-recruiter" aria-labelledby={`recruiter-${activity.id}`}>
      <img className="my-jobs-recruiter__avatar" src={activity.recruiter.avatar} alt="" width={48} height={48} loading="lazy" />
      <div className="my-jobs-recruiter__text">
        <h2 id={`recruiter-${activity.id}`} className="my-jobs-recruiter__name" dir="auto">
          {activity.recruiter.full_name}
        </h2>
        <p className="my-jobs-recruiter__role">
          <span dir="auto">{activity.recruiter.job_title}</span> · <span dir="auto">{activity.company_name}</span>
        </p>
        <p className="my-jobs-recruiter__job">
          {t('recruiter.hiringFor')} <Link to={localHref(language, '/:lang?/job/:slug', { slug: activity.job.slug })} dir="auto">{activity.job.title}</Link>
        </p>
        <p className="my-jobs-entry__when">{t(`recruiter.${reason}`, { date: formatDate(activity.activity_at) })}</p>
      </div>
    </article>
  );
}

/**
 * The interview's date and time as the Interviews screen writes them: in the seeker's zone, named once
 * above the tab's list (ZoneCaption in TabBody); before hydration in UTC, named. The job service gives no
 * zone of the interview's own, so there is no second time in it (InterviewLocalTime) here.
 */
function InterviewEntry({ job }: { job: InterviewJob }) {
  const { t } = useTranslation('my-jobs');
  const language = useAtomValue(languageAtom);
  const location = useLocation();
  const formatMoment = useMomentFormat(null);
  return (
    <JobEntry job={job}>
      <InterviewBadge status={job.interview_status} />
      <p className="my-jobs-entry__when">{t('when.interview', { date: formatMoment(job.interview_at) })}</p>
      <Link className="button button--secondary" to={interviewHref(language, pathWithQuery(location), job.interview_id)} preventScrollReset>
        {t('interview.open')}
      </Link>
    </JobEntry>
  );
}

export function EntryItem({ entry, onAction }: { entry: TabEntry; onAction: (action: EntryAction) => void }) {
  const { t } = useTranslation('my-jobs');
  const formatDate = useFormatInstant('date');
  switch (entry.kind) {
    case 'recruiter':
      return <RecruiterEntry activity={entry.activity} reason={entry.reason} />;
    case 'job':
      return <JobEntry job={entry.job} />;
    case 'saved': {
      const { job } = entry;
      return (
        <JobEntry job={job}>
          <p className="my-jobs-entry__when">{t('when.saved', { date: formatDate(job.saved_at) })}</p>
          <button type="button" className="button button--secondary" onClick={() => onAction({ kind: 'unsave', job })} aria-label={t('unsave.buttonFor', { title: job.title })}>
            {t('unsave.button')}
          </button>
        </JobEntry>
      );
    }
    case 'applied': {
      const { job } = entry;
      return (
        <JobEntry job={job}>
          <ApplicationBadge status={job.application_status} />
          <p className="my-jobs-entry__when">{t('when.applied', { date: formatDate(job.applied_at) })}</p>
          <button type="button" className="button button--secondary" onClick={() => onAction({ kind: 'details', job })} aria-label={t('application.buttonFor', { title: job.title })}>
            {t('application.button')}
          </button>
          {canWithdraw(job.application_status) ? (
            <button type="button" className="button button--secondary" onClick={() => onAction({ kind: 'withdraw', job })} aria-label={t('withdraw.buttonFor', { title: job.title })}>
              {t('withdraw.button')}
            </button>
          ) : null}
        </JobEntry>
      );
    }
    case 'interview':
      return <InterviewEntry job={entry.job} />;
    case 'communicated':
      return (
        <JobEntry job={entry.job}>
          <p className="my-jobs-entry__when">{t('when.communicated', { date: formatDate(entry.job.last_communicated_at) })}</p>
        </JobEntry>
      );
    case 'viewed':
      return (
        <JobEntry job={entry.job}>
          <p className="my-jobs-entry__when">{t('when.viewed', { date: formatDate(entry.job.viewed_at) })}</p>
        </JobEntry>
      );
  }
}
