/** AI resume analysis (implied): listResumeAnalyses, startResumeAnalysis, getResumeAnalysis, resolveResumeAnalysisIssue. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { getResumeAnalysisParams, resolveResumeAnalysisIssueParams, startResumeAnalysisBody } from '../../../sdk/generated/jobseeker/zod';
import { mockNow, mockNowIso } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import {
  DAILY_ANALYSIS_LIMIT, MIN_ANALYSIS_TEXT, addAnalysis, analysesOf, analysesToday, issueOf, ownAnalysis, resolveAnalysisIssue, scoreFor,
} from '../../state/ai-resume-analysis';
import { ownResume, resumesOf } from '../../state/resumes';
import { toAnalysisReport } from './resume-replies';

/** Countries without a local site (`com`) have no AI resume analysis (41321). */
const UNSUPPORTED_COUNTRIES: readonly string[] = ['com'];

export function aiAnalysisHandlers() {
  return [
    defineOperation('listResumeAnalyses', {
      access: 'user',
      handle: async ({ user }) => {
        const own = await analysesOf(user.id);
        return ok({
          analyses: await Promise.all(own.map(toAnalysisReport)),
          daily_limit: DAILY_ANALYSIS_LIMIT,
          remaining_today: Math.max(0, DAILY_ANALYSIS_LIMIT - (await analysesToday(user.id, mockNow()))),
        });
      },
    }),
    defineOperation('startResumeAnalysis', {
      access: 'user',
      body: startResumeAnalysisBody,
      handle: async ({ ctx, user, body }) => {
        if (UNSUPPORTED_COUNTRIES.includes(ctx.country)) return fail(ErrorCode.AiAnalysisUnavailableInCountry);
        if ((await resumesOf(user.id)).length === 0) return fail(ErrorCode.AiAnalysisNeedsResume);
        if (!user.is_profile_completed) return fail(ErrorCode.AiAnalysisProfileIncomplete);
        const resume = await ownResume(user.id, body.resume_id);
        if (!resume) return fail(ErrorCode.NotFound);
        if (resume.text_length < MIN_ANALYSIS_TEXT) return fail(ErrorCode.AiAnalysisTooLittleText);
        if ((await analysesToday(user.id, mockNow())) >= DAILY_ANALYSIS_LIMIT) return fail(ErrorCode.AiAnalysisDailyLimit);
        const analysis = await addAnalysis({
          user_id: user.id, resume_id: resume.id, resume_filename: resume.filename, score: scoreFor(resume.id, resume.text_length), created_at: mockNowIso(),
        });
        return ok(await toAnalysisReport(analysis));
      },
    }),
    defineOperation('getResumeAnalysis', {
      access: 'user',
      params: getResumeAnalysisParams,
      handle: async ({ user, params }) => {
        const analysis = await ownAnalysis(user.id, params.id);
        return analysis ? ok(await toAnalysisReport(analysis)) : fail(ErrorCode.AiAnalysisReportNotFound);
      },
    }),
    defineOperation('resolveResumeAnalysisIssue', {
      access: 'user',
      params: resolveResumeAnalysisIssueParams,
      handle: async ({ user, params }) => {
        const analysis = await ownAnalysis(user.id, params.id);
        if (!analysis) return fail(ErrorCode.AiAnalysisReportNotFound);
        const issue = await issueOf(analysis.id, params.issueId);
        if (!issue) return fail(ErrorCode.NotFound);
        if (issue.resolved_at !== null) return fail(ErrorCode.AiAnalysisIssueResolved);
        await resolveAnalysisIssue(issue, mockNowIso());
        return ok(await toAnalysisReport(analysis));
      },
    }),
  ];
}
