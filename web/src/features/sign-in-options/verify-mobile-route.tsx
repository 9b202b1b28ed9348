/**
 * Mobile verification for a signed-in user: an SMS code binds the number to the account, and the user
 * cookie follows (is_mobile_verified, spec section 4). Guests are sent to sign in first.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OtpSentReply } from '@sdk/generated/auth/hooks';
import { bindPhoneBodyOtpMax } from '@sdk/generated/auth/zod';
import { useBindPhoneMutation, useSendPhoneOtpMutation } from './sign-in-options-queries';
import { useAtomValue, useStore } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { localHref } from '../../lib/local-href';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';
import { updateSessionUser } from '../../lib/session/session-rules';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OtpCodeForm } from './otp-code-form';
import { PhoneNumberForm, type PhoneNumber } from './phone-number-form';
import './sign-in-options.css';
import { signedInOnly } from '../../lib/session/page-guards';
import type { Route } from './+types/verify-mobile-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['sign-in-options'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  return null;
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function VerifyMobileRoute() {
  const { t } = useTranslation('sign-in-options');
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  const [sent, setSent] = useState<{ phone: PhoneNumber; reply: OtpSentReply; at: number } | undefined>();
  const [verified, setVerified] = useState(false);
  const send = useSendPhoneOtpMutation();
  const bind = useBindPhoneMutation();
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
            <Link className="button" to={localHref(language, '/:lang?')}>
              {t('verifyMobile.continue')}
            </Link>
          </>
        ) : sent ? (
          <OtpCodeForm
            key={sent.at}
            sentTo={sent.reply.sent_to}
            codeLength={bindPhoneBodyOtpMax}
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
