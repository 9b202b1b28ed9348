/**
 * A refused start: the code's translated message, announced, and the way forward where there is one
 * (upload a resume, use another file, complete the profile). Quota, credit and country refusals say
 * when or whether to try again in their message alone.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { localHref, withQuery } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';

type WayForward = 'upload' | 'otherFile' | 'completeProfile';

function wayForwardOf(error: unknown): WayForward | null {
  if (isApiError(error, ErrorCode.AiAnalysisNeedsResume)) return 'upload';
  if (isApiError(error, ErrorCode.AiAnalysisProfileIncomplete)) return 'completeProfile';
  if (isApiError(error, [ErrorCode.AiAnalysisUnreadableFile, ErrorCode.AiAnalysisTooLittleText, ErrorCode.AiAnalysisLanguageUnsupported])) return 'otherFile';
  return null;
}

export function AnalysisRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('resume-analysis');
  const language = useAtomValue(languageAtom);
  const message = describeError(error, t);
  if (!message) return null;
  const way = wayForwardOf(error);
  const target = way === 'completeProfile' ? withQuery(localHref(language, '/:lang?/jobseeker-complete-profile/:step?'), { redirect: localHref(language, '/:lang?/resume-analysis') }) : localHref(language, '/:lang?/manage-resume');
  return (
    <div className="analysis-alert" role="alert">
      <p className="analysis-alert__message">{message}</p>
      {way ? (
        <Link className="button button--secondary" to={target}>
          {t(`refusal.${way}`)}
        </Link>
      ) : null}
    </div>
  );
}
