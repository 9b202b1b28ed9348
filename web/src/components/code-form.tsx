/**
 * The one form for a 6-digit code (email, SMS, two-factor, password reset): a TextField with the numeric
 * keyboard and one-time-code autocomplete, checked by the shared code rule, a submit button, and
 * "Resend code" that waits out the countdown and says so politely to screen readers.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { codeRule } from '../lib/form-rules';
import { TextField } from './text-field';
import './code-form.css';

export interface CodeFormProps {
  /** The code input's id; generated when absent. */
  id?: string;
  /** The form's accessible name, when the page holds more than one form. */
  formLabel?: string;
  submitLabel: string;
  /**
   * How many digits the code has: the `otp` bound of the operation the code goes to, from its generated
   * zod module (`loginWithOtpBodyOtpMax`; minLength and maxLength are equal, 6 in every contract).
   */
  length: number;
  /** The code is being checked: the submit button waits. */
  pending: boolean;
  /** A new code is being sent: "Resend code" waits. */
  resending: boolean;
  /** Seconds before a new code may be asked for (a `useCountdown`'s `secondsLeft`). */
  resendIn: number;
  /** The server's word on the last code (wrong, expired, too many tries), shown on the field. */
  error?: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  /** Above the field: where the code went, notices, form-level alerts. */
  intro?: ReactNode;
  /** Beside "Resend code": e.g. "Change number". */
  actions?: ReactNode;
  /** Focus the field when it appears (default). Off where the page moves focus to the step's heading itself. */
  focusOnMount?: boolean;
  className?: string;
}

export function CodeForm({ id, formLabel, submitLabel, length, pending, resending, resendIn, error, onSubmit, onResend, intro, actions, className, focusOnMount = true }: CodeFormProps) {
  const { t } = useTranslation('common');
  const schema = useMemo(() => z.object({ code: codeRule(t, length) }), [t, length]);
  const { register, handleSubmit, formState, setFocus } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  // The field is what the user came for once a code is on its way.
  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);
  const waiting = resendIn > 0;

  return (
    <form
      className={className ? `code-form ${className}` : 'code-form'}
      noValidate
      aria-label={formLabel}
      aria-busy={pending}
      onSubmit={(event) => void handleSubmit(({ code }) => onSubmit(code))(event)}
    >
      {intro}
      <TextField
        id={id}
        label={t('codeForm.label')}
        className="code-form__input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={length}
        error={formState.errors.code?.message ?? error ?? undefined}
        {...register('code')}
      />
      <button type="submit" className="button code-form__submit" disabled={pending}>
        {pending ? t('codeForm.checking') : submitLabel}
      </button>
      <div className="code-form__actions">
        <button type="button" className="button button--link" onClick={onResend} disabled={waiting || resending}>
          {waiting ? t('codeForm.resendIn', { seconds: resendIn }) : t('codeForm.resend')}
        </button>
        {actions}
        <p className="visually-hidden" aria-live="polite">
          {waiting ? t('codeForm.resendWait') : t('codeForm.resendReady')}
        </p>
      </div>
    </form>
  );
}
