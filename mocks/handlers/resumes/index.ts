/** Resumes, video resumes, templates, drafts, AI analysis and AI career summary. */
import type { HttpHandler } from 'msw';

export function resumeHandlers(): HttpHandler[] {
  return [];
}
