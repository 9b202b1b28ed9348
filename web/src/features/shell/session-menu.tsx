/**
 * The header's session entry: guests get "Log in / Sign up" (back to this page afterwards); a signed-in
 * user the account menu (user-menu.tsx), from a chunk a guest's page never loads. It sits in the main
 * menu, so the narrow-screen menu has it too.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref, withQuery } from '../../lib/local-href';
import { splitLanguageFromPath } from '../../lib/resolve-language';
import { sessionAtom, languageAtom } from '../../lib/session-atoms';
import { pathWithQuery } from '../../lib/path-with-query';
import { UserMenu } from './signed-in-header-lazy';

function LoginLink() {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const location = useLocation();
  const { rest } = splitLanguageFromPath(location.pathname);
  // Back to this page after signing in; home and the sign-in pages themselves need no redirect.
  const here = rest === '/' || rest.startsWith('/get-started') ? undefined : pathWithQuery(location);
  return (
    <Link className="button shell-nav__login" to={withQuery(localHref(language, '/:lang?/get-started'), { redirect: here })}>
      {t('header.login')}
    </Link>
  );
}

export function SessionMenu() {
  const session = useAtomValue(sessionAtom);
  if (session.kind !== 'user') return <LoginLink />;
  return (
    <Suspense fallback={null}>
      <UserMenu user={session.user} />
    </Suspense>
  );
}
