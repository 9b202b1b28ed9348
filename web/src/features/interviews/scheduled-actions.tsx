/**
 * An accepted interview: check in (2 hours before to 30 minutes after the start) and cancel (until
 * 3 hours before). Each button says when it opens or that it has closed before anyone tries, and the
 * no-show ban is explained beside them.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewDetail } from '@sdk/generated/apiGo/hooks';
import { InterviewError, NoShowBanNote } from './interview-error';
import { useMomentFormat } from '../../components/interview-time';
import { cancelWindow, checkInWindow } from './interview-windows';

interface ScheduledActionsProps {
  interview: InterviewDetail;
  now: number;
  checkingIn: boolean;
  checkInError: unknown;
  onCheckIn: () => void;
  onCancel: () => void;
}

function CheckIn({ interview, now, checkingIn, checkInError, onCheckIn }: Omit<ScheduledActionsProps, 'onCancel'>) {
  const { t } = useTranslation('interviews');
  const format = useMomentFormat(interview.time_zone);
  const noteId = useId();
  const errorId = useId();
  const window = checkInWindow(interview, now);
  if (window.state === 'none') return null;
  if (window.state === 'done') {
    return <p className="interviews-note interviews-note--success">{t('checkIn.done', { time: format(window.at, 'short') })}</p>;
  }
  const note =
    window.state === 'open'
      ? t('checkIn.closesAt', { time: format(window.closesAt, 'short') })
      : window.state === 'notYet'
        ? t('checkIn.window')
        : t('checkIn.closedNote', { time: format(window.closedAt, 'short') });
  const label =
    window.state === 'open'
      ? checkingIn
        ? t('checkIn.submitting')
        : t('checkIn.submit')
      : window.state === 'notYet'
        ? t('checkIn.opensAt', { time: format(window.opensAt, 'short') })
        : t('checkIn.closed');
  return (
    <div className="interviews-action">
      <button
        type="button"
        className="button"
        onClick={onCheckIn}
        disabled={window.state !== 'open' || checkingIn}
        aria-busy={checkingIn || undefined}
        aria-describedby={[noteId, checkInError ? errorId : null].filter(Boolean).join(' ')}
      >
        {label}
      </button>
      <p id={noteId} className="interviews-note">
        {note}
      </p>
      <InterviewError error={checkInError} id={errorId} />
    </div>
  );
}

function Cancel({ interview, now, onCancel }: Pick<ScheduledActionsProps, 'interview' | 'now' | 'onCancel'>) {
  const { t } = useTranslation('interviews');
  const format = useMomentFormat(interview.time_zone);
  const noteId = useId();
  const window = cancelWindow(interview, now);
  if (window.state === 'none') return null;
  return (
    <div className="interviews-action">
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={window.state !== 'open'} aria-describedby={noteId} data-opens="cancel">
        {t('cancel.open')}
      </button>
      <p id={noteId} className="interviews-note">
        {window.state === 'open'
          ? t('cancel.until', { time: format(window.closesAt, 'short') })
          : t('cancel.tooLate', { time: format(window.closedAt, 'short') })}
      </p>
    </div>
  );
}

export function ScheduledActions(props: ScheduledActionsProps) {
  const show = checkInWindow(props.interview, props.now).state !== 'none' || cancelWindow(props.interview, props.now).state !== 'none';
  if (!show) return null;
  return (
    <div className="interviews-scheduled">
      <CheckIn {...props} />
      <Cancel interview={props.interview} now={props.now} onCancel={props.onCancel} />
      {props.interview.checked_in_at ? null : <NoShowBanNote />}
    </div>
  );
}
