/**
 * Mounted on every page (root layout, in the browser only): any address carrying `?interview={id}`
 * opens that interview's dialog (loaded lazily, with its translations). Closing it removes the
 * parameter (and only it) without moving the page.
 */
import { useSearchParams } from 'react-router';
import { LazyDialogBoundary } from '../../components/lazy-part-boundary';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useRemoveSearchParam } from '../../lib/use-remove-search-param';
import { INTERVIEW_PARAM } from '../../lib/interview-link';

const InterviewDialogFlow = lazyWithPreload(() => import('./interview-dialog-flow'));

function interviewIdOf(value: string): number | undefined {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : 0;
  return id > 0 ? id : undefined;
}

export function InterviewDialogHandler() {
  const [params] = useSearchParams();
  const requested = params.get(INTERVIEW_PARAM);
  const close = useRemoveSearchParam(INTERVIEW_PARAM);
  if (requested === null) return null;
  return (
    <LazyDialogBoundary onClose={close}>
      <InterviewDialogFlow key={requested} interviewId={interviewIdOf(requested)} onClose={close} />
    </LazyDialogBoundary>
  );
}
