/**
 * A pending invitation: pick 1 to 3 of the offered times (when several are offered; past ones cannot
 * be picked) and accept, or reject with a reason.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewDetail } from '@sdk/generated/apiGo/hooks';
import { InterviewError } from './interview-error';
import { InterviewLocalTime, useMomentFormat } from '../../components/interview-time';
import { futureTimes } from './interview-windows';

/** The contract's range of picked times (41295 otherwise). */
const MAX_PICKED = 3;

interface InvitationActionsProps {
  interview: InterviewDetail;
  now: number;
  pending: boolean;
  error: unknown;
  onAccept: (timeIds: number[]) => void;
  onReject: () => void;
}

export function InvitationActions({ interview, now, pending, error, onAccept, onReject }: InvitationActionsProps) {
  const { t } = useTranslation('interviews');
  const format = useMomentFormat(interview.time_zone);
  const hintId = useId();
  const errorId = useId();
  const offered = interview.offered_times;
  const open = new Set(futureTimes(interview, now).map((time) => time.id));
  const [picked, setPicked] = useState<number[]>(() => (offered.length === 1 && open.has(offered[0]!.id) ? [offered[0]!.id] : []));
  const [pickError, setPickError] = useState(false);
  const several = offered.length > 1;

  function toggle(id: number, checked: boolean) {
    setPickError(false);
    setPicked((current) => (checked ? [...current, id] : current.filter((value) => value !== id)));
  }

  function accept() {
    if (picked.length < 1 || picked.length > MAX_PICKED) {
      setPickError(true);
      return;
    }
    onAccept(picked);
  }

  const describedBy = [pickError ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="interviews-invitation">
      {several ? (
        <fieldset className="interviews-times" aria-describedby={hintId}>
          <legend className="interviews-times__legend">{t('invitation.pickTimes')}</legend>
          <p id={hintId} className={pickError ? 'interviews-times__hint text-field__error' : 'interviews-times__hint'} role={pickError ? 'alert' : undefined}>
            {t('invitation.pickHint', { max: MAX_PICKED })}
          </p>
          {offered.map((time) => (
            <label key={time.id} className="interviews-times__option">
              <input
                type="checkbox"
                checked={picked.includes(time.id)}
                disabled={!open.has(time.id) || pending}
                onChange={(event) => toggle(time.id, event.currentTarget.checked)}
              />
              <time dateTime={time.start_at}>{format(time.start_at)}</time>
              <InterviewLocalTime at={time.start_at} timeZone={interview.time_zone} />
              {open.has(time.id) ? null : <span className="interviews-times__passed">{t('invitation.timePassed')}</span>}
            </label>
          ))}
        </fieldset>
      ) : null}
      <InterviewError error={error} id={errorId} />
      <div className="interviews-actions">
        <button type="button" className="button button--secondary" onClick={onReject} disabled={pending} data-opens="reject">
          {t('invitation.reject')}
        </button>
        <button type="button" className="button" onClick={accept} disabled={pending || open.size === 0} aria-busy={pending || undefined} aria-describedby={describedBy}>
          {pending ? t('invitation.accepting') : t('invitation.accept')}
        </button>
      </div>
    </div>
  );
}
