/**
 * /get-started/social/:provider/callback: the provider's answer. The state must be one this tab sent; the
 * code goes to loginWithSocial with the PKCE verifier, and the session is kept only when the reply echoes
 * the nonce sent at the start.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SocialLoginRequest } from '@sdk/generated/auth/hooks';
import { useLoginWithSocialMutation } from './sign-in-options-queries';
import { LoadingState } from '../../components/loading-state';
import { NotFoundView } from '../../components/not-found-view';
import { useAtomValue } from '../../lib/app-jotai';
import type { DeviceType } from '../../lib/device-id';
import { localHref } from '../../lib/local-href';
import { deviceTypeAtom, languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { describeSocialSignInError } from './describe-sign-in-failure';
import { isSocialProvider, takeSocialLogin, type PendingSocialLogin, type SocialProvider } from './social-providers';
import { TwoFactorNotice } from './two-factor-notice';
import { withRedirect } from '../../lib/session/sign-in-navigation';
import { useFinishSignIn } from './use-finish-sign-in';
import './sign-in-options.css';
import type { Route } from './+types/social-callback-route';
import { pageData, pageMeta } from '../../lib/page-data';

export const namespaces = ['sign-in-options'] as const;

type Outcome = { kind: 'checking' } | { kind: 'refused'; reason: 'state' | 'cancelled' | 'incomplete'; redirect?: string } | { kind: 'calling'; redirect?: string };

function requestFrom(provider: SocialProvider, params: URLSearchParams, pending: PendingSocialLogin, language: string, source: DeviceType): SocialLoginRequest | undefined {
  const code = params.get('code');
  if (!code) return undefined;
  return {
    social_type: provider,
    code,
    state: pending.state,
    code_verifier: pending.codeVerifier,
    redirect_uri: pending.redirectUri,
    source,
    active_key: 1,
    language_code: language as SocialLoginRequest['language_code'],
  };
}

function Callback({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation('sign-in-options');
  const language = useAtomValue(languageAtom);
  const deviceType = useAtomValue(deviceTypeAtom);
  const [params] = useSearchParams();
  const finishSignIn = useFinishSignIn();
  const login = useLoginWithSocialMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const [twoFactor, setTwoFactor] = useState(false);
  const handled = useRef(false);
  const { mutate } = login;
  useDocumentTitle(t(`social.continueWith.${provider}`));

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const pending = takeSocialLogin(provider, params.get('state'));
    if (!pending) return setOutcome({ kind: 'refused', reason: 'state' });
    const { redirect } = pending.data;
    if (params.get('error')) return setOutcome({ kind: 'refused', reason: 'cancelled', redirect });
    const request = requestFrom(provider, params, pending, language, deviceType);
    if (!request) return setOutcome({ kind: 'refused', reason: 'incomplete', redirect });
    setOutcome({ kind: 'calling', redirect });
    mutate(
      { data: request },
      {
        onSuccess: (reply) => {
          // An identity issued for another round trip is not this sign-in, whatever the server says.
          if (reply.nonce !== pending.nonce) setOutcome({ kind: 'refused', reason: 'state', redirect });
          else if (reply.two_factor) setTwoFactor(true);
          else finishSignIn(reply, redirect);
        },
      },
    );
  }, [provider, params, language, deviceType, mutate, finishSignIn]);

  const redirect = outcome.kind === 'checking' ? undefined : outcome.redirect;
  const back = (
    <div className="sign-in-options__row">
      <Link className="button" to={withRedirect(localHref(language, '/:lang?/get-started/social/:provider', { provider }), redirect)}>
        {t('social.tryAgain')}
      </Link>
      <Link className="button button--secondary" to={withRedirect(localHref(language, '/:lang?/get-started'), redirect)}>
        {t('social.backToSignIn')}
      </Link>
    </div>
  );

  if (twoFactor) return <TwoFactorNotice />;
  if (outcome.kind === 'refused' || login.isError) {
    const message = outcome.kind === 'refused' ? t(`social.refused.${outcome.reason}`) : describeSocialSignInError(login.error, t);
    return (
      <div className="state state--error">
        <p className="state__title">{t('social.failedTitle', { provider: t(`social.name.${provider}`) })}</p>
        <p className="state__message" role="alert">
          {message}
        </p>
        {back}
      </div>
    );
  }
  return <LoadingState label={t('social.signingIn', { provider: t(`social.name.${provider}`) })} />;
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function SocialCallbackRoute({ params: { provider } }: Route.ComponentProps) {
  if (!isSocialProvider(provider)) return <NotFoundView />;
  return (
    <div className="sign-in-options">
      <h1 className="page-title">
        <ProviderTitle provider={provider} />
      </h1>
      <Callback key={provider} provider={provider} />
    </div>
  );
}

function ProviderTitle({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation('sign-in-options');
  return <>{t(`social.continueWith.${provider}`)}</>;
}
