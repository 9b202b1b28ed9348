/**
 * A finished report: the score with its band in words (never colour alone), the summary, and the issues
 * grouped by resume section with how many are resolved. A report that has just finished takes the focus.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiAnalysisIssue, AiAnalysisReport } from '@sdk/generated/jobseeker/hooks';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';
import { AnalysisIssueItem } from './analysis-issue';

/** The resume sections in reading order (the contract's category order). */
const SECTIONS: readonly AiAnalysisIssue['category'][] = ['contact', 'summary', 'experience', 'skills', 'format', 'keywords'];

function IssueGroups({ report }: { report: AiAnalysisReport }) {
  const { t } = useTranslation('resume-analysis');
  return (
    <>
      {SECTIONS.map((section) => {
        const issues = report.issues.filter((issue) => issue.category === section);
        if (issues.length === 0) return null;
        return (
          <section key={section} className="analysis-group" aria-labelledby={`analysis-group-${section}`}>
            <h4 id={`analysis-group-${section}`} className="analysis-group__title">
              {t('report.groupTitle', { section: t(`section.${section}`), count: issues.length })}
            </h4>
            <ul className="analysis-group__list">
              {issues.map((issue) => (
                <li key={issue.id}>
                  <AnalysisIssueItem reportId={report.id} issue={issue} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export function AnalysisReportView({ report, focusOnShow }: { report: AiAnalysisReport; focusOnShow: boolean }) {
  const { t } = useTranslation('resume-analysis');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const formatDate = useFormatInstant('dateTime');

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow, report.id]);

  return (
    <section className="section analysis-report" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="section__title analysis-report__title" dir="auto">
        {t('report.title', { name: report.resume_filename })}
      </h2>
      <p className="analysis-report__date">{t('report.date', { date: formatDate(report.created_at) })}</p>
      <div className="analysis-score" data-result={report.result}>
        <p className="analysis-score__value">{t('report.score', { score: report.score })}</p>
        <p className="analysis-score__band">{t(`result.${report.result}`)}</p>
      </div>
      <p className="analysis-report__summary">{report.summary}</p>
      <h3 className="analysis-report__issues-title">{t('report.issuesTitle')}</h3>
      <p className="analysis-report__count" role="status">
        {report.issues.length === 0 ? t('report.noIssues') : t('report.resolvedCount', { count: report.resolved_issue_count, total: report.issues.length })}
      </p>
      <IssueGroups report={report} />
    </section>
  );
}
