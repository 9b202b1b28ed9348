/**
 * The second half of every code flow: the 6-digit code field (numeric keyboard, one-time-code
 * autocomplete), the submit button and "resend" with a visible countdown and polite live text.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeSchema, type CodeValues } from './auth-schemas';
import { TextField } from '../../components/text-field';
import { FormAlert } from './form-alert';

interface CodeEntryProps {
  idPrefix: string;
  sentTo: string;
  submitLabel: string;
  pending: boolean;
  resending: boolean;
  secondsLeft: number;
  error: string | null;
  onSubmit: (otp: string) => void;
  onResend: () => void;
}

export function CodeEntry({ idPrefix, sentTo, submitLabel, pending, resending, secondsLeft, error, onSubmit, onResend }: CodeEntryProps) {
  const { t } = useTranslation('auth');
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema(t)), defaultValues: { otp: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('otp'), [setFocus]);
  const waiting = secondsLeft > 0;
  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(({ otp }) => onSubmit(otp))}>
      <p className="auth-form__note">{t('otp.sentTo', { address: sentTo })}</p>
      <TextField
        id={`${idPrefix}-otp`}
        label={t('otp.label')}
        {...form.register('otp')}
        error={form.formState.errors.otp?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]*"
      />
      <FormAlert message={error} />
      <button type="submit" className="button auth-form__submit" disabled={pending}>
        {pending ? t('actions.working') : submitLabel}
      </button>
      <div className="auth-resend">
        <button type="button" className="button button--link" onClick={onResend} disabled={waiting || resending}>
          {waiting ? t('otp.resendIn', { seconds: secondsLeft }) : t('otp.resend')}
        </button>
        <p className="visually-hidden" aria-live="polite">
          {waiting ? t('otp.resendWait') : t('otp.resendReady')}
        </p>
      </div>
    </form>
  );
}
