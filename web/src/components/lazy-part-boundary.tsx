/**
 * Around parts loaded on demand (lazyWithPreload): a part whose chunk fails to arrive, or that fails to
 * render, shows a translated message with a retry (part-failed.tsx) instead of taking the page (or an
 * island's root) down. The root's handler of caught render errors reports the error
 * (app/error-reporting-setup.ts). `LazyDialogBoundary` is the one for dialogs: its message is a dialog
 * of its own, where the one that failed would have opened.
 */
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { retryLazyPart } from '../lib/lazy-with-preload';
import { isChunkLoadFailure } from './chunk-load-failure';
import type { Failure } from './part-failed';
// Every dialog loaded on demand sits in LazyDialogBoundary: the frame's styles come with the page that can
// open one, as an island page takes none from a chunk loaded later (decision 0032).
import './modal-dialog.css';

/** Shows `fallback` of the error its children threw; WidgetBoundary's fallback, by contrast, knows no error. */
class FailureBoundary extends Component<{ children: ReactNode; fallback: (error: unknown) => ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown): { error: unknown; failed: boolean } {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

// The failure's views stay off the first visit: they load while the first part the seeker opens loads,
// mostly before the connection goes. Where even they cannot arrive, the failure shows nothing rather than
// the error page.
const loadFailureViews = () => import('./part-failed');

/** What shows while a part loads; the failure's views load meanwhile. */
function PartLoading({ children }: { children: ReactNode }) {
  useEffect(() => void loadFailureViews().catch(() => undefined), []);
  return children;
}
const PartFailed = lazy(() => loadFailureViews().then((views) => ({ default: views.PartFailed })));
const DialogFailed = lazy(() => loadFailureViews().then((views) => ({ default: views.DialogFailed })));

function FailureView({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </FailureBoundary>
  );
}

interface LazyPartBoundaryProps {
  children: ReactNode;
  /** What shows while the chunk loads. */
  loading?: ReactNode;
  /** The failure, shown where the part would be (by default PartFailed). */
  failed?: (failure: Failure) => ReactNode;
}

export function LazyPartBoundary({ children, loading = null, failed = (failure) => <PartFailed {...failure} /> }: LazyPartBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const showAgain = () => {
    setRetrying(false);
    setAttempt((count) => count + 1);
  };
  const reset = (error: unknown) => {
    retryLazyPart(error).catch(() => undefined);
    showAgain();
  };
  const retry = (error: unknown) => {
    setRetrying(true);
    retryLazyPart(error).then(showAgain, (again: unknown) => {
      // Chromium keeps a module's failed fetch for the page's life (whatwg/html#10327 is not in it yet),
      // so once online only a new page fetches the chunk again. Firefox and Safari fetch it again above.
      if (isChunkLoadFailure(again) && navigator.onLine) window.location.reload();
      else showAgain();
    });
  };
  return (
    <FailureBoundary key={attempt} fallback={(error) => <FailureView>{failed({ error, retry: () => retry(error), retrying, reset: () => reset(error) })}</FailureView>}>
      <Suspense fallback={<PartLoading>{loading}</PartLoading>}>{children}</Suspense>
    </FailureBoundary>
  );
}

/** Around dialogs loaded on demand; `onClose` is what closing the dialog that failed would have done. */
export function LazyDialogBoundary({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return <LazyPartBoundary failed={(failure) => <DialogFailed {...failure} onClose={onClose} />}>{children}</LazyPartBoundary>;
}
