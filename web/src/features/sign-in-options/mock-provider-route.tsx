/**
 * Mock mode only (the router registers it only then): stands in for Google, Apple or Facebook. The tester
 * picks a test identity and goes back to the app's callback with the state it was given.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { resolveRedirect } from '../../lib/session/redirects';
import { redirectPolicy } from '../../lib/session/sign-in-navigation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MOCK_IDENTITIES, identityEmail, type MockIdentity } from './mock-identities';
import { isSocialProvider, type SocialProvider } from './social-providers';
import './sign-in-options.css';

export const namespaces = ['sign-in-options'] as const;

/** Only callbacks of this app, by the one redirect rule: the mock never sends anyone to another site. */
function sameOriginPath(raw: string | null): string | undefined {
  const decision = resolveRedirect(raw, redirectPolicy);
  if (decision?.kind !== 'in-app') return undefined;
  const { pathname } = new URL(decision.path, window.location.origin);
  return /^\/(?:[a-z-]+\/)?get-started\/social\/[a-z]+\/callback$/.test(pathname) ? pathname : undefined;
}

function Provider({ provider, state, callback }: { provider: SocialProvider; state: string; callback: string }) {
  const { t } = useTranslation('sign-in-options');
  const navigate = useNavigate();
  const name = t(`social.name.${provider}`);
  useDocumentTitle(t('mock.title', { provider: name }));

  function pick(identity: MockIdentity) {
    const userId = identity.userId(provider);
    const email = identityEmail(identity, userId);
    const query = new URLSearchParams({ state, user_id: userId, ...(email ? { email } : {}), first_name: identity.firstName, last_name: identity.lastName });
    void navigate(`${callback}?${query.toString()}`, { replace: true });
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
  const provider = params.get('provider');
  const state = params.get('state');
  const callback = sameOriginPath(params.get('redirect_uri'));
  if (!isSocialProvider(provider) || !state || !callback) return <EmptyState title={t('mock.invalid')} />;
  return <Provider provider={provider} state={state} callback={callback} />;
}
