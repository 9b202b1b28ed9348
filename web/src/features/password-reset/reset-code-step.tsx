/**
 * W02 step 2: the 6-digit code (verifyResetPasswordOtp), a resend with a countdown, then
 * /change-password?email=&otp= as the spec names it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { verifyResetPasswordOtpBodyOtpMax } from '@sdk/generated/auth/zod';
import { useSendResetPasswordOtpMutation, useVerifyResetPasswordOtpMutation } from './password-reset-queries';
import { CodeForm } from '../../components/code-form';
import { useCountdown } from '../../components/use-countdown';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref, withQuery } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import type { CodeSent } from './reset-email-step';
import { describeResetError, isCodeError } from './reset-errors';

export function ResetCodeStep({ sent, onChangeEmail }: { sent: CodeSent; onChangeEmail: () => void }) {
  const { t } = useTranslation('password-reset');
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const [current, setCurrent] = useState(sent.reply);
  const [resent, setResent] = useState(false);
  const countdown = useCountdown(sent.reply.resend_after);
  const verify = useVerifyResetPasswordOtpMutation();
  const resend = useSendResetPasswordOtpMutation();

  async function onSubmit(otp: string) {
    const reply = await verify.mutateAsync({ data: { email: sent.email, otp } }).catch(() => undefined);
    if (reply) void navigate(withQuery(localHref(language, '/:lang?/change-password'), { email: sent.email, otp }));
  }

  async function onResend() {
    setResent(false);
    verify.reset();
    const reply = await resend.mutateAsync({ data: { email: sent.email } }).catch(() => undefined);
    if (!reply) return;
    setCurrent(reply);
    countdown.start(reply.resend_after);
    setResent(true);
  }

  // A wrong, used or expired code belongs to the code field; anything else is about the form.
  const codeError = verify.isError && isCodeError(verify.error) ? describeResetError(verify.error, t) : null;
  const formError = verify.isError && !isCodeError(verify.error) ? describeResetError(verify.error, t) : resend.isError ? describeResetError(resend.error, t) : null;

  return (
    <CodeForm
      className="password-reset__form"
      length={verifyResetPasswordOtpBodyOtpMax}
      // The route focuses the step's heading ("Enter the code"), which tells a screen reader where it is.
      focusOnMount={false}
      intro={
        <>
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
        </>
      }
      submitLabel={t('reset.verify')}
      pending={verify.isPending}
      resending={resend.isPending}
      resendIn={countdown.secondsLeft}
      error={codeError}
      onSubmit={(otp) => void onSubmit(otp)}
      onResend={() => void onResend()}
      actions={
        <button type="button" className="button button--link" onClick={onChangeEmail}>
          {t('reset.changeEmail')}
        </button>
      }
    />
  );
}
