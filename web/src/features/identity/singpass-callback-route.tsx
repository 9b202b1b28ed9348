/**
 * {origin}/singpass/callback: where the identity provider comes back with `code` and `state`. The state
 * must be one this app sent; the code is exchanged with the PKCE verifier, and the identity result must
 * echo the nonce. Then the window that opened the provider page (or this one, with a full load, when it
 * was not a pop-up) goes to the stored return address, which carries showSingpassInfo=1 so the info
 * dialog opens there. A round trip that does not hold says so here and goes nowhere.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { paths } from '../../lib/paths';
import { languageAtom } from '../../lib/session-atoms';
import { navigateHard } from '../../lib/session/session-events';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSingpassCodeExchange } from './identity-queries';
import { RETURN_MESSAGE, returnAddress, takeReturnAddress, takeSingpassTrip, type ReturnMessage } from './singpass-return';
import './identity.css';

export const namespaces = ['identity'] as const;

/**
 * Hands the return address to the window that opened the provider page, which moves there inside the
 * app (no reload: its state, the mocks' included, stays), and closes this pop-up. False without one.
 */
function sendOpener(target: string): boolean {
  try {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed || opener === window) return false;
    const message: ReturnMessage = { type: RETURN_MESSAGE, target };
    opener.postMessage(message, window.location.origin);
    opener.focus();
    window.close();
    return true;
  } catch {
    return false;
  }
}

export function Component() {
  const { t } = useTranslation('identity');
  const language = useAtomValue(languageAtom);
  const [params] = useSearchParams();
  const { mutate } = useSingpassCodeExchange();
  const [failed, setFailed] = useState(false);
  const done = useRef(false);
  useDocumentTitle(t('callback.title'));
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const trip = takeSingpassTrip(params.get('state'));
    const code = params.get('code');
    const target = takeReturnAddress() ?? returnAddress(paths.home(language), '');
    if (!trip || !code) return setFailed(true);
    mutate(
      { data: { code, state: trip.state, code_verifier: trip.codeVerifier, redirect_uri: trip.redirectUri } },
      {
        onSuccess: (result) => {
          if (result.nonce !== trip.nonce) setFailed(true);
          else if (!sendOpener(target)) navigateHard(target);
        },
        onError: () => setFailed(true),
      },
    );
  }, [language, params, mutate]);
  return (
    <section className="identity-page">
      <h1 className="page-title">{t('callback.title')}</h1>
      {failed ? (
        <p className="identity-dialog__error" role="alert">
          {t('callback.failed')}
        </p>
      ) : (
        <LoadingState label={t('callback.returning')} />
      )}
    </section>
  );
}
