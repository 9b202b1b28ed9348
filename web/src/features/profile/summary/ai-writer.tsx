/**
 * "Write with AI" (G07): the summary streams in for a chosen job preference, can be stopped, rewritten
 * in another way and taken into the summary field. Each writing uses one of the day's credits (41275
 * when none are left). The growing text is not a live region; one polite status says when it starts and ends.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPreference } from '@sdk/generated/jobseeker/hooks';
import { describeError } from '../../../lib/describe-error';
import { AiCareerSummaryRewriteType } from '../profile-queries';
import { useSummaryStream } from './use-summary-stream';

/** Generations and rewrites a user has each day (the contract's 10, 41275 beyond). */
export const AI_CREDITS_PER_DAY = 10;

export interface AcceptedSummary {
  text: string;
  jobPreferenceId: number;
  rewriteType: AiCareerSummaryRewriteType | null;
}

interface AiWriterProps {
  preferences: readonly JobPreference[];
  onAccept: (accepted: AcceptedSummary) => void;
  onClose: () => void;
}

export function AiWriter({ preferences, onAccept, onClose }: AiWriterProps) {
  const { t } = useTranslation('profile');
  const stream = useSummaryStream();
  const [preferenceId, setPreferenceId] = useState(preferences[0]?.id ?? 0);
  const [rewriteType, setRewriteType] = useState<AiCareerSummaryRewriteType>(AiCareerSummaryRewriteType.shorter);
  const preferenceFieldId = useId();
  const rewriteFieldId = useId();
  const mainButton = useRef<HTMLButtonElement>(null);
  const writing = stream.phase === 'writing';
  const hasDraft = (stream.phase === 'done' || stream.phase === 'stopped') && stream.text.trim() !== '';
  const outOfCredits = stream.creditsLeft === 0;

  if (preferences.length === 0) {
    return (
      <div className="summary-ai" role="group" aria-label={t('summary.ai.title')}>
        <p className="profile-muted">{t('summary.ai.needsPreference')}</p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('summary.ai.close')}
        </button>
      </div>
    );
  }

  const status = {
    idle: '',
    writing: t('summary.ai.writing'),
    done: t('summary.ai.ready'),
    stopped: t('summary.ai.stopped'),
    failed: '',
  }[stream.phase];

  return (
    <div className="summary-ai" role="group" aria-label={t('summary.ai.title')}>
      <p className="profile-card__note">
        {stream.creditsLeft === null ? t('summary.ai.creditsPerDay', { count: AI_CREDITS_PER_DAY }) : t('summary.ai.creditsLeft', { count: stream.creditsLeft })}
      </p>
      <div className="summary-ai__controls">
        <div className="form-field">
          <label htmlFor={preferenceFieldId} className="text-field__label">
            {t('summary.ai.preference')}
          </label>
          <select id={preferenceFieldId} className="input" value={preferenceId} onChange={(event) => setPreferenceId(Number(event.target.value))} disabled={writing}>
            {preferences.map((preference) => (
              <option key={preference.id} value={preference.id}>
                {preference.job_title}
              </option>
            ))}
          </select>
        </div>
        {/* One button for Write and Stop, so focus stays on it while the text streams in. */}
        <button
          ref={mainButton}
          type="button"
          className={writing ? 'button button--secondary' : 'button'}
          disabled={!writing && outOfCredits}
          onClick={writing ? stream.stop : () => void stream.write({ jobPreferenceId: preferenceId })}
        >
          {writing ? t('summary.ai.stop') : hasDraft ? t('summary.ai.writeAgain') : t('summary.ai.write')}
        </button>
      </div>
      {stream.text ? (
        <div className="summary-ai__draft-box">
          <h3 className="summary-ai__draft-title">
            {t('summary.ai.draft')}
          </h3>
          <p className="summary-ai__draft" aria-busy={writing || undefined} dir="auto">
            {stream.text}
          </p>
        </div>
      ) : null}
      <p className="profile-card__status" role="status">
        {status}
      </p>
      {stream.phase === 'failed' ? (
        <p className="text-field__error" role="alert">
          {describeError(stream.error, t)}
        </p>
      ) : null}
      {hasDraft ? (
        <div className="summary-ai__controls">
          <div className="form-field">
            <label htmlFor={rewriteFieldId} className="text-field__label">
              {t('summary.ai.rewriteWay')}
            </label>
            <select id={rewriteFieldId} className="input" value={rewriteType} onChange={(event) => setRewriteType(event.target.value as AiCareerSummaryRewriteType)}>
              {Object.values(AiCareerSummaryRewriteType).map((type) => (
                <option key={type} value={type}>
                  {t(`summary.ai.rewriteTypes.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button--secondary"
            disabled={outOfCredits}
            onClick={() => {
              // The Rewrite button goes while the text streams; Stop keeps the focus.
              mainButton.current?.focus();
              void stream.write({ jobPreferenceId: preferenceId, rewriteType, text: stream.text });
            }}
          >
            {t('summary.ai.rewrite')}
          </button>
          <button type="button" className="button" onClick={() => onAccept({ text: stream.text.trim(), jobPreferenceId: preferenceId, rewriteType: stream.rewriteType })}>
            {t('summary.ai.accept')}
          </button>
        </div>
      ) : null}
      {writing ? null : (
        <button type="button" className="button button--link" onClick={onClose}>
          {t('summary.ai.close')}
        </button>
      )}
    </div>
  );
}
