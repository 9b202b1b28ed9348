/**
 * /get-started/social/:provider starts the provider round trip: a fresh state, nonce and PKCE pair
 * (social-providers.ts), recorded by generateSocialAuthoriseUrl, which answers the provider page. A page
 * of this app (the in-app mock provider in mock mode) is opened with the router; any other is the
 * provider's site and gets a full navigation. If the call fails, the method is unavailable.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { generateSocialAuthoriseUrl } from './sign-in-options-queries';
import { EmptyState } from '../../components/empty-state';
import { LoadingState } from '../../components/loading-state';
import { NotFoundView } from '../../components/not-found-view';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { withLanguage } from '../../lib/resolve-language';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { resolveRedirect } from '../../lib/session/redirects';
import { isSocialProvider, startSocialLogin, type SocialProvider } from './social-providers';
import { redirectPolicy, useRedirectTarget, withRedirect } from '../../lib/session/sign-in-navigation';
import './sign-in-options.css';
import { guestsOnly } from '../../lib/session/page-guards';
import type { Route } from './+types/social-start-route';
import { pageData, pageMeta, type PageStatus } from '../../lib/page-data';
import { appContext } from '../../lib/route-context';

export const namespaces = ['sign-in-options'] as const;

/** Starts the page's queries (lib/route-prefetch.ts: how long it waits for them); answers its status when it is not 200. */
async function prefetchPage({ context }: Route.LoaderArgs): Promise<PageStatus | null> {
  const app = context.get(appContext);
  guestsOnly(app);
  return null;
}

export function socialCallbackPath(language: Parameters<typeof withLanguage>[1], provider: SocialProvider): string {
  return withLanguage(`/get-started/social/${provider}/callback`, language);
}

/** Asks for the provider page of a new round trip. */
async function authoriseUrl(provider: SocialProvider, redirect: string | undefined, redirectUri: string): Promise<string> {
  const { state, nonce, codeChallenge } = await startSocialLogin(provider, redirect, redirectUri);
  const reply = await generateSocialAuthoriseUrl(provider, { state, nonce, code_challenge: codeChallenge, code_challenge_method: 'S256', redirect_uri: redirectUri });
  return reply.authorise_url;
}

function StartRoundTrip({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation('sign-in-options');
  const language = useAtomValue(languageAtom);
  const redirect = useRedirectTarget();
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useDocumentTitle(t(`social.continueWith.${provider}`));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const origin = window.location.origin;
    const redirectUri = `${origin}${socialCallbackPath(language, provider)}`;
    authoriseUrl(provider, redirect, redirectUri).then(
      (url) => {
        const decision = resolveRedirect(url, redirectPolicy(), origin);
        if (decision?.kind === 'in-app') void navigate(decision.path, { replace: true });
        else window.location.assign(url);
      },
      () => setFailed(true),
    );
  }, [provider, redirect, language, navigate]);

  if (!failed) return <LoadingState label={t('social.connecting', { provider: t(`social.name.${provider}`) })} />;
  return (
    <EmptyState
      title={t('social.unavailable', { provider: t(`social.name.${provider}`) })}
      action={
        <Link className="button" to={withRedirect(localHref(language, '/:lang?/get-started'), redirect)}>
          {t('social.backToSignIn')}
        </Link>
      }
    />
  );
}

/** For guests only (the loader sends a signed-in user to /get-started). */
export default function SocialStartRoute({ params: { provider } }: Route.ComponentProps) {
  if (!isSocialProvider(provider)) return <NotFoundView />;
  return (
    <div className="sign-in-options">
      <StartRoundTrip key={provider} provider={provider} />
    </div>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces, status: prefetchPage(args) });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;
