/**
 * W03 /jobseeker-login-redirect?redirectUrl=: hands a signed-in session to the company site — a full
 * load of redirectUrl with `sessionid` and `isAppRedirectModalClosed=1` — only when the target is safe
 * and on the company host. Not signed in: sign in first, then come back here.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { resolveRedirect } from '../../lib/session/redirects';
import { navigateHard } from '../../lib/session/session-events';
import { languageAtom, sessionAtom, siteOriginAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { redirectPolicy } from '../../lib/session/sign-in-navigation';
import './auth.css';
import { signedInOnly } from '../../lib/session/page-guards';
import type { Route } from './+types/login-redirect-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['auth'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context, request }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  signedInOnly(app, request);
  return null;
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

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function LoginRedirectRoute() {
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
        <Link className="button" to={localHref(language, '/:lang?')}>
          {t('handoff.home')}
        </Link>
      </section>
    </div>
  );
}
