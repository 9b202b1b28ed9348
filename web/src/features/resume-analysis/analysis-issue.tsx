/**
 * One issue: how serious it is, what is wrong and the suggestion, and "mark as resolved". Once resolved
 * here, the focus moves to its "Resolved" note (the button is gone); a refusal shows its message.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiAnalysisIssue } from '@sdk/generated/jobseeker/hooks';
import { describeError } from '../../lib/describe-error';
import { useAnalysisMutations } from './resume-analysis-queries';

export function AnalysisIssueItem({ reportId, issue }: { reportId: number; issue: AiAnalysisIssue }) {
  const { t } = useTranslation('resume-analysis');
  const { resolve } = useAnalysisMutations();
  const titleId = useId();
  const resolvedRef = useRef<HTMLParagraphElement>(null);
  const [resolvedHere, setResolvedHere] = useState(false);
  const refusal = resolve.isError ? describeError(resolve.error, t) : null;

  useEffect(() => {
    if (resolvedHere && issue.is_resolved) resolvedRef.current?.focus();
  }, [resolvedHere, issue.is_resolved]);

  const markResolved = () => resolve.mutate({ id: reportId, issueId: issue.id }, { onSuccess: () => setResolvedHere(true) });

  return (
    <article className="analysis-issue" aria-labelledby={titleId} data-resolved={issue.is_resolved || undefined}>
      <p className="analysis-issue__severity">{t(`severity.${issue.severity}`)}</p>
      <h5 id={titleId} className="analysis-issue__title" dir="auto">
        {issue.title}
      </h5>
      <p className="analysis-issue__suggestion" dir="auto">
        {issue.suggestion}
      </p>
      {issue.is_resolved ? (
        <p ref={resolvedRef} tabIndex={-1} className="analysis-issue__resolved">
          <span aria-hidden="true">✓ </span>
          {t('issue.resolved')}
        </p>
      ) : (
        <div>
          <button type="button" className="button button--secondary" onClick={markResolved} disabled={resolve.isPending} aria-describedby={titleId}>
            {resolve.isPending ? t('issue.resolving') : t('issue.markResolved')}
          </button>
        </div>
      )}
      {refusal ? (
        <p className="analysis-alert" role="alert">
          {refusal}
        </p>
      ) : null}
    </article>
  );
}
