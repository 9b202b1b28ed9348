/**
 * W02 step 2: the 6-digit code (verifyResetPasswordOtp), a resend with a countdown, then
 * /change-password?email=&otp= as the spec names it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useSendResetPasswordOtp, useVerifyResetPasswordOtp } from '@sdk/generated/auth/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { paths } from '../../lib/paths';
import { languageAtom } from '../../lib/session-atoms';
import type { CodeSent } from './reset-email-step';
import { describeResetError, isCodeError } from './reset-errors';
import { TextField } from '../../components/text-field';
import { useCountdown } from './use-countdown';

export function ResetCodeStep({ sent, onChangeEmail }: { sent: CodeSent; onChangeEmail: () => void }) {
  const { t } = useTranslation(['password-reset', 'errors']);
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const [current, setCurrent] = useState(sent.reply);
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.reply.resend_after * 1000);
  const [resent, setResent] = useState(false);
  const secondsLeft = useCountdown(resendAt);

  const schema = useMemo(() => z.object({ otp: z.string().trim().regex(/^\d{6}$/, t('validation.otp')) }), [t]);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { otp: '' },
  });
  const verify = useVerifyResetPasswordOtp({ mutation: { meta: { handlesError: true } } });
  const resend = useSendResetPasswordOtp({ mutation: { meta: { handlesError: true } } });

  const onSubmit = handleSubmit(async ({ otp }) => {
    const reply = await verify.mutateAsync({ data: { email: sent.email, otp } }).catch(() => undefined);
    if (reply) void navigate(paths.changePassword(language, { email: sent.email, otp }));
  });

  async function onResend() {
    setResent(false);
    verify.reset();
    const reply = await resend.mutateAsync({ data: { email: sent.email } }).catch(() => undefined);
    if (!reply) return;
    setCurrent(reply);
    setResendAt(Date.now() + reply.resend_after * 1000);
    setResent(true);
  }

  // A wrong, used or expired code belongs to the code field; anything else is about the form.
  const codeError = formState.errors.otp?.message ?? (verify.isError && isCodeError(verify.error) ? describeResetError(verify.error, t) : undefined);
  const formError = verify.isError && !isCodeError(verify.error) ? describeResetError(verify.error, t) : resend.isError ? describeResetError(resend.error, t) : null;

  return (
    <form className="password-reset__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={verify.isPending}>
      <p className="password-reset__intro">{t('reset.codeSent', { sentTo: current.sent_to, minutes: Math.max(1, Math.round(current.expires_in / 60)) })}</p>
      {formError ? (
        <p className="password-reset__alert" role="alert">
          {formError}
        </p>
      ) : null}
      {resent ? (
        <p className="password-reset__notice" role="status">
          {t('reset.resent')}
        </p>
      ) : null}
      <TextField
        label={t('reset.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={codeError ?? undefined}
        {...register('otp')}
      />
      <button type="submit" className="button password-reset__submit" disabled={verify.isPending}>
        {verify.isPending ? t('reset.verifying') : t('reset.verify')}
      </button>
      <div className="password-reset__actions">
        <button type="button" className="button button--link" onClick={() => void onResend()} disabled={secondsLeft > 0 || resend.isPending}>
          {secondsLeft > 0 ? t('reset.resendIn', { seconds: secondsLeft }) : resend.isPending ? t('reset.sending') : t('reset.resend')}
        </button>
        <button type="button" className="button button--link" onClick={onChangeEmail}>
          {t('reset.changeEmail')}
        </button>
      </div>
    </form>
  );
}
