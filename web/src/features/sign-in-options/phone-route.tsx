/** W01 phone sign-in: a number in an SMS country, then the 6-digit code (new numbers get a new account). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkedAccount, OtpSentReply, SignInReply } from '@sdk/generated/auth/hooks';
import { findLinkedAccountsBodyOtpMax } from '@sdk/generated/auth/zod';
import {
  useChooseLinkedAccountMutation, useFindLinkedAccountsMutation, useLoginWithOtpMutation, useSendPhoneOtpMutation,
} from './sign-in-options-queries';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError, describeSignInError } from '../../lib/describe-error';
import { recordGetStarted } from '../../lib/session/get-started-record';
import { countryAtom, deviceTypeAtom, deviceUuidAtom, languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountChoice } from './account-choice';
import { OtpCodeForm } from './otp-code-form';
import { PhoneNumberForm, type PhoneNumber } from './phone-number-form';
import { TwoFactorNotice } from './two-factor-notice';
import { useRedirectTarget } from '../../lib/session/sign-in-navigation';
import { useFinishSignIn } from './use-finish-sign-in';
import './sign-in-options.css';
import { guestsOnly } from '../../lib/session/page-guards';
import type { Route } from './+types/phone-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';
import { OtherMethods, otherMethodsNamespaces } from '../auth/other-methods';

// The route module composes the page: the "Or continue with" links are the main sign-in page's (auth feature), the same on the three W01 pages.
export const namespaces = ['sign-in-options', ...otherMethodsNamespaces] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  guestsOnly(app);
  return null;
}

interface Sent {
  phone: PhoneNumber;
  reply: OtpSentReply;
  at: number;
}

function PhonePage() {
  const { t } = useTranslation('sign-in-options');
  const language = useAtomValue(languageAtom);
  const country = useAtomValue(countryAtom);
  const deviceUuid = useAtomValue(deviceUuidAtom);
  const deviceType = useAtomValue(deviceTypeAtom);
  const redirect = useRedirectTarget();
  const finishSignIn = useFinishSignIn();
  const [phone, setPhone] = useState<PhoneNumber | undefined>();
  const [sent, setSent] = useState<Sent | undefined>();
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  const [choice, setChoice] = useState<{ token: string; accounts: LinkedAccount[] } | undefined>();
  const send = useSendPhoneOtpMutation();
  const find = useFindLinkedAccountsMutation();
  const login = useLoginWithOtpMutation();
  const choose = useChooseLinkedAccountMutation();

  function signedIn(reply: SignInReply) {
    // A safety check the other sign-in page handles: never store a challenge token as a session.
    if (reply.two_factor) setNeedsTwoFactor(true);
    else finishSignIn(reply, redirect);
  }
  useDocumentTitle(t('phone.title'));

  function sendCode(next: PhoneNumber) {
    setPhone(next);
    login.reset();
    recordGetStarted(deviceUuid, { phone: `${next.dialCode}${next.national}` });
    send.mutate(
      { data: { phone_country_code: next.dialCode, phone_num: next.national, purpose: 'login' } },
      { onSuccess: (reply) => setSent({ phone: next, reply, at: Date.now() }) },
    );
  }

  /** Several accounts on this number: ask which one; one or none: sign in (or up) with the same code. */
  async function verify(code: string) {
    if (!sent) return;
    const number = { phone_country_code: sent.phone.dialCode, phone_num: sent.phone.national };
    const linked = await find.mutateAsync({ data: { ...number, otp: code } }).catch(() => undefined);
    if (!linked) return;
    if (linked.accounts.length > 1) {
      setChoice({ token: linked.choice_token, accounts: linked.accounts });
      return;
    }
    login.mutate(
      {
        data: {
          ...number,
          otp: code,
          source: deviceType,
          country_key: country,
          language_code: language,
        },
      },
      { onSuccess: signedIn },
    );
  }

  return (
    <div className="sign-in-options">
      <h1 className="page-title">{t('phone.title')}</h1>
      <section className="section sign-in-options__card">
        {needsTwoFactor ? (
          <TwoFactorNotice />
        ) : choice ? (
          <AccountChoice
            accounts={choice.accounts}
            pending={choose.isPending}
            serverError={choose.isError ? describeSignInError(choose.error, t) : null}
            onChoose={(userId) => choose.mutate({ data: { choice_token: choice.token, user_id: userId } }, { onSuccess: signedIn })}
          />
        ) : sent ? (
          <OtpCodeForm
            key={sent.at}
            sentTo={sent.reply.sent_to}
            codeLength={findLinkedAccountsBodyOtpMax}
            resendAfter={sent.reply.resend_after}
            pending={find.isPending || login.isPending}
            resending={send.isPending}
            serverError={
              find.isError ? describeSignInError(find.error, t) : login.isError ? describeSignInError(login.error, t) : send.isError ? describeError(send.error, t) : null
            }
            onSubmit={(code) => void verify(code)}
            onResend={() => sendCode(sent.phone)}
            onChangeNumber={() => {
              send.reset();
              find.reset();
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
        <OtherMethods redirect={redirect} current="phone" />
      </section>
    </div>
  );
}

/** For guests only (the loader sends a signed-in user to /get-started). */
export default PhonePage;

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;
