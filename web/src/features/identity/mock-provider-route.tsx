/**
 * Mock mode only (registered when VITE_API_MODE is "mock"): a stand-in for the identity provider's page.
 * It asks what a provider asks of a public client (state, nonce, an S256 code_challenge, and a
 * redirect_uri that is this app's own callback by the redirect rule), lists test identities and, on
 * "Log in", goes to the callback with a code and the state. The mocks derive the identity from the
 * signed-in account, so the chosen identity is shown for realism and passed along as the code.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { navigateHard } from '../../lib/session/session-events';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SingpassLogo } from './singpass-logo';
import { safeProviderRedirect } from './singpass-return';
import './identity.css';

export const namespaces = ['identity'] as const;

const TEST_IDENTITIES = [
  { key: 'citizen', name: 'TAN WEI LING', uinfin: 'S9000003F', status: 'citizen' },
  { key: 'permanent-resident', name: 'LIM MEI HUA', uinfin: 'S7654321B', status: 'permanentResident' },
  { key: 'employment-pass', name: 'ARJUN MEHTA', uinfin: 'G1234567X', status: 'employmentPass' },
] as const;

export function Component() {
  const { t } = useTranslation('identity');
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string>(TEST_IDENTITIES[0].key);
  const [refused, setRefused] = useState(false);
  const errorId = useId();
  useDocumentTitle(t('provider.title'));
  const state = params.get('state');
  const protectedRequest = Boolean(state && params.get('nonce') && params.get('code_challenge')) && params.get('code_challenge_method') === 'S256';

  function logIn() {
    // Checked against the origin this page runs at, which only the browser knows.
    const redirect = safeProviderRedirect(params.get('redirect_uri'), window.location.origin);
    if (!redirect || !state || !protectedRequest) {
      setRefused(true);
      return;
    }
    const target = new URL(redirect, window.location.origin);
    target.searchParams.set('code', `mock-${chosen}`);
    target.searchParams.set('state', state);
    navigateHard(`${target.pathname}${target.search}`);
  }

  return (
    <section className="identity-page identity-provider" aria-labelledby="identity-provider-title">
      <header className="identity-provider__brand">
        <SingpassLogo />
        <h1 id="identity-provider-title" className="page-title">
          {t('provider.title')}
        </h1>
      </header>
      <p className="identity-provider__note">{t('provider.note')}</p>
      <form
        className="identity-provider__form"
        onSubmit={(event) => {
          event.preventDefault();
          logIn();
        }}
      >
        <fieldset className="identity-provider__list" aria-describedby={refused ? errorId : undefined} aria-invalid={refused || undefined}>
          <legend>{t('provider.choose')}</legend>
          {TEST_IDENTITIES.map((identity) => (
            <label key={identity.key} className="identity-provider__option">
              <input type="radio" name="identity" value={identity.key} checked={chosen === identity.key} onChange={() => setChosen(identity.key)} />
              <span>
                <strong>{identity.name}</strong> <span className="identity-provider__meta">{identity.uinfin}</span>
                <span className="identity-provider__meta">{t(`provider.status.${identity.status}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {refused ? (
          <p id={errorId} className="identity-dialog__error" role="alert">
            {t('provider.badRequest')}
          </p>
        ) : null}
        <button type="submit" className="singpass-login__button">
          <SingpassLogo />
          <span>{t('provider.logIn')}</span>
        </button>
      </form>
    </section>
  );
}
