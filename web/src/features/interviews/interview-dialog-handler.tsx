/**
 * Mounted on every page (root layout, in the browser only): any address carrying `?interview={id}`
 * opens that interview's dialog (loaded lazily, with its translations). Closing it removes the
 * parameter (and only it) without moving the page.
 */
import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { INTERVIEW_PARAM } from '../../lib/interview-link';

const InterviewDialogFlow = lazy(() => import('./interview-dialog-flow'));

function interviewIdOf(value: string): number | undefined {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : 0;
  return id > 0 ? id : undefined;
}

export function InterviewDialogHandler() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(INTERVIEW_PARAM);
  const close = useCallback(() => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(INTERVIEW_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);
  if (requested === null) return null;
  return (
    <Suspense fallback={null}>
      <InterviewDialogFlow key={requested} interviewId={interviewIdOf(requested)} onClose={close} />
    </Suspense>
  );
}
