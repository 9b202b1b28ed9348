/**
 * AI resume analysis reports and their issues (flat: issues reference their report). Reports are
 * finished synchronously in the mock; the score is deterministic from the resume. SEED_USERS.complete
 * has one finished report, dated before any test day so it never uses today's quota.
 */
import { defineDomainState } from '../db/domain-state';
import { SEED_USERS } from './accounts';

export type AnalysisResult = 'pass' | 'good_effort' | 'needs_improvement' | 'excellent';

export interface AnalysisRecord {
  id: number;
  user_id: number;
  resume_id: number;
  resume_filename: string;
  score: number;
  result: AnalysisResult;
  summary: string;
  created_at: string;
}

export interface AnalysisIssueRecord {
  id: number;
  analysis_id: number;
  category: 'contact' | 'summary' | 'experience' | 'skills' | 'format' | 'keywords';
  severity: 'high' | 'medium' | 'low';
  title: string;
  suggestion: string;
  resolved_at: string | null;
}

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

export interface AnalysesState {
  analyses: Map<number, AnalysisRecord>;
  issues: Map<number, AnalysisIssueRecord>;
  nextAnalysisId: number;
  nextIssueId: number;
}

/** Builds a report with its issues (fewer issues for better scores) and stores it. */
export function addAnalysis(state: AnalysesState, fields: Omit<AnalysisRecord, 'id' | 'result' | 'summary'>): AnalysisRecord {
  const result = resultOf(fields.score);
  const record: AnalysisRecord = { ...fields, id: state.nextAnalysisId, result, summary: SUMMARY_BY_RESULT[result] };
  state.nextAnalysisId += 1;
  state.analyses.set(record.id, record);
  const issueCount = { excellent: 1, pass: 2, good_effort: 3, needs_improvement: 4 }[result];
  for (const issue of ISSUE_POOL.slice(0, issueCount)) {
    state.issues.set(state.nextIssueId, { ...issue, id: state.nextIssueId, analysis_id: record.id, resolved_at: null });
    state.nextIssueId += 1;
  }
  return record;
}

export function issuesOf(state: AnalysesState, analysisId: number): AnalysisIssueRecord[] {
  return [...state.issues.values()].filter((issue) => issue.analysis_id === analysisId);
}

function createAnalyses(): AnalysesState {
  const state: AnalysesState = { analyses: new Map(), issues: new Map(), nextAnalysisId: 9001, nextIssueId: 1 };
  addAnalysis(state, { user_id: SEED_USERS.complete, resume_id: 5001, resume_filename: 'Maria_Santos_Resume_2026.pdf', score: 72, created_at: '2026-11-02T02:30:00.000Z' });
  // The seeded report has its keyword issue resolved already.
  const keywords = [...state.issues.values()].find((issue) => issue.category === 'keywords');
  if (keywords) keywords.resolved_at = '2026-11-03T03:00:00.000Z';
  return state;
}

export const analysesState = defineDomainState('ai-resume-analysis', createAnalyses);

/** The GMT+8 day an instant belongs to; the quota turns at 00:01 GMT+8. */
export function quotaDay(epochMs: number): string {
  return new Date(epochMs + 8 * 3600_000 - 60_000).toISOString().slice(0, 10);
}

export function analysesToday(state: AnalysesState, userId: number, nowMs: number): number {
  const today = quotaDay(nowMs);
  return [...state.analyses.values()].filter((analysis) => analysis.user_id === userId && quotaDay(Date.parse(analysis.created_at)) === today).length;
}

export function resolveAnalysisIssue(issue: AnalysisIssueRecord, at: string): void {
  issue.resolved_at = at;
}
