/**
 * {origin}/singpass/callback: where the identity provider comes back. Sends the window that opened the
 * provider page (or this one, with a full load, when it was not a pop-up) to the stored return address,
 * which carries showSingpassInfo=1 so the info dialog opens there.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { paths } from '../../lib/paths';
import { languageAtom } from '../../lib/session-atoms';
import { navigateHard } from '../../lib/session/session-events';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RETURN_MESSAGE, returnAddress, takeReturnAddress, type ReturnMessage } from './singpass-return';
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
  const done = useRef(false);
  useDocumentTitle(t('callback.title'));
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const target = takeReturnAddress() ?? returnAddress(paths.home(language), '');
    if (!sendOpener(target)) navigateHard(target);
  }, [language]);
  return (
    <section className="identity-page">
      <h1 className="page-title">{t('callback.title')}</h1>
      <LoadingState label={t('callback.returning')} />
    </section>
  );
}
