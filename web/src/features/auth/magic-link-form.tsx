/** Magic link: the email gets a single-use sign-in link (the callback page signs in with it). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendMagicLinkBodyEmailMax } from '@sdk/generated/auth/zod';
import { useSendMagicLinkMutation } from './auth-queries';
import { describeError } from '../../lib/describe-error';
import { emailSchema, type EmailValues } from './auth-schemas';
import { TextField } from '../../components/text-field';
import { FormAlert } from './form-alert';
import { useCountdown } from '../../components/use-countdown';

export function MagicLinkForm({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const send = useSendMagicLinkMutation();
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema(t, sendMagicLinkBodyEmailMax)), defaultValues: { email: '' } });
  const waiting = countdown.secondsLeft > 0;

  const submit = ({ email }: EmailValues) => {
    setError(null);
    send.mutate(
      { data: { email, ...(redirect ? { redirect } : {}) } },
      {
        onSuccess: (reply) => {
          setSentTo(reply.sent_to);
          countdown.start(reply.resend_after);
        },
        onError: (failure) => setError(describeError(failure, t)),
      },
    );
  };

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <p className="auth-form__note">{t('magic.intro')}</p>
      <TextField id="magic-email" label={t('fields.email')} type="email" autoComplete="email" {...form.register('email')} error={form.formState.errors.email?.message} />
      <FormAlert message={error} />
      {sentTo ? (
        <p className="auth-success" role="status">
          {t('magic.sent', { address: sentTo })}
        </p>
      ) : null}
      <button type="submit" className="button auth-form__submit" disabled={send.isPending || waiting}>
        {send.isPending ? t('actions.working') : sentTo ? (waiting ? t('magic.resendIn', { seconds: countdown.secondsLeft }) : t('magic.resend')) : t('magic.send')}
      </button>
    </form>
  );
}
