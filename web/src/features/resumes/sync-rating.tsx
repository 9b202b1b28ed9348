/** After a sync: how well it matched (Perfect Match … Disappointed). A refusal keeps the choice. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeSyncResult } from '@sdk/generated/jobseeker/hooks';
import { ResumeAlert } from './resume-alert';
import { ResumeSyncRating, useSyncMutations } from './resumes-queries';

const RATINGS = [ResumeSyncRating.perfect_match, ResumeSyncRating.pretty_good, ResumeSyncRating.just_okay, ResumeSyncRating.not_right, ResumeSyncRating.disappointed] as const;

export function syncSummary(t: (key: string, options: { count: number }) => string, result: ResumeSyncResult): string {
  return [
    t('sync.summary.work', { count: result.synced_work_experiences }),
    t('sync.summary.education', { count: result.synced_educations }),
    t('sync.summary.skills', { count: result.synced_skills }),
  ].join(' · ');
}

export function SyncRating({ resumeId, formId, onRated }: { resumeId: number; formId: string; onRated: () => void }) {
  const { t } = useTranslation('resumes');
  const legendId = useId();
  const errorId = useId();
  const { rate } = useSyncMutations();
  const [rating, setRating] = useState<ResumeSyncRating | undefined>();
  const [missing, setMissing] = useState(false);
  return (
    <form
      id={formId}
      className="resumes-form"
      noValidate
      aria-describedby={rate.isError ? errorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!rating) {
          setMissing(true);
          return;
        }
        rate.mutate({ id: resumeId, data: { rating } }, { onSuccess: onRated });
      }}
    >
      <fieldset className="resumes-sync__ratings" disabled={rate.isPending} aria-describedby={missing && !rating ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="resumes-sync__legend">
          {t('sync.rating.legend')}
        </legend>
        {RATINGS.map((value) => (
          <label key={value} className="resumes-sync__rating">
            <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} />
            {t(`sync.rating.${value}`)}
          </label>
        ))}
        {missing && !rating ? (
          <p id={`${legendId}-error`} className="text-field__error" role="alert">
            {t('sync.rating.required')}
          </p>
        ) : null}
      </fieldset>
      <ResumeAlert error={rate.error} id={errorId} />
    </form>
  );
}
