/**
 * AI career summary (G07): queries used per user and day (10 a day, 41275 beyond), the last summary
 * written per job preference (what a rewrite starts from) and the summary the user kept.
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { quotaDay } from './ai-resume-analysis';

export const DAILY_SUMMARY_QUERIES = 10;

const rewriteTypeSchema = z.enum(['shorter', 'longer', 'more_professional', 'more_friendly', 'fix_grammar']);

export type RewriteType = z.output<typeof rewriteTypeSchema>;

/** Queries a user made one GMT+8 day. */
export const summaryQueriesSchema = z.object({ user_id: z.number().int(), day: z.string(), count: z.number().int() });
/** The last text generated or rewritten for a user's job preference. */
export const writtenSummarySchema = z.object({ user_id: z.number().int(), job_preference_id: z.number().int(), summary: z.string() });
/** The summary the user kept for a job preference. */
export const keptSummarySchema = z.object({
  user_id: z.number().int(),
  job_preference_id: z.number().int(),
  summary: z.string(),
  rewrite_type: rewriteTypeSchema.nullable(),
  updated_at: z.string(),
});

export type KeptSummaryRecord = RecordOf<typeof keptSummarySchema>;

const summaryQueries = defineCollection('ai-career-summary-queries', { schema: summaryQueriesSchema });
const writtenSummaries = defineCollection('ai-career-summaries-written', { schema: writtenSummarySchema });
const keptSummaries = defineCollection('ai-career-summaries-kept', { schema: keptSummarySchema });

export async function queriesLeft(userId: number, nowMs: number): Promise<number> {
  const used = (await summaryQueries()).findFirst((q) => q.where({ user_id: userId, day: quotaDay(nowMs) }))?.count ?? 0;
  return Math.max(0, DAILY_SUMMARY_QUERIES - used);
}

export function countQuery(userId: number, nowMs: number): Promise<void> {
  const day = quotaDay(nowMs);
  return summaryQueries.exclusive(async () => {
    const used = (await summaryQueries()).findFirst((q) => q.where({ user_id: userId, day }));
    if (!used) await summaryQueries.create({ user_id: userId, day, count: 1 });
    else {
      await summaryQueries.update(used, (draft) => {
        draft.count += 1;
      });
    }
  });
}

/** Remembers the text last written for the preference (what a rewrite starts from). */
export function rememberWritten(userId: number, jobPreferenceId: number, summary: string): Promise<void> {
  return writtenSummaries.exclusive(async () => {
    const written = (await writtenSummaries()).findFirst((q) => q.where({ user_id: userId, job_preference_id: jobPreferenceId }));
    if (!written) await writtenSummaries.create({ user_id: userId, job_preference_id: jobPreferenceId, summary });
    else {
      await writtenSummaries.update(written, (draft) => {
        draft.summary = summary;
      });
    }
  });
}

/** What a rewrite of the preference's summary starts from: the text last written, else the one kept. */
export async function latestSummary(userId: number, jobPreferenceId: number): Promise<string | undefined> {
  const where = { user_id: userId, job_preference_id: jobPreferenceId };
  return (await writtenSummaries()).findFirst((q) => q.where(where))?.summary ?? (await keptSummaries()).findFirst((q) => q.where(where))?.summary;
}

/** Keeps the user's summary for the preference (replacing the one kept before). */
export function keepSummary(kept: KeptSummaryRecord): Promise<KeptSummaryRecord> {
  return keptSummaries.exclusive(async () => {
    const earlier = (await keptSummaries()).findFirst((q) => q.where({ user_id: kept.user_id, job_preference_id: kept.job_preference_id }));
    if (earlier) await keptSummaries.remove(earlier);
    return keptSummaries.create(kept);
  });
}

/** A first draft written from the user's name (the mock has no model). */
export function writeSummary(firstName: string): string {
  return `${firstName} is a results-driven professional with 8 years of experience in corporate accounting and financial reporting. `
    + 'Known for leading month-end close, improving reporting accuracy and working closely with auditors. '
    + 'Looking for a role where strong analytical skills and attention to detail make a measurable difference.';
}

export function rewriteSummary(text: string, type: RewriteType): string {
  const sentences = text.split(/(?<=\.)\s+/).filter((sentence) => sentence.length > 0);
  switch (type) {
    case 'shorter':
      return sentences.slice(0, Math.max(1, sentences.length - 1)).join(' ');
    case 'longer':
      return `${text} Comfortable with SAP FICO, Excel modelling and coaching junior team members.`;
    case 'more_professional':
      return text.replace(/^(\S+) is an? /, 'Accomplished ').replace(/Looking for/, 'Seeking');
    case 'more_friendly':
      return `Hi! ${text.replace(/Looking for/, "I'd love")}`;
    case 'fix_grammar':
      return text.replace(/\s+/g, ' ').trim();
  }
}
