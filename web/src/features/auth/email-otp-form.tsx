/** Email OTP (the default method): email → send code → 6-digit code → signed in (new accounts too). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignInReply } from '@sdk/generated/auth/hooks';
import { loginWithOtpBodyOtpMax, sendEmailOtpBodyEmailMax } from '@sdk/generated/auth/zod';
import { useLoginWithOtpMutation, useSendEmailOtpMutation } from './auth-queries';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError, describeSignInError } from '../../lib/describe-error';
import { recordGetStarted } from '../../lib/session/get-started-record';
import { countryAtom, languageAtom, deviceTypeAtom, deviceUuidAtom } from '../../lib/session-atoms';
import { emailSchema, type EmailValues } from './auth-schemas';
import { CodeForm } from '../../components/code-form';
import { TextField } from '../../components/text-field';
import { FormAlert } from './form-alert';
import { useCountdown } from '../../components/use-countdown';

export function EmailOtpForm({ onSignedIn }: { onSignedIn: (reply: SignInReply) => void }) {
  const { t } = useTranslation('auth');
  const country = useAtomValue(countryAtom);
  const language = useAtomValue(languageAtom);
  const deviceUuid = useAtomValue(deviceUuidAtom);
  const deviceType = useAtomValue(deviceTypeAtom);
  const [sent, setSent] = useState<{ email: string; sentTo: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const send = useSendEmailOtpMutation();
  const login = useLoginWithOtpMutation();
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema(t, sendEmailOtpBodyEmailMax)), defaultValues: { email: '' } });

  const sendCode = (email: string) => {
    setError(null);
    recordGetStarted(deviceUuid, { email });
    send.mutate(
      { data: { email, purpose: 'login' } },
      {
        onSuccess: (reply) => {
          setSent({ email, sentTo: reply.sent_to });
          countdown.start(reply.resend_after);
        },
        onError: (failure) => setError(describeError(failure, t)),
      },
    );
  };

  const signIn = (otp: string) => {
    if (!sent) return;
    setError(null);
    login.mutate(
      { data: { email: sent.email, otp, source: deviceType, country_key: country, language_code: language } },
      { onSuccess: onSignedIn, onError: (failure) => setError(describeSignInError(failure, t)) },
    );
  };

  if (sent) {
    return (
      <div className="auth-step">
        <CodeForm
          id="email-otp-otp"
          length={loginWithOtpBodyOtpMax}
          className="auth-form"
          intro={<p className="auth-form__note">{t('otp.sentTo', { address: sent.sentTo })}</p>}
          submitLabel={t('otp.submit')}
          pending={login.isPending}
          resending={send.isPending}
          resendIn={countdown.secondsLeft}
          error={error}
          onSubmit={signIn}
          onResend={() => sendCode(sent.email)}
        />
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setSent(null);
            setError(null);
          }}
        >
          {t('otp.changeEmail')}
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(({ email }) => sendCode(email))}>
      <TextField
        id="email-otp-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <FormAlert message={error} />
      <button type="submit" className="button auth-form__submit" disabled={send.isPending}>
        {send.isPending ? t('actions.working') : t('otp.send')}
      </button>
    </form>
  );
}
