/**
 * Error reporting at start-up (web/src/lib/error-reporting.ts): the reporter from ERROR_REPORT_URL (off
 * when empty), each report's context from the app's state (page, user id, site), and in the browser the
 * errors nobody caught and React's render errors. Calls that failed with an ApiError are not reported here: the transport reports
 * the 5xx ones, and the rest are answers the screens handle.
 */
import { isRouteErrorResponse } from 'react-router';
import { WidgetBoundary } from '../components/widget-boundary';
import type { AppStore } from '../lib/app-jotai';
import type { AppEnv } from '../lib/env';
import { createHttpReporter, isReportable, reportThrown, setErrorReporter, type ErrorReportContext } from '../lib/error-reporting';
import { countryAtom, languageAtom, sessionAtom } from '../lib/session-atoms';

/** The site and the signed-in user's id: the only personal datum a report carries. */
export function reportContextOf(store: AppStore): Omit<ErrorReportContext, 'side' | 'page'> {
  const session = store.get(sessionAtom);
  return { ...(session.kind === 'user' ? { user_id: session.user.id } : {}), country: store.get(countryAtom), language: store.get(languageAtom) };
}

export function startBrowserErrorReporting(store: AppStore, env: AppEnv): void {
  setErrorReporter(env.VITE_ERROR_REPORT_URL ? createHttpReporter(env.VITE_ERROR_REPORT_URL) : null, () => ({
    side: 'browser',
    page: window.location.pathname,
    ...reportContextOf(store),
  }));
}

/**
 * The browser root's handler of render errors (hydrateRoot's onCaughtError and onUncaughtError): logged
 * as React would, and reported, except a route's answer (a 404 a loader threw) and what a WidgetBoundary
 * caught (it reports that itself, with the widget's name).
 */
export function reportRenderError(error: unknown, info?: { componentStack?: string; errorBoundary?: unknown }): void {
  console.error(error);
  if (info?.errorBoundary instanceof WidgetBoundary) return;
  if (isReportable(error) && !isRouteErrorResponse(error)) reportThrown('render-error', error);
}

/** Reports the page's uncaught errors and unhandled rejections; returns the function that stops listening. */
export function reportUncaughtErrors(target: Window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isReportable(event.error)) reportThrown('uncaught-error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isReportable(event.reason)) reportThrown('unhandled-rejection', event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
