/** AI resume analysis (implied): listResumeAnalyses, startResumeAnalysis, getResumeAnalysis, resolveResumeAnalysisIssue. */
import { getResumeAnalysisParams, resolveResumeAnalysisIssueParams, startResumeAnalysisBody } from '../../../sdk/generated/jobseeker/zod';
import { mockNow, mockNowIso } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import {
  DAILY_ANALYSIS_LIMIT, MIN_ANALYSIS_TEXT, addAnalysis, analysesState, analysesToday, scoreFor, type AnalysesState,
} from '../../state/ai-resume-analysis';
import { ownResume, resumesOf, resumesState } from '../../state/resumes';
import { requestContext } from '../request-context';
import { validateBody, validateValues } from '../validate-request';
import { toAnalysisReport } from './resume-replies';

/** Countries without a local site (`com`) have no AI resume analysis (41321). */
const UNSUPPORTED_COUNTRIES: readonly string[] = ['com'];

function ownAnalysis(state: AnalysesState, userId: number, id: number) {
  const analysis = state.analyses.get(id);
  return analysis?.user_id === userId ? analysis : undefined;
}

export function aiAnalysisHandlers() {
  return [
    operation('listResumeAnalyses', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const state = await analysesState();
      const own = [...state.analyses.values()].filter((analysis) => analysis.user_id === auth.user.id).sort((a, b) => b.id - a.id);
      return ok({
        analyses: own.map((analysis) => toAnalysisReport(state, analysis)),
        daily_limit: DAILY_ANALYSIS_LIMIT,
        remaining_today: Math.max(0, DAILY_ANALYSIS_LIMIT - analysesToday(state, auth.user.id, mockNow())),
      });
    }),
    operation('startResumeAnalysis', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, startResumeAnalysisBody);
      if (!body.ok) return body.response;
      if (UNSUPPORTED_COUNTRIES.includes(requestContext(request).country)) return fail(41321);
      const resumes = await resumesState();
      if (resumesOf(resumes, auth.user.id).length === 0) return fail(41311);
      if (!auth.user.is_profile_completed) return fail(41318);
      const resume = ownResume(resumes, auth.user.id, body.data.resume_id);
      if (!resume) return fail(40004);
      if (resume.text_length < MIN_ANALYSIS_TEXT) return fail(41313);
      const state = await analysesState();
      if (analysesToday(state, auth.user.id, mockNow()) >= DAILY_ANALYSIS_LIMIT) return fail(41315);
      const analysis = addAnalysis(state, {
        user_id: auth.user.id, resume_id: resume.id, resume_filename: resume.filename, score: scoreFor(resume.id, resume.text_length), created_at: mockNowIso(),
      });
      return ok(toAnalysisReport(state, analysis));
    }),
    operation('getResumeAnalysis', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, getResumeAnalysisParams);
      if (!path.ok) return path.response;
      const state = await analysesState();
      const analysis = ownAnalysis(state, auth.user.id, path.data.id);
      return analysis ? ok(toAnalysisReport(state, analysis)) : fail(41319);
    }),
    operation('resolveResumeAnalysisIssue', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, resolveResumeAnalysisIssueParams);
      if (!path.ok) return path.response;
      const state = await analysesState();
      const analysis = ownAnalysis(state, auth.user.id, path.data.id);
      if (!analysis) return fail(41319);
      const issue = state.issues.get(path.data.issueId);
      if (issue?.analysis_id !== analysis.id) return fail(40004);
      if (issue.resolved_at !== null) return fail(41320);
      issue.resolved_at = mockNowIso();
      return ok(toAnalysisReport(state, analysis));
    }),
  ];
}
