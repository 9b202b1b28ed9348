/**
 * W01 /get-started: sign in or sign up. Email OTP is the default method; password, magic link and
 * registration are tabs, the chosen one in the URL (`?method=`, use-sign-in-method.ts); phone OTP, QR code
 * and social sign-in are links to their own pages. A safe `redirect` query wins after signing in.
 * Signed-in users are asked to sign out first (spec section 6).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInReply } from '@sdk/generated/auth/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { sessionAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRedirectTarget } from '../../lib/session/sign-in-navigation';
import { EmailOtpForm } from './email-otp-form';
import { MagicLinkForm } from './magic-link-form';
import { MethodTabs } from './method-tabs';
import { OtherMethods } from './other-methods';
import { passwordSignInAction, type PasswordActionData } from './password-action';
import { PasswordForm } from './password-form';
import { RegisterForm } from './register-form';
import { SignedInPrompt } from './signed-in-prompt';
import { SignInStages } from './sign-in-stages';
import { SIGN_IN_METHODS } from './sign-in-method';
import { useSignInFlow, type SignInStage } from './use-sign-in-flow';
import { useSignInMethod } from './use-sign-in-method';
import './auth.css';
import type { Route } from './+types/get-started-route';
// The route module composes the page: the notice for visitors who came by an invitation link is the invite-friends feature's.
import { InvitedNotice, invitedNoticeNamespaces } from '../invite-friends/invited-notice';
import { pageData, pageMeta } from '../../lib/page-data';

export const namespaces = ['auth', ...invitedNoticeNamespaces] as const;

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;
/** A password form sent before hydration (plain HTML): signed in on the server (password-action.ts). */
export const action = passwordSignInAction;

/** Where the page starts: the forms, or the step a sign-in sent before hydration stopped at. */
function firstStage(actionData: PasswordActionData | undefined): SignInStage {
  return actionData?.step ?? { kind: 'forms' };
}

export default function GetStartedRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('page.documentTitle'));
  const session = useAtomValue(sessionAtom);
  const redirect = useRedirectTarget();
  const flow = useSignInFlow(redirect);
  const [stage, setStage] = useState<SignInStage>(() => firstStage(actionData));
  const { method, hrefFor, select } = useSignInMethod();
  const onSignedIn = (reply: SignInReply) => setStage(flow.accept(reply));

  if (stage.kind === 'forms' && session.kind === 'user') return <SignedInPrompt user={session.user} />;

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="page-title">
          {t('page.title')}
        </h1>
        <p className="auth-form__note">{t('page.subtitle')}</p>
        <InvitedNotice />
        {stage.kind === 'forms' ? (
          <>
            <MethodTabs
              label={t('page.methods')}
              tabs={SIGN_IN_METHODS.map((key) => ({ key, label: t(`methods.${key}`) }))}
              selected={method}
              hrefFor={hrefFor}
              onSelect={select}
            >
              {method === 'email' ? <EmailOtpForm onSignedIn={onSignedIn} /> : null}
              {method === 'password' ? <PasswordForm onSignedIn={onSignedIn} sent={actionData} /> : null}
              {method === 'magic' ? <MagicLinkForm redirect={redirect} /> : null}
              {method === 'register' ? <RegisterForm onSignedIn={onSignedIn} /> : null}
            </MethodTabs>
            <OtherMethods redirect={redirect} />
          </>
        ) : (
          <SignInStages stage={stage} flow={flow} onSignedIn={onSignedIn} onCancel={() => setStage({ kind: 'forms' })} />
        )}
      </section>
    </div>
  );
}
