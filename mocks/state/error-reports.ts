/**
 * The error reports the app sent to the mock error-reporting endpoint (issue 14): kept in order, at
 * most MAX_KEPT, and cleared with every reset, so QA reads this session's reports in the dev panel.
 */
import { defineDomainState } from '../db/domain-state';

export const MAX_KEPT_REPORTS = 200;

export interface StoredErrorReport {
  id: number;
  received_at: string;
  report: Record<string, unknown>;
}

export const errorReportsState = defineDomainState('error-reports', () => ({ reports: [] as StoredErrorReport[], nextId: 1 }));
