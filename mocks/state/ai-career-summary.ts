/**
 * AI career summary (G07): queries used per user and day (10 a day, 41275 beyond), the last summary
 * written per job preference (what a rewrite starts from) and the summary the user kept.
 */
import { defineDomainState } from '../db/domain-state';
import { quotaDay } from './ai-resume-analysis';

export const DAILY_SUMMARY_QUERIES = 10;

export type RewriteType = 'shorter' | 'longer' | 'more_professional' | 'more_friendly' | 'fix_grammar';

export interface KeptSummaryRecord {
  user_id: number;
  job_preference_id: number;
  summary: string;
  rewrite_type: RewriteType | null;
  updated_at: string;
}

export interface CareerSummaryState {
  /** `${userId}:${day}` → queries used that GMT+8 day. */
  queriesByUserDay: Map<string, number>;
  /** `${userId}:${jobPreferenceId}` → the last generated or rewritten text. */
  lastWritten: Map<string, string>;
  /** `${userId}:${jobPreferenceId}` → the summary the user kept. */
  kept: Map<string, KeptSummaryRecord>;
}

export const careerSummaryState = defineDomainState('ai-career-summary', (): CareerSummaryState => ({
  queriesByUserDay: new Map(),
  lastWritten: new Map(),
  kept: new Map(),
}));

export function preferenceKey(userId: number, jobPreferenceId: number): string {
  return `${userId}:${jobPreferenceId}`;
}

export function queriesLeft(state: CareerSummaryState, userId: number, nowMs: number): number {
  return Math.max(0, DAILY_SUMMARY_QUERIES - (state.queriesByUserDay.get(`${userId}:${quotaDay(nowMs)}`) ?? 0));
}

export function countQuery(state: CareerSummaryState, userId: number, nowMs: number): void {
  const key = `${userId}:${quotaDay(nowMs)}`;
  state.queriesByUserDay.set(key, (state.queriesByUserDay.get(key) ?? 0) + 1);
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
