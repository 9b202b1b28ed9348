/**
 * Mobile verification for a signed-in user: an SMS code binds the number to the account, and the user
 * cookie follows (is_mobile_verified, spec section 4). Guests are sent to sign in first.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunction } from 'react-router';
import { useBindPhone, useSendPhoneOtp, type OtpSentReply } from '@sdk/generated/auth/hooks';
import { useAtomValue, useStore } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { paths } from '../../lib/paths';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';
import { updateSessionUser } from '../../lib/session/session-rules';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OtpCodeForm } from './otp-code-form';
import { PhoneNumberForm, type PhoneNumber } from './phone-number-form';
import './sign-in-options.css';
import type { RouteContext } from '../../lib/route-context';
import { signedInOnly } from '../../lib/session/page-guards';

export const namespaces = ['sign-in-options'] as const;

export function createLoader(app: RouteContext): LoaderFunction {
  return ({ request }) => {
    signedInOnly(app, request);
    return null;
  };
}

export function Component() {
  const { t } = useTranslation('sign-in-options');
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  const [sent, setSent] = useState<{ phone: PhoneNumber; reply: OtpSentReply; at: number } | undefined>();
  const [verified, setVerified] = useState(false);
  const send = useSendPhoneOtp({ mutation: { meta: { handlesError: true } } });
  const bind = useBindPhone({ mutation: { meta: { handlesError: true } } });
  useDocumentTitle(t('verifyMobile.title'));

  // Guests never get here: the loader sends them to sign in and back to this very address.
  if (session.kind !== 'user') return null;

  function sendCode(phone: PhoneNumber) {
    bind.reset();
    send.mutate(
      { data: { phone_country_code: phone.dialCode, phone_num: phone.national, purpose: 'bind_phone' } },
      { onSuccess: (reply) => setSent({ phone, reply, at: Date.now() }) },
    );
  }

  function verify(otp: string) {
    if (!sent) return;
    bind.mutate(
      { data: { phone_country_code: sent.phone.dialCode, phone_num: sent.phone.national, otp } },
      {
        onSuccess: (user) => {
          updateSessionUser(store, { is_mobile_verified: user.is_mobile_verified, phone_num: user.phone_num, phone_country_code: user.phone_country_code });
          setVerified(true);
        },
      },
    );
  }

  return (
    <div className="sign-in-options">
      <h1 className="page-title">{t('verifyMobile.title')}</h1>
      <section className="section sign-in-options__card" aria-live="polite">
        {verified ? (
          <>
            <p role="status">{t('verifyMobile.done')}</p>
            <Link className="button" to={paths.home(language)}>
              {t('verifyMobile.continue')}
            </Link>
          </>
        ) : sent ? (
          <OtpCodeForm
            key={sent.at}
            sentTo={sent.reply.sent_to}
            resendAfter={sent.reply.resend_after}
            pending={bind.isPending}
            resending={send.isPending}
            serverError={bind.isError ? describeError(bind.error, t) : send.isError ? describeError(send.error, t) : null}
            onSubmit={verify}
            submitLabel={t('verifyMobile.submit')}
            onResend={() => sendCode(sent.phone)}
            onChangeNumber={() => {
              send.reset();
              bind.reset();
              setSent(undefined);
            }}
          />
        ) : (
          <>
            <p>{session.user.is_mobile_verified ? t('verifyMobile.alreadyVerified') : t('verifyMobile.intro')}</p>
            <PhoneNumberForm pending={send.isPending} serverError={send.isError ? describeError(send.error, t) : null} onSubmit={sendCode} />
          </>
        )}
      </section>
    </div>
  );
}
