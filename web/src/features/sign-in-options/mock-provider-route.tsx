/**
 * Mock mode only (the router registers it only then): stands in for Google, Apple or Facebook, at the
 * address generateSocialAuthoriseUrl answers in mock mode (the mock HTTP server serves its own page,
 * mocks/http/mock-social-provider-page.ts, for production builds). It asks
 * what a provider asks of a public client (state, nonce, an S256 code_challenge, the app's own callback);
 * the tester picks a test identity and goes back to the callback with the state and a code. The code is
 * the base64url JSON the mocks read in loginWithSocial (contracts/auth.yaml): the identity plus the
 * state, nonce, challenge and redirect_uri the page was given.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { base64Url } from '@sdk/pkce';
import { EmptyState } from '../../components/empty-state';
import { LoadingState } from '../../components/loading-state';
import { resolveRedirect } from '../../lib/session/redirects';
import { redirectPolicy } from '../../lib/session/sign-in-navigation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBrowserValue } from '../../lib/use-hydrated';
import { MOCK_IDENTITIES, identityEmail, type MockIdentity } from './mock-identities';
import { isSocialProvider, type SocialProvider } from './social-providers';
import './sign-in-options.css';

export const namespaces = ['sign-in-options'] as const;

/** Only callbacks of this app (at `pageOrigin`), by the one redirect rule: the mock never sends anyone to another site. */
function sameOriginPath(raw: string | null, pageOrigin: string): string | undefined {
  const decision = resolveRedirect(raw, redirectPolicy(), pageOrigin);
  if (decision?.kind !== 'in-app') return undefined;
  const { pathname } = new URL(decision.path, pageOrigin);
  return /^\/(?:[a-z-]+\/)?get-started\/social\/[a-z]+\/callback$/.test(pathname) ? pathname : undefined;
}

interface Authorisation {
  state: string;
  nonce: string;
  codeChallenge: string;
  /** The redirect_uri as the app sent it (the code carries it), and the in-app callback path it names. */
  redirectUri: string;
  callback: string;
}

function authorisationFrom(params: URLSearchParams, pageOrigin: string): Authorisation | undefined {
  const [state, nonce, codeChallenge, redirectUri] = ['state', 'nonce', 'code_challenge', 'redirect_uri'].map((name) => params.get(name));
  const callback = sameOriginPath(redirectUri ?? null, pageOrigin);
  if (!state || !nonce || !codeChallenge || !redirectUri || !callback || params.get('code_challenge_method') !== 'S256') return undefined;
  return { state, nonce, codeChallenge, redirectUri, callback };
}

function Provider({ provider, authorisation }: { provider: SocialProvider; authorisation: Authorisation }) {
  const { state, callback } = authorisation;
  const { t } = useTranslation('sign-in-options');
  const navigate = useNavigate();
  const name = t(`social.name.${provider}`);
  useDocumentTitle(t('mock.title', { provider: name }));

  function pick(identity: MockIdentity) {
    const userId = identity.userId(provider);
    const email = identityEmail(identity, userId);
    const claims = {
      user_id: userId, ...(email ? { email } : {}), first_name: identity.firstName, last_name: identity.lastName,
      state, nonce: authorisation.nonce, code_challenge: authorisation.codeChallenge, redirect_uri: authorisation.redirectUri,
    };
    const code = base64Url(new TextEncoder().encode(JSON.stringify(claims)));
    void navigate(`${callback}?${new URLSearchParams({ code, state }).toString()}`, { replace: true });
  }

  function cancel() {
    void navigate(`${callback}?${new URLSearchParams({ state, error: 'access_denied' }).toString()}`, { replace: true });
  }

  return (
    <div className="sign-in-options">
      <h1 className="page-title">{t('mock.title', { provider: name })}</h1>
      <section className="section sign-in-options__card">
        <p>{t('mock.intro')}</p>
        <ul className="sign-in-options__identities">
          {MOCK_IDENTITIES.map((identity) => (
            <li key={identity.key}>
              <button type="button" className="button button--secondary sign-in-options__identity" onClick={() => pick(identity)}>
                <span className="sign-in-options__identity-name">{t(`mock.identity.${identity.key}.name`, { provider: name })}</span>
                <span className="sign-in-options__identity-hint">{t(`mock.identity.${identity.key}.hint`)}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--link" onClick={cancel}>
          {t('mock.cancel')}
        </button>
      </section>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('sign-in-options');
  const [params] = useSearchParams();
  // The redirect_uri was made from the origin the app runs at (social-start-route.tsx), which only the
  // browser knows: the server and hydration render the loading state.
  const pageOrigin = useBrowserValue(() => window.location.origin, null);
  if (pageOrigin === null) return <LoadingState />;
  const provider = params.get('provider');
  const authorisation = authorisationFrom(params, pageOrigin);
  if (!isSocialProvider(provider) || !authorisation) return <EmptyState title={t('mock.invalid')} />;
  return <Provider provider={provider} authorisation={authorisation} />;
}
