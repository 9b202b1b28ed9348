/** W01 phone sign-in: a number in an SMS country, then the 6-digit code (new numbers get a new account). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginWithOtp, useSendPhoneOtp, type OtpSentReply } from '@sdk/generated/auth/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError, describeSignInError } from '../../lib/describe-error';
import { getDeviceType } from '../../lib/device-id';
import { countryAtom, languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OtherMethods } from './other-methods';
import { OtpCodeForm } from './otp-code-form';
import { PhoneNumberForm, type PhoneNumber } from './phone-number-form';
import { TwoFactorNotice } from './two-factor-notice';
import { useRedirectTarget } from '../../lib/session/sign-in-navigation';
import { useFinishSignIn } from './use-finish-sign-in';
import './sign-in-options.css';

export const namespaces = ['sign-in-options'] as const;

interface Sent {
  phone: PhoneNumber;
  reply: OtpSentReply;
  at: number;
}

export function Component() {
  const { t } = useTranslation('sign-in-options');
  const language = useAtomValue(languageAtom);
  const country = useAtomValue(countryAtom);
  const redirect = useRedirectTarget();
  const finishSignIn = useFinishSignIn();
  const [phone, setPhone] = useState<PhoneNumber | undefined>();
  const [sent, setSent] = useState<Sent | undefined>();
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  const send = useSendPhoneOtp({ mutation: { meta: { handlesError: true } } });
  const login = useLoginWithOtp({ mutation: { meta: { handlesError: true } } });
  useDocumentTitle(t('phone.title'));

  function sendCode(next: PhoneNumber) {
    setPhone(next);
    login.reset();
    send.mutate(
      { data: { phone_country_code: next.dialCode, phone_num: next.national, purpose: 'login' } },
      { onSuccess: (reply) => setSent({ phone: next, reply, at: Date.now() }) },
    );
  }

  function verify(code: string) {
    if (!sent) return;
    login.mutate(
      {
        data: {
          phone_country_code: sent.phone.dialCode,
          phone_num: sent.phone.national,
          otp: code,
          source: getDeviceType(),
          country_key: country,
          language_code: language,
        },
      },
      {
        onSuccess: (reply) => {
          // A safety check the other sign-in page handles: never store a challenge token as a session.
          if (reply.two_factor) setNeedsTwoFactor(true);
          else finishSignIn(reply, redirect);
        },
      },
    );
  }

  return (
    <div className="sign-in-options">
      <h1 className="page-title">{t('phone.title')}</h1>
      <section className="section sign-in-options__card">
        {needsTwoFactor ? (
          <TwoFactorNotice />
        ) : sent ? (
          <OtpCodeForm
            key={sent.at}
            sentTo={sent.reply.sent_to}
            resendAfter={sent.reply.resend_after}
            sentAt={sent.at}
            pending={login.isPending}
            resending={send.isPending}
            serverError={login.isError ? describeSignInError(login.error, t) : send.isError ? describeError(send.error, t) : null}
            onSubmit={verify}
            onResend={() => sendCode(sent.phone)}
            onChangeNumber={() => {
              send.reset();
              login.reset();
              setSent(undefined);
            }}
          />
        ) : (
          <>
            <p>{t('phone.intro')}</p>
            <PhoneNumberForm initial={phone} pending={send.isPending} serverError={send.isError ? describeError(send.error, t) : null} onSubmit={sendCode} />
          </>
        )}
      </section>
      <OtherMethods current="phone" />
    </div>
  );
}
