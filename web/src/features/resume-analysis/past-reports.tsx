/** Earlier analysis reports (listResumeAnalyses, newest first): choosing one shows it below the list. */
import { useTranslation } from 'react-i18next';
import type { AiAnalysisReport } from '@sdk/generated/jobseeker/hooks';
import { useFormatInstant } from '../../lib/date-time/use-reading-time';

interface PastReportsProps {
  analyses: AiAnalysisReport[];
  shownId: number | undefined;
  onShow: (id: number) => void;
}

export function PastReports({ analyses, shownId, onShow }: PastReportsProps) {
  const { t } = useTranslation('resume-analysis');
  const formatDate = useFormatInstant('dateTime');
  const finished = analyses.filter((analysis) => analysis.status === 'finished');
  if (finished.length < 2) return null;
  return (
    <section className="analysis-history" aria-labelledby="analysis-history-title">
      <h2 id="analysis-history-title" className="analysis-history__title">
        {t('history.title')}
      </h2>
      <ul className="analysis-history__list">
        {finished.map((analysis) => (
          <li key={analysis.id}>
            <button
              type="button"
              className="analysis-history__item"
              aria-current={analysis.id === shownId ? 'true' : undefined}
              onClick={() => onShow(analysis.id)}
            >
              <span className="analysis-history__name">{analysis.resume_filename}</span>
              <span className="analysis-history__meta">
                {t('history.meta', { date: formatDate(analysis.created_at), result: t(`result.${analysis.result}`), score: analysis.score })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
