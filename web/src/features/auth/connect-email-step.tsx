/** Offered after a sign-in without an email: connect one with a code, or skip for now. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { useConnectEmailMutation, useSendEmailOtpMutation } from './auth-queries';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { connectEmailBodyOtpMax, sendEmailOtpBodyEmailMax } from '@sdk/generated/auth/zod';
import { describeError } from '../../lib/describe-error';
import { updateSessionUser } from '../../lib/session/session-rules';
import { emailSchema, type EmailValues } from './auth-schemas';
import { CodeForm } from '../../components/code-form';
import { TextField } from '../../components/text-field';
import { FormAlert } from './form-alert';
import { useCountdown } from '../../components/use-countdown';
import type { useSignInFlow } from './use-sign-in-flow';

interface ConnectEmailStepProps {
  user: SessionUser;
  flow: ReturnType<typeof useSignInFlow>;
}

export function ConnectEmailStep({ user, flow }: ConnectEmailStepProps) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<{ email: string; sentTo: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const send = useSendEmailOtpMutation();
  const connect = useConnectEmailMutation();
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema(t, sendEmailOtpBodyEmailMax)), defaultValues: { email: '' } });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const sendCode = (email: string) => {
    setError(null);
    send.mutate(
      { data: { email, purpose: 'connect_email' } },
      {
        onSuccess: (reply) => {
          setSent({ email, sentTo: reply.sent_to });
          countdown.start(reply.resend_after);
        },
        onError: (failure) => {
          if (isApiError(failure, ErrorCode.EmailTaken)) form.setError('email', { message: t(`errors:code.${ErrorCode.EmailTaken}`) });
          setError(describeError(failure, t));
        },
      },
    );
  };

  const submit = (otp: string) => {
    if (!sent) return;
    setError(null);
    connect.mutate(
      { data: { email: sent.email, otp } },
      {
        onSuccess: (updated) => {
          updateSessionUser(flow.store, updated);
          flow.leave(updated);
        },
        onError: (failure) => setError(describeError(failure, t)),
      },
    );
  };

  return (
    <section className="auth-step" aria-labelledby="connect-email-title">
      <h2 id="connect-email-title" className="auth-step__title" tabIndex={-1} ref={heading}>
        {t('connectEmail.title')}
      </h2>
      <p className="auth-form__note">{t('connectEmail.intro')}</p>
      {sent ? (
        <CodeForm
          id="connect-email-otp"
          length={connectEmailBodyOtpMax}
          className="auth-form"
          intro={<p className="auth-form__note">{t('otp.sentTo', { address: sent.sentTo })}</p>}
          submitLabel={t('connectEmail.submit')}
          pending={connect.isPending}
          resending={send.isPending}
          resendIn={countdown.secondsLeft}
          error={error}
          onSubmit={submit}
          onResend={() => sendCode(sent.email)}
        />
      ) : (
        <form className="auth-form" noValidate onSubmit={form.handleSubmit(({ email }) => sendCode(email))}>
          <TextField id="connect-email" label={t('fields.email')} type="email" autoComplete="email" {...form.register('email')} error={form.formState.errors.email?.message} />
          <FormAlert message={error} />
          <button type="submit" className="button auth-form__submit" disabled={send.isPending}>
            {send.isPending ? t('actions.working') : t('otp.send')}
          </button>
        </form>
      )}
      <button type="button" className="button button--link" onClick={() => flow.leave(user)}>
        {t('connectEmail.skip')}
      </button>
    </section>
  );
}
