/** Optional two-factor safety verification: pick a channel, get a code, enter it, get the session. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInReply, TwoFactorChallenge } from '@sdk/generated/auth/hooks';
import { verifyTwoFactorCodeBodyOtpMax } from '@sdk/generated/auth/zod';
import { useSendTwoFactorCodeMutation, useVerifyTwoFactorCodeMutation } from './auth-queries';
import { describeError, describeSignInError } from '../../lib/describe-error';
import { CodeForm } from '../../components/code-form';
import { FormAlert } from './form-alert';
import { useCountdown } from '../../components/use-countdown';
import { leftToRight } from '../../lib/format-phone';

type Channel = TwoFactorChallenge['channels'][number];

interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  onSignedIn: (reply: SignInReply) => void;
  onCancel: () => void;
}

export function TwoFactorStep({ challenge, onSignedIn, onCancel }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const [channel, setChannel] = useState<Channel>(challenge.channels[0] ?? 'email');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const send = useSendTwoFactorCodeMutation();
  const verify = useVerifyTwoFactorCodeMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const sendCode = () => {
    setError(null);
    send.mutate(
      { data: { challenge_id: challenge.challenge_id, channel } },
      {
        onSuccess: (reply) => {
          setSentTo(reply.sent_to);
          countdown.start(reply.resend_after);
        },
        onError: (failure) => setError(describeError(failure, t)),
      },
    );
  };

  const submit = (otp: string) => {
    setError(null);
    verify.mutate(
      { data: { challenge_id: challenge.challenge_id, otp } },
      { onSuccess: onSignedIn, onError: (failure) => setError(describeSignInError(failure, t)) },
    );
  };

  return (
    <section className="auth-step" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="auth-step__title" tabIndex={-1} ref={heading}>
        {t('twoFactor.title')}
      </h2>
      <p className="auth-form__note">{t('twoFactor.intro')}</p>
      {sentTo ? (
        <CodeForm
          id="two-factor-otp"
          length={verifyTwoFactorCodeBodyOtpMax}
          className="auth-form"
          // A masked email or number ("+63 917***4567"), kept left to right in Arabic.
          intro={<p className="auth-form__note">{t('otp.sentTo', { address: leftToRight(sentTo) })}</p>}
          submitLabel={t('twoFactor.submit')}
          pending={verify.isPending}
          resending={send.isPending}
          resendIn={countdown.secondsLeft}
          error={error}
          onSubmit={submit}
          onResend={sendCode}
        />
      ) : (
        <div className="auth-form">
          {challenge.channels.length > 1 ? (
            <fieldset className="auth-choices">
              <legend>{t('twoFactor.channel')}</legend>
              {challenge.channels.map((option) => (
                <label key={option} className="auth-choice">
                  <input type="radio" name="two-factor-channel" value={option} checked={channel === option} onChange={() => setChannel(option)} />
                  {t(`twoFactor.channels.${option}`)}
                </label>
              ))}
            </fieldset>
          ) : null}
          <FormAlert message={error} />
          <button type="button" className="button auth-form__submit" onClick={sendCode} disabled={send.isPending}>
            {send.isPending ? t('actions.working') : t('twoFactor.send')}
          </button>
        </div>
      )}
      <button type="button" className="button button--link" onClick={onCancel}>
        {t('actions.back')}
      </button>
    </section>
  );
}
