/**
 * Choosing the resume to analyse and starting the analysis, with today's quota (3 a day). A refusal
 * shows the code's message and, where there is one, the way forward.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiAnalysisList, AiAnalysisReport, ResumeItem } from '@sdk/generated/jobseeker/hooks';
import { AnalysisRefusal } from './analysis-refusal';
import { useAnalysisMutations } from './resume-analysis-queries';

interface AnalysisStartProps {
  resumes: readonly ResumeItem[];
  list: AiAnalysisList;
  /** An analysis is diagnosing: a second start waits for it. */
  busy: boolean;
  /** The file name being diagnosed while the call is out, then null. */
  onStarting: (name: string | null) => void;
  onStarted: (report: AiAnalysisReport) => void;
}

function firstChoice(resumes: readonly ResumeItem[], list: AiAnalysisList): number | undefined {
  const lastAnalysed = list.analyses[0]?.resume_id;
  return resumes.find((resume) => resume.id === lastAnalysed)?.id ?? resumes[0]?.id;
}

export function AnalysisStart({ resumes, list, busy, onStarting, onStarted }: AnalysisStartProps) {
  const { t } = useTranslation('resume-analysis');
  const { start } = useAnalysisMutations();
  const titleId = useId();
  const quotaId = useId();
  const [chosenId, setChosenId] = useState(() => firstChoice(resumes, list));
  const chosen = resumes.find((resume) => resume.id === chosenId);
  const noneLeft = list.remaining_today === 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen || busy) return;
    onStarting(chosen.filename);
    start.mutate(
      { data: { resume_id: chosen.id } },
      {
        onSuccess: onStarted,
        onSettled: () => onStarting(null),
      },
    );
  };

  return (
    <section className="section analysis-start" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        {t('start.title')}
      </h2>
      <form className="analysis-start__form" onSubmit={submit} noValidate>
        <fieldset className="analysis-start__choices">
          <legend className="analysis-start__legend">{t('start.legend')}</legend>
          {resumes.map((resume) => (
            <label key={resume.id} className="analysis-start__choice">
              <input type="radio" name="resume" value={resume.id} checked={resume.id === chosenId} onChange={() => setChosenId(resume.id)} />
              <span dir="auto">{resume.filename}</span>
            </label>
          ))}
        </fieldset>
        <p id={quotaId} className="analysis-start__quota">
          {noneLeft ? t('start.noneLeft') : t('start.remaining', { count: list.remaining_today, limit: list.daily_limit })}
        </p>
        <div>
          <button type="submit" className="button" disabled={!chosen || busy || noneLeft} aria-describedby={quotaId}>
            {busy ? t('start.busy') : t('start.submit')}
          </button>
        </div>
      </form>
      {start.isError ? <AnalysisRefusal error={start.error} /> : null}
    </section>
  );
}
