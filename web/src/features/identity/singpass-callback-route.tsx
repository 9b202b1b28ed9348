/**
 * {origin}/singpass/callback: where the identity provider comes back with `code` and `state`. In a
 * pop-up it hands them, with the stored return address (which carries showSingpassInfo=1 so the info
 * dialog opens there), to the window that opened the provider page, which started the round trip and
 * finishes it (useFinishSingpassTrip), and closes. Otherwise it finishes the round trip itself and goes
 * there with a full load; a round trip that does not hold says so here and goes nowhere.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom, siteOriginAtom } from '../../lib/session-atoms';
import { navigateHard } from '../../lib/session/session-events';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RETURN_MESSAGE, returnAddress, takeReturnAddress, type ReturnMessage } from './singpass-return';
import { useFinishSingpassTrip } from './use-finish-singpass-trip';
import './identity.css';
import type { Route } from './+types/singpass-callback-route';
import { pageData, pageMeta } from '../../lib/page-data';

export const namespaces = ['identity'] as const;

/** Hands the message to the window that opened the provider page and closes this pop-up. False without one. */
function sendOpener(message: ReturnMessage): boolean {
  try {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed || opener === window) return false;
    opener.postMessage(message, window.location.origin);
    opener.focus();
    window.close();
    return true;
  } catch {
    return false;
  }
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function SingpassCallbackRoute() {
  const { t } = useTranslation('identity');
  const language = useAtomValue(languageAtom);
  const siteOrigin = useAtomValue(siteOriginAtom);
  const [params] = useSearchParams();
  const finish = useFinishSingpassTrip();
  const [failed, setFailed] = useState(false);
  const done = useRef(false);
  useDocumentTitle(t('callback.title'));
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const [code, state] = [params.get('code'), params.get('state')];
    const target = takeReturnAddress(siteOrigin) ?? returnAddress(localHref(language, '/:lang?'), '');
    if (sendOpener({ type: RETURN_MESSAGE, target, code, state })) return;
    void finish(code, state).then((holds) => (holds ? navigateHard(target) : setFailed(true)));
  }, [language, siteOrigin, params, finish]);
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
