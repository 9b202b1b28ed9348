/**
 * W03 /jobseeker-login-redirect?redirectUrl=: hands a signed-in session to the company site — a full
 * load of redirectUrl with `sessionid` and `isAppRedirectModalClosed=1` — only when the target is safe
 * and on the company host. Not signed in: sign in first, then come back here.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type LoaderFunction } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { paths } from '../../lib/paths';
import { resolveRedirect } from '../../lib/session/redirects';
import { navigateHard } from '../../lib/session/session-events';
import { languageAtom, sessionAtom, siteOriginAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { redirectPolicy } from '../../lib/session/sign-in-navigation';
import './auth.css';
import type { RouteContext } from '../../lib/route-context';
import { signedInOnly } from '../../lib/session/page-guards';

export const namespaces = ['auth'] as const;

export function createLoader(app: RouteContext): LoaderFunction {
  return ({ request }) => {
    signedInOnly(app, request);
    return null;
  };
}

/** The company-site URL carrying the session (https only, by the redirect rule), or undefined for any other target. */
export function handoffUrl(redirectUrl: string | null, sessionId: string, siteOrigin: string): string | undefined {
  const decision = resolveRedirect(redirectUrl, redirectPolicy(), siteOrigin);
  if (decision?.kind !== 'company') return undefined;
  const url = new URL(decision.url);
  url.searchParams.set('sessionid', sessionId);
  url.searchParams.set('isAppRedirectModalClosed', '1');
  return url.href;
}

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('handoff.documentTitle'));
  const [params] = useSearchParams();
  const language = useAtomValue(languageAtom);
  const session = useAtomValue(sessionAtom);
  const siteOrigin = useAtomValue(siteOriginAtom);
  const sessionId = session.kind === 'user' ? session.sessionId : undefined;
  const target = useMemo(() => (sessionId ? handoffUrl(params.get('redirectUrl'), sessionId, siteOrigin) : undefined), [params, sessionId, siteOrigin]);

  useEffect(() => {
    if (target) navigateHard(target);
  }, [target]);

  // Guests never get here: the loader sends them to sign in and back to this very address.
  if (!sessionId) return null;
  if (target) return <LoadingState label={t('handoff.leaving')} />;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="handoff-title">
        <h1 id="handoff-title" className="page-title">
          {t('handoff.errorTitle')}
        </h1>
        <p className="auth-alert" role="alert">
          {t('handoff.errorText')}
        </p>
        <Link className="button" to={paths.home(language)}>
          {t('handoff.home')}
        </Link>
      </section>
    </div>
  );
}
