/** W02 step 1: the account's email; sendResetPasswordOtp sends the code. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OtpSentReply } from '@sdk/generated/auth/hooks';
import { sendResetPasswordOtpBodyEmailMax } from '@sdk/generated/auth/zod';
import { useSendResetPasswordOtpMutation } from './password-reset-queries';
import { emailRule } from '../../lib/form-rules';
import { describeResetError } from './reset-errors';
import { TextField } from '../../components/text-field';

export interface CodeSent {
  email: string;
  reply: OtpSentReply;
}

export function ResetEmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (sent: CodeSent) => void }) {
  const { t } = useTranslation('password-reset');
  const schema = useMemo(() => z.object({ email: emailRule(t, sendResetPasswordOtpBodyEmailMax) }), [t]);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });
  const send = useSendResetPasswordOtpMutation();
  const failure = send.isError ? describeResetError(send.error, t) : null;

  const onSubmit = handleSubmit(async ({ email }) => {
    const reply = await send.mutateAsync({ data: { email } }).catch(() => undefined);
    if (reply) onSent({ email, reply });
  });

  return (
    <form className="password-reset__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={send.isPending}>
      <p className="password-reset__intro">{t('reset.intro')}</p>
      {failure ? (
        <p className="password-reset__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <TextField
        label={t('reset.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <button type="submit" className="button password-reset__submit" disabled={send.isPending}>
        {send.isPending ? t('reset.sending') : t('reset.send')}
      </button>
    </form>
  );
}
