/**
 * The error reports the app sent to the mock error-reporting endpoint (issue 14): at most
 * MAX_KEPT_REPORTS, the oldest dropped first, and cleared with every reset, so QA reads this session's
 * reports in the dev panel.
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';

export const MAX_KEPT_REPORTS = 200;

export const storedErrorReportSchema = z.object({
  id: z.number().int(),
  received_at: z.string(),
  report: z.record(z.string(), z.unknown()),
});

export type StoredErrorReport = RecordOf<typeof storedErrorReportSchema>;

const errorReports = defineCollection('error-reports', { schema: storedErrorReportSchema });

/** Keeps a report; past MAX_KEPT_REPORTS the oldest goes. */
export async function addErrorReport(report: Record<string, unknown>, receivedAt: string): Promise<StoredErrorReport> {
  const stored = await errorReports.insert({ received_at: receivedAt, report });
  const kept = await errorReports();
  // all() is in insertion order: the first ones are the oldest.
  for (const oldest of kept.all().slice(0, Math.max(0, kept.count() - MAX_KEPT_REPORTS))) await errorReports.remove(oldest);
  return stored;
}

/** The kept reports, newest first. */
export async function errorReportsNewestFirst(): Promise<StoredErrorReport[]> {
  return [...(await errorReports()).all()].reverse();
}

export async function clearErrorReports(): Promise<void> {
  (await errorReports()).clear();
}
