/**
 * Error reporting (spec section 8, issue 14): replies of status 500 and above, and uncaught errors in the
 * browser and on the server, go to one reporter set at start-up (`setErrorReporter`). The default is an
 * HTTP reporter to ERROR_REPORT_URL: set in development (the mock endpoint), unset — off — in production.
 * A deployment may plug in its own reporter instead. Reports carry no personal data beyond the user id:
 * addresses lose their query and fragment (an email, a code or a search may sit there), server replies
 * are described by method, path and status (not their message), and no names, emails or bodies are kept.
 */
import { ApiError } from '@sdk/api-error';
import type { ServerErrorReply } from '@sdk/transport';
import { isCancellation } from './describe-error';

export type ErrorReportKind = 'server-reply' | 'uncaught-error' | 'unhandled-rejection' | 'render-error';

export interface ErrorReportContext {
  side: 'browser' | 'server';
  /** The page being shown or rendered, without query or fragment. */
  page?: string;
  user_id?: number;
  country?: string;
  language?: string;
}

export interface ErrorReport extends ErrorReportContext {
  kind: ErrorReportKind;
  message: string;
  stack?: string;
  /** The API call, for server replies: its method, path (no query) and status. */
  request?: { method: string; path: string; status: number };
  at: string;
}

export interface ErrorReporter {
  report(report: ErrorReport): void;
}

let reporter: ErrorReporter | null = null;
let readContext: () => ErrorReportContext = () => ({ side: typeof window === 'undefined' ? 'server' : 'browser' });

/** Sets the reporter (null: off) and where each report's context (page, user id, site) comes from. */
export function setErrorReporter(next: ErrorReporter | null, context?: () => ErrorReportContext): void {
  reporter = next;
  if (context) readContext = context;
}

export function isErrorReportingOn(): boolean {
  return reporter !== null;
}

/** A URL or path without its query and fragment; relative paths stay relative. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

/** The path of an absolute or relative URL, without query or fragment. */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return withoutQuery(url);
  }
}

function send(report: Omit<ErrorReport, keyof ErrorReportContext | 'at'>): void {
  if (!reporter) return;
  try {
    const context = readContext();
    reporter.report({ ...context, ...(context.page ? { page: withoutQuery(context.page) } : {}), ...report, at: new Date().toISOString() });
  } catch {
    // Reporting must never break what it reports on.
  }
}

export function reportServerReply(reply: ServerErrorReply): void {
  const path = pathOf(reply.url);
  send({ kind: 'server-reply', message: `${reply.method} ${path} answered ${reply.status}`, request: { method: reply.method, path, status: reply.status } });
}

/** An error nobody caught (or a render error a boundary showed): its name, message and stack. */
export function reportThrown(kind: Exclude<ErrorReportKind, 'server-reply'>, error: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'A value that is not an Error was thrown';
  send({ kind, message: message.slice(0, 1000), ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, 4000) } : {}) });
}

/** How many reports one page (or server process) sends at most, and how long the same report is not sent again. */
export const MAX_REPORTS = 50;
export const REPEAT_WINDOW_MS = 10_000;

/**
 * Sends each report as JSON (fetch with keepalive, so one made while the page unloads still leaves),
 * at most MAX_REPORTS, and the same kind and message once per REPEAT_WINDOW_MS: an error in a loop
 * does not flood the service. A failed send is dropped, never retried or reported.
 */
export function createHttpReporter(endpoint: string, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args), now: () => number = Date.now): ErrorReporter {
  const lastSent = new Map<string, number>();
  let sent = 0;
  return {
    report(report) {
      const key = `${report.kind} ${report.message}`;
      const last = lastSent.get(key);
      if (sent >= MAX_REPORTS || (last !== undefined && now() - last < REPEAT_WINDOW_MS)) return;
      lastSent.set(key, now());
      sent += 1;
      void fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(report),
        keepalive: true,
        credentials: 'omit',
      }).catch(() => undefined);
    },
  };
}

/** Whether an error is one to report: not a cancelled call, not an API answer (the transport reports those). */
export function isReportable(error: unknown): boolean {
  return !(error instanceof ApiError) && !isCancellation(error);
}
