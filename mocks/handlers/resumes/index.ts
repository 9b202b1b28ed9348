/** Resumes, video resumes, templates, drafts, AI analysis and AI career summary. */
import type { HttpHandler } from 'msw';
import { aiAnalysisHandlers } from './ai-analysis-handlers';
import { careerSummaryHandlers } from './career-summary-handlers';
import { draftTemplateHandlers } from './draft-template-handlers';
import { resumeFileHandlers } from './resume-file-handlers';
import { resumeSyncHandlers } from './resume-sync-handlers';
import { videoResumeHandlers } from './video-resume-handlers';

export function resumeHandlers(): HttpHandler[] {
  return [
    ...resumeFileHandlers(),
    ...resumeSyncHandlers(),
    ...draftTemplateHandlers(),
    ...videoResumeHandlers(),
    ...aiAnalysisHandlers(),
    ...careerSummaryHandlers(),
  ];
}
