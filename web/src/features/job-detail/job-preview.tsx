/**
 * A job beside search results on wide screens (W06): as the job page shows it (its header with the
 * salary, its actions, its description), with a link to the job page. Loaded on its own (React.lazy in
 * job-preview-pane.tsx): the job page's components stay out of the search page's first JavaScript, and
 * the server's HTML of the first preview stays in place until they arrive.
 */
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { JobActions } from './actions/job-actions';
import { JobBody } from './job-body';
import { goneReason, jobDetailQuery } from './job-detail-queries';
import { JobHeader } from './job-header';
import { PreviewSkeleton } from './job-preview-skeleton';
import { JobStatusBanner } from './job-status-views';

export interface JobPreviewProps {
  jobId: number;
  /** The seeker picked this job (rather than seeing the first one): the view counts. */
  chosen: boolean;
  /** Move focus to the job's title once it shows (a choice made with the keyboard). */
  focusTitle: boolean;
  onTitleFocused: () => void;
}

/** Memoized: the search page renders again for every filter change; the preview only when its own props change. */
function JobPreview({ jobId, chosen, focusTitle, onTitleFocused }: JobPreviewProps) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  const { data: job, error, isPending, isError, refetch } = useQuery(jobDetailQuery(useQueryScope(), jobId));

  useEffect(() => {
    if (!focusTitle || !job) return;
    document.getElementById('job-detail-title')?.focus();
    onTitleFocused();
  }, [focusTitle, job, onTitleFocused]);

  if (isPending) return <PreviewSkeleton />;
  if (isError || job.status === 'deleted') {
    const gone = isError ? goneReason(error) : 'deleted';
    if (gone === 'deleted' || gone === 'closed') {
      return (
        <div className="state job-preview__gone">
          <p className="state__title">{t(`status.${gone}`)}</p>
          <p className="state__message">{t(`status.${gone}Hint`)}</p>
        </div>
      );
    }
    if (gone === 'not-found') {
      return (
        <div className="state job-preview__gone">
          <p className="state__title">{t('preview.notFound')}</p>
        </div>
      );
    }
    return <ErrorState error={error} onRetry={() => void refetch()} />;
  }
  const inactive = job.status === 'closed';
  return (
    <article className="job-detail job-preview__job" aria-labelledby="job-detail-title">
      <JobStatusBanner status={job.status} />
      <div className={inactive ? 'job-detail__main--inactive' : undefined}>
        <JobHeader job={job} titleLevel={2} />
      </div>
      <p className="job-preview__open">
        <Link to={localHref(language, '/:lang?/job/:slug', { slug: job.slug })}>{t('preview.openPage')}</Link>
      </p>
      <JobActions job={job} placement="preview" countsView={chosen} />
      <div className={inactive ? 'job-detail__main--inactive' : undefined}>
        <JobBody job={job} headingLevel={3} />
      </div>
    </article>
  );
}

export default memo(JobPreview);
