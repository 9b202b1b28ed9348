/** AI resume analysis (implied): listResumeAnalyses, startResumeAnalysis, getResumeAnalysis, resolveResumeAnalysisIssue. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { getResumeAnalysisParams, resolveResumeAnalysisIssueParams, startResumeAnalysisBody } from '../../../sdk/generated/jobseeker/zod';
import { mockNow, mockNowIso } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import {
  DAILY_ANALYSIS_LIMIT, MIN_ANALYSIS_TEXT, addAnalysis, analysesState, analysesToday, resolveAnalysisIssue, scoreFor, type AnalysesState,
} from '../../state/ai-resume-analysis';
import { ownResume, resumesOf, resumesState } from '../../state/resumes';
import { toAnalysisReport } from './resume-replies';

/** Countries without a local site (`com`) have no AI resume analysis (41321). */
const UNSUPPORTED_COUNTRIES: readonly string[] = ['com'];

function ownAnalysis(state: AnalysesState, userId: number, id: number) {
  const analysis = state.analyses.get(id);
  return analysis?.user_id === userId ? analysis : undefined;
}

export function aiAnalysisHandlers() {
  return [
    defineOperation('listResumeAnalyses', {
      access: 'user',
      handle: async ({ user }) => {
        const state = await analysesState();
        const own = [...state.analyses.values()].filter((analysis) => analysis.user_id === user.id).sort((a, b) => b.id - a.id);
        return ok({
          analyses: own.map((analysis) => toAnalysisReport(state, analysis)),
          daily_limit: DAILY_ANALYSIS_LIMIT,
          remaining_today: Math.max(0, DAILY_ANALYSIS_LIMIT - analysesToday(state, user.id, mockNow())),
        });
      },
    }),
    defineOperation('startResumeAnalysis', {
      access: 'user',
      body: startResumeAnalysisBody,
      handle: async ({ ctx, user, body }) => {
        if (UNSUPPORTED_COUNTRIES.includes(ctx.country)) return fail(ErrorCode.AiAnalysisUnavailableInCountry);
        const resumes = await resumesState();
        if (resumesOf(resumes, user.id).length === 0) return fail(ErrorCode.AiAnalysisNeedsResume);
        if (!user.is_profile_completed) return fail(ErrorCode.AiAnalysisProfileIncomplete);
        const resume = ownResume(resumes, user.id, body.resume_id);
        if (!resume) return fail(ErrorCode.NotFound);
        if (resume.text_length < MIN_ANALYSIS_TEXT) return fail(ErrorCode.AiAnalysisTooLittleText);
        const state = await analysesState();
        if (analysesToday(state, user.id, mockNow()) >= DAILY_ANALYSIS_LIMIT) return fail(ErrorCode.AiAnalysisDailyLimit);
        const analysis = addAnalysis(state, {
          user_id: user.id, resume_id: resume.id, resume_filename: resume.filename, score: scoreFor(resume.id, resume.text_length), created_at: mockNowIso(),
        });
        return ok(toAnalysisReport(state, analysis));
      },
    }),
    defineOperation('getResumeAnalysis', {
      access: 'user',
      params: getResumeAnalysisParams,
      handle: async ({ user, params }) => {
        const state = await analysesState();
        const analysis = ownAnalysis(state, user.id, params.id);
        return analysis ? ok(toAnalysisReport(state, analysis)) : fail(ErrorCode.AiAnalysisReportNotFound);
      },
    }),
    defineOperation('resolveResumeAnalysisIssue', {
      access: 'user',
      params: resolveResumeAnalysisIssueParams,
      handle: async ({ user, params }) => {
        const state = await analysesState();
        const analysis = ownAnalysis(state, user.id, params.id);
        if (!analysis) return fail(ErrorCode.AiAnalysisReportNotFound);
        const issue = state.issues.get(params.issueId);
        if (issue?.analysis_id !== analysis.id) return fail(ErrorCode.NotFound);
        if (issue.resolved_at !== null) return fail(ErrorCode.AiAnalysisIssueResolved);
        resolveAnalysisIssue(issue, mockNowIso());
        return ok(toAnalysisReport(state, analysis));
      },
    }),
  ];
}
