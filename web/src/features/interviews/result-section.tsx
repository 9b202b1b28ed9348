/**
 * The interview's result: ask for it once, from its enable date, after attending; then it is awaited,
 * and finally passed or not suitable. A missed interview has no result (and counts towards the ban).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewDetail } from '@sdk/generated/apiGo/hooks';
import { InterviewError, NoShowBanNote } from './interview-error';
import { useMomentFormat } from '../../components/interview-time';
import { resultRequest } from './interview-windows';

interface ResultSectionProps {
  interview: InterviewDetail;
  now: number;
  requesting: boolean;
  error: unknown;
  onRequest: () => void;
}

export function ResultSection({ interview, now, requesting, error, onRequest }: ResultSectionProps) {
  const { t } = useTranslation('interviews');
  const format = useMomentFormat(interview.time_zone);
  const noteId = useId();
  const errorId = useId();
  const state = resultRequest(interview, now);
  switch (state.state) {
    case 'none':
      return null;
    case 'decided':
      return <p className={`interviews-note interviews-note--${state.outcome === 'passed' ? 'success' : 'warning'}`}>{t(`result.${state.outcome}`)}</p>;
    case 'requested':
      return <p className="interviews-note">{state.at === null ? t('result.awaiting') : t('result.requestedAt', { time: format(state.at, 'short') })}</p>;
    case 'notAttended':
      return (
        <>
          <p className="interviews-note">{t('result.notAttended')}</p>
          <NoShowBanNote />
        </>
      );
    default: {
      const open = state.state === 'open';
      return (
        <div className="interviews-action">
          <button
            type="button"
            className="button"
            onClick={onRequest}
            disabled={!open || requesting}
            aria-busy={requesting || undefined}
            aria-describedby={[noteId, error ? errorId : null].filter(Boolean).join(' ')}
          >
            {requesting ? t('result.requesting') : open ? t('result.request') : t('result.opensAt', { time: format(state.opensAt, 'short') })}
          </button>
          <p id={noteId} className="interviews-note">
            {t('result.hint')}
          </p>
          <InterviewError error={error} id={errorId} />
        </div>
      );
    }
  }
}
