/**
 * Step 2 of an SMS code (phone sign-in, mobile verification): the shared code form with where the code
 * went and "Change number". Mounted afresh for each sent code (keyed by the send), so the resend
 * countdown starts from that send's `resend_after`.
 */
import { useTranslation } from 'react-i18next';
import { CodeForm } from '../../components/code-form';
import { useCountdown } from '../../components/use-countdown';
import { leftToRight } from '../../lib/format-phone';

interface Props {
  sentTo: string;
  /** The code's digits: the `otp` bound of the operation it goes to (its generated zod constant). */
  codeLength: number;
  resendAfter: number;
  pending: boolean;
  resending: boolean;
  serverError?: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
  /** The submit button's words; "Sign in" unless the code confirms something else. */
  submitLabel?: string;
}

export function OtpCodeForm({ sentTo, codeLength, resendAfter, pending, resending, serverError, onSubmit, onResend, onChangeNumber, submitLabel }: Props) {
  const { t } = useTranslation('sign-in-options');
  const countdown = useCountdown(resendAfter);
  return (
    <CodeForm
      className="sign-in-options__form"
      formLabel={t('code.formLabel')}
      // The server masks the number ("+63 917***4567"): nothing to format, but kept left to right in Arabic.
      intro={<p role="status">{t('code.sentTo', { destination: leftToRight(sentTo) })}</p>}
      submitLabel={submitLabel ?? t('code.submit')}
      length={codeLength}
      pending={pending}
      resending={resending}
      resendIn={countdown.secondsLeft}
      error={serverError}
      onSubmit={onSubmit}
      onResend={onResend}
      actions={
        <button type="button" className="button button--link" onClick={onChangeNumber}>
          {t('code.changeNumber')}
        </button>
      }
    />
  );
}
