/**
 * A job's preview beside search results (wide screens only): a labelled region the size of the window,
 * whose content (job-preview.tsx) loads on its own. Escape inside it goes back to the job's card in the
 * list. Its strings are the job page's: a page that renders it waits for them (`useSuspense`).
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPartBoundary } from '../../components/lazy-part-boundary';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { JobPreviewProps } from './job-preview';
import { PreviewSkeleton } from './job-preview-skeleton';
// In the search page's own stylesheets: the server's HTML of the first preview is styled in the first paint.
import './job-detail.css';
import './actions/job-actions.css';

const JobPreview = lazyWithPreload(() => import('./job-preview'));

export function JobPreviewPane({ onEscape, ...preview }: JobPreviewProps & { onEscape: () => boolean }) {
  const { t } = useTranslation('job-detail', { useSuspense: true });
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // A dialog opened from the preview sits in a portal: its Escape is its own.
    if (event.key !== 'Escape' || event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    if (onEscape()) event.preventDefault();
  }
  return (
    <section className="job-preview" aria-label={t('preview.label')} onKeyDown={onKeyDown}>
      <LazyPartBoundary loading={<PreviewSkeleton />}>
        <JobPreview key={preview.jobId} {...preview} />
      </LazyPartBoundary>
    </section>
  );
}
