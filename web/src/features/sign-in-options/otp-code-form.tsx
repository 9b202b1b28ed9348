/** Step 2 of phone sign-in: the 6-digit code, resend after a countdown, or go back and change the number. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown';

interface Props {
  sentTo: string;
  resendAfter: number;
  sentAt: number;
  pending: boolean;
  resending: boolean;
  serverError?: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
  /** The submit button's words; "Sign in" unless the code confirms something else. */
  submitLabel?: string;
}

export function OtpCodeForm({ sentTo, resendAfter, sentAt, pending, resending, serverError, onSubmit, onResend, onChangeNumber, submitLabel }: Props) {
  const { t } = useTranslation('sign-in-options');
  const id = useId();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const secondsLeft = useCountdown(resendAfter, sentAt);
  const error = localError ?? serverError ?? null;
  const errorId = `${id}-error`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!/^\d{6}$/.test(trimmed)) return setLocalError(t('code.errors.format'));
    setLocalError(null);
    onSubmit(trimmed);
  }

  return (
    <form className="sign-in-options__form" onSubmit={submit} noValidate aria-label={t('code.formLabel')}>
      <p role="status">{t('code.sentTo', { destination: sentTo })}</p>
      <div className="form-field">
        <label htmlFor={`${id}-code`}>{t('code.label')}</label>
        <input
          id={`${id}-code`}
          className="input sign-in-options__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="sign-in-options__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('code.verifying') : (submitLabel ?? t('code.submit'))}
      </button>
      <div className="sign-in-options__row">
        <button type="button" className="button button--link" onClick={onResend} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
        </button>
        <button type="button" className="button button--link" onClick={onChangeNumber}>
          {t('code.changeNumber')}
        </button>
      </div>
    </form>
  );
}
