/**
 * The page body: the resumes and past reports load (or fail, or there is no resume yet), then the
 * start form, the announced "diagnosing" state, the earlier reports, and the report shown (the newest,
 * the one just started, or an earlier one chosen).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AiAnalysisList, AiAnalysisReport, ResumeList } from '@sdk/generated/jobseeker/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom } from '../../lib/session-atoms';
import { AnalysisReportView } from './analysis-report';
import { AnalysisStart } from './analysis-start';
import { PastReports } from './past-reports';
import { analysisListQuery, analysisReportQuery, analysisResumesQuery } from './resume-analysis-queries';

function Workspace({ resumes, list }: { resumes: ResumeList; list: AiAnalysisList }) {
  const { t } = useTranslation('resume-analysis');
  const scope = useQueryScope();
  const newest = list.analyses[0];
  const [startedId, setStartedId] = useState<number | undefined>(undefined);
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const [starting, setStarting] = useState<string | null>(null);
  const shownId = chosenId ?? startedId ?? newest?.id;
  const report = useQuery({
    ...analysisReportQuery(scope, shownId ?? 0, list.analyses.find((analysis) => analysis.id === shownId)),
    enabled: shownId !== undefined,
  });
  const diagnosingName = starting ?? (!report.isError && report.data?.status === 'diagnosing' ? report.data.resume_filename : null);

  return (
    <>
      <AnalysisStart
        resumes={resumes.resumes}
        list={list}
        busy={diagnosingName !== null}
        onStarting={setStarting}
        onStarted={(started: AiAnalysisReport) => {
          setChosenId(undefined);
          setStartedId(started.id);
        }}
      />
      <PastReports analyses={list.analyses} shownId={shownId} onShow={setChosenId} />
      <div className="analysis-diagnosing" role="status" aria-live="polite">
        {diagnosingName !== null ? (
          <p className="analysis-diagnosing__text">
            <span className="spinner" aria-hidden="true" />
            {t('diagnosing', { name: diagnosingName })}
          </p>
        ) : null}
      </div>
      {shownId === undefined ? (
        <p className="analysis-page__intro">{t('report.none')}</p>
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data && report.data.status === 'finished' ? (
        <AnalysisReportView report={report.data} focusOnShow={startedId === report.data.id || chosenId === report.data.id} />
      ) : null}
    </>
  );
}

export function AnalysisWorkspace() {
  const { t } = useTranslation('resume-analysis');
  const scope = useQueryScope();
  const language = useAtomValue(languageAtom);
  const resumes = useQuery(analysisResumesQuery(scope));
  const list = useQuery(analysisListQuery(scope));

  if (resumes.isError || list.isError) {
    const retry = () => {
      if (resumes.isError) void resumes.refetch();
      if (list.isError) void list.refetch();
    };
    return <ErrorState error={resumes.error ?? list.error} onRetry={retry} />;
  }
  if (resumes.isPending || list.isPending) return <LoadingState label={t('loading')} />;
  if (resumes.data.resumes.length === 0) {
    return (
      <EmptyState
        title={t('empty.title')}
        hint={t('empty.hint')}
        action={
          <Link className="button" to={localHref(language, '/:lang?/manage-resume')}>
            {t('empty.action')}
          </Link>
        }
      />
    );
  }
  return <Workspace resumes={resumes.data} list={list.data} />;
}
