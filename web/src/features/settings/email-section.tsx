/**
 * The account's email: change it (or add one to an account without) with a code sent to the new address:
 * sendEmailOtp (change_email / connect_email), then changeEmail / connectEmail. The session user follows.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { changeEmailBodyOtpMax, connectEmailBodyOtpMax, sendEmailOtpBodyEmailMax } from '@sdk/generated/auth/zod';
import { CodeForm } from '../../components/code-form';
import { TextField } from '../../components/text-field';
import { useCountdown } from '../../components/use-countdown';
import { useStore } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { emailRule } from '../../lib/form-rules';
import { updateSessionUser } from '../../lib/session/session-rules';
import { useChangeEmailMutation, useConnectEmailMutation, useSendEmailOtpMutation } from './settings-queries';

type Step = { kind: 'idle' } | { kind: 'email' } | { kind: 'code'; email: string; sentTo: string };

export function EmailSection({ email }: { email: string | null }) {
  const { t } = useTranslation('settings');
  const store = useStore();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const countdown = useCountdown();
  const send = useSendEmailOtpMutation();
  const change = useChangeEmailMutation();
  const connect = useConnectEmailMutation();
  const confirm = email ? change : connect;
  const schema = useMemo(() => z.object({ email: emailRule(t, sendEmailOtpBodyEmailMax) }), [t]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  function sendCode(address: string) {
    setError(null);
    send.mutate(
      { data: { email: address, purpose: email ? 'change_email' : 'connect_email' } },
      {
        onSuccess: (reply) => {
          setStep({ kind: 'code', email: address, sentTo: reply.sent_to });
          countdown.start(reply.resend_after);
        },
        onError: (failure) => {
          if (isApiError(failure, ErrorCode.EmailTaken)) form.setError('email', { message: describeError(failure, t) ?? '' });
          else setError(describeError(failure, t));
        },
      },
    );
  }

  function submitCode(otp: string) {
    if (step.kind !== 'code') return;
    setError(null);
    confirm.mutate(
      { data: { email: step.email, otp } },
      {
        onSuccess: (user) => {
          updateSessionUser(store, { email: user.email, is_email_verify: user.is_email_verify });
          setDone(t('account.email.changed', { email: user.email }));
          setStep({ kind: 'idle' });
          form.reset();
        },
        onError: (failure) => setError(describeError(failure, t)),
      },
    );
  }

  return (
    <section className="settings-account__section" aria-labelledby="settings-email-title">
      <h3 id="settings-email-title" className="settings-account__title">
        {t('account.email.title')}
      </h3>
      <p dir="auto">{email ?? t('account.email.none')}</p>
      {step.kind === 'idle' ? (
        <button type="button" className="button button--secondary" onClick={() => { setDone(''); setStep({ kind: 'email' }); }}>
          {email ? t('account.email.change') : t('account.email.add')}
        </button>
      ) : step.kind === 'email' ? (
        <form className="settings-form" noValidate aria-label={t('account.email.formLabel')} onSubmit={(event) => void form.handleSubmit(({ email: address }) => sendCode(address))(event)}>
          <TextField label={t('account.email.newEmail')} type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
          {error ? <p role="alert" className="settings__alert">{error}</p> : null}
          <div className="settings-form__actions">
            <button type="submit" className="button" disabled={send.isPending}>
              {t('account.email.sendCode')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setStep({ kind: 'idle' })}>
              {t('account.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <CodeForm
          formLabel={t('account.email.codeLabel')}
          length={email ? changeEmailBodyOtpMax : connectEmailBodyOtpMax}
          className="settings-form"
          intro={<p>{t('account.email.codeSent', { address: step.sentTo })}</p>}
          submitLabel={t('account.email.confirm')}
          pending={confirm.isPending}
          resending={send.isPending}
          resendIn={countdown.secondsLeft}
          error={error}
          onSubmit={submitCode}
          onResend={() => sendCode(step.email)}
          actions={
            <button type="button" className="button button--link" onClick={() => setStep({ kind: 'email' })}>
              {t('account.email.otherAddress')}
            </button>
          }
        />
      )}
      <p role="status" className="settings__status">
        {done}
      </p>
    </section>
  );
}
