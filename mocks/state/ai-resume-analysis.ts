/**
 * AI resume analysis reports and their issues (flat: issues reference their report). Reports are
 * finished synchronously in the mock; the score is deterministic from the resume. SEED_USERS.complete
 * has one finished report, dated before any test day so it never uses today's quota.
 */
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { SEED_USERS } from './accounts';

export const analysisSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  resume_id: z.number().int(),
  resume_filename: z.string(),
  score: z.number().int(),
  result: z.enum(['pass', 'good_effort', 'needs_improvement', 'excellent']),
  summary: z.string(),
  created_at: z.string(),
});

export type AnalysisRecord = RecordOf<typeof analysisSchema>;
export type AnalysisResult = AnalysisRecord['result'];

export const analysisIssueSchema = z.object({
  id: z.number().int(),
  analysis_id: z.number().int(),
  category: z.enum(['contact', 'summary', 'experience', 'skills', 'format', 'keywords']),
  severity: z.enum(['high', 'medium', 'low']),
  title: z.string(),
  suggestion: z.string(),
  resolved_at: z.string().nullable(),
});

export type AnalysisIssueRecord = RecordOf<typeof analysisIssueSchema>;

export const DAILY_ANALYSIS_LIMIT = 3;
/** 200 characters of text are needed (41313). */
export const MIN_ANALYSIS_TEXT = 200;

const ISSUE_POOL: Omit<AnalysisIssueRecord, 'id' | 'analysis_id' | 'resolved_at'>[] = [
  { category: 'experience', severity: 'high', title: 'Achievements are not quantified', suggestion: 'Add numbers: "closed the books 3 days faster", "managed PHP 40M in payables".' },
  { category: 'keywords', severity: 'medium', title: 'Missing key skills', suggestion: 'Mention the tools and standards most jobs you want ask for, such as SAP FICO and PFRS.' },
  { category: 'summary', severity: 'medium', title: 'No career summary', suggestion: 'Open with two sentences on who you are, your years of experience and the role you want.' },
  { category: 'format', severity: 'low', title: 'Inconsistent date formats', suggestion: 'Write every period the same way, for example "Mar 2021 – Present".' },
  { category: 'contact', severity: 'low', title: 'No professional profile link', suggestion: 'Add a LinkedIn or portfolio link next to your email and phone number.' },
];

export function resultOf(score: number): AnalysisResult {
  if (score >= 85) return 'excellent';
  if (score >= 70) return 'pass';
  if (score >= 50) return 'good_effort';
  return 'needs_improvement';
}

const SUMMARY_BY_RESULT: Record<AnalysisResult, string> = {
  excellent: 'An excellent resume: clear, specific and rich in the keywords recruiters search for.',
  pass: 'A solid resume; quantify your achievements and add the keywords recruiters search for.',
  good_effort: 'A good start; a summary, measurable results and consistent formatting would lift it.',
  needs_improvement: 'Recruiters may pass over this resume: add a summary, concrete results and the key skills.',
};

/** A deterministic score (35–94) from the resume id and its text length. */
export function scoreFor(resumeId: number, textLength: number): number {
  return 35 + ((resumeId * 37 + textLength) % 60);
}

/** The report's fields from its score, and its issues (fewer for better scores) without their ids. */
function report(fields: Omit<AnalysisRecord, 'id' | 'result' | 'summary'>) {
  const result = resultOf(fields.score);
  const issueCount = { excellent: 1, pass: 2, good_effort: 3, needs_improvement: 4 }[result];
  return { analysis: { ...fields, result, summary: SUMMARY_BY_RESULT[result] }, issues: ISSUE_POOL.slice(0, issueCount) };
}

const SEEDED_ANALYSIS_ID = 9001;
/** SEED_USERS.complete's finished report: its keyword issue is resolved already. */
const seededReport = () => report({ user_id: SEED_USERS.complete, resume_id: 5001, resume_filename: 'Maria_Santos_Resume_2026.pdf', score: 72, created_at: '2026-11-02T02:30:00.000Z' });

export const analyses = defineCollection('ai-resume-analyses', {
  schema: analysisSchema,
  firstId: SEEDED_ANALYSIS_ID,
  seed: () => [{ id: SEEDED_ANALYSIS_ID, ...seededReport().analysis }],
});

export const analysisIssues = defineCollection('ai-resume-analysis-issues', {
  schema: analysisIssueSchema,
  seed: () =>
    seededReport().issues.map((issue) => ({
      ...issue, analysis_id: SEEDED_ANALYSIS_ID, resolved_at: issue.category === 'keywords' ? '2026-11-03T03:00:00.000Z' : null,
    })),
});

/** Builds a report with its issues and stores them. */
export async function addAnalysis(fields: Omit<AnalysisRecord, 'id' | 'result' | 'summary'>): Promise<AnalysisRecord> {
  const built = report(fields);
  const record = await analyses.insert(built.analysis);
  for (const issue of built.issues) await analysisIssues.insert({ ...issue, analysis_id: record.id, resolved_at: null });
  return record;
}

/** The user's reports, newest first. */
export async function analysesOf(userId: number): Promise<AnalysisRecord[]> {
  return (await analyses()).findMany((q) => q.where({ user_id: userId })).sort((a, b) => b.id - a.id);
}

/** The user's report, or undefined (another user's reports do not exist for them). */
export async function ownAnalysis(userId: number, id: number): Promise<AnalysisRecord | undefined> {
  return (await analyses()).findFirst((q) => q.where({ id, user_id: userId }));
}

export async function issuesOf(analysisId: number): Promise<AnalysisIssueRecord[]> {
  return (await analysisIssues()).findMany((q) => q.where({ analysis_id: analysisId }));
}

export async function issueOf(analysisId: number, issueId: number): Promise<AnalysisIssueRecord | undefined> {
  return (await analysisIssues()).findFirst((q) => q.where({ id: issueId, analysis_id: analysisId }));
}

/** The GMT+8 day an instant belongs to; the quota turns at 00:01 GMT+8. */
export function quotaDay(epochMs: number): string {
  return new Date(epochMs + 8 * 3600_000 - 60_000).toISOString().slice(0, 10);
}

export async function analysesToday(userId: number, nowMs: number): Promise<number> {
  const today = quotaDay(nowMs);
  return (await analysesOf(userId)).filter((analysis) => quotaDay(Date.parse(analysis.created_at)) === today).length;
}

export function resolveAnalysisIssue(issue: AnalysisIssueRecord, at: string): Promise<AnalysisIssueRecord> {
  return analysisIssues.update(issue, (draft) => {
    draft.resolved_at = at;
  });
}
