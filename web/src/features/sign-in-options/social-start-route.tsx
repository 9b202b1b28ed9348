/**
 * /get-started/social/:provider starts the provider round trip. In mock mode the provider is the mock
 * page /mock-provider/social. With real servers the provider's authorisation URL (client id, scopes)
 * would come from configuration; none is configured yet, so real mode says the method is unavailable.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { LoadingState } from '../../components/loading-state';
import { NotFoundView } from '../../components/not-found-view';
import { useAtomValue } from '../../lib/app-jotai';
import { paths } from '../../lib/paths';
import { withLanguage } from '../../lib/resolve-language';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isSocialProvider, startSocialLogin, type SocialProvider } from './social-providers';
import { useRedirectTarget, withRedirect } from '../../lib/session/sign-in-navigation';
import './sign-in-options.css';
import { GuestsOnly } from './guests-only';

export const namespaces = ['sign-in-options'] as const;

export function socialCallbackPath(language: Parameters<typeof withLanguage>[1], provider: SocialProvider): string {
  return withLanguage(`/get-started/social/${provider}/callback`, language);
}

function StartRoundTrip({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation('sign-in-options');
  const language = useAtomValue(languageAtom);
  const redirect = useRedirectTarget();
  const navigate = useNavigate();
  const started = useRef(false);
  const isMock = import.meta.env.VITE_API_MODE === 'mock';
  useDocumentTitle(t(`social.continueWith.${provider}`));

  useEffect(() => {
    if (!isMock || started.current) return;
    started.current = true;
    const redirectUri = `${window.location.origin}${socialCallbackPath(language, provider)}`;
    void startSocialLogin(provider, redirect, redirectUri).then(({ state, nonce, codeChallenge }) => {
      const query = new URLSearchParams({
        provider, state, nonce, code_challenge: codeChallenge, code_challenge_method: 'S256', redirect_uri: redirectUri,
      });
      return navigate(`${withLanguage('/mock-provider/social', language)}?${query.toString()}`, { replace: true });
    });
  }, [isMock, provider, redirect, language, navigate]);

  if (isMock) return <LoadingState label={t('social.connecting', { provider: t(`social.name.${provider}`) })} />;
  return (
    <EmptyState
      title={t('social.unavailable', { provider: t(`social.name.${provider}`) })}
      action={
        <Link className="button" to={withRedirect(paths.getStarted(language), redirect)}>
          {t('social.backToSignIn')}
        </Link>
      }
    />
  );
}

function SocialStartPage() {
  const { provider } = useParams();
  if (!isSocialProvider(provider)) return <NotFoundView />;
  return (
    <div className="sign-in-options">
      <StartRoundTrip key={provider} provider={provider} />
    </div>
  );
}

export function Component() {
  return (
    <GuestsOnly>
      <SocialStartPage />
    </GuestsOnly>
  );
}
