/**
 * The header's session entry: guests get "Log in / Sign up" (back to this page afterwards); a signed-in
 * user their avatar or initials and name, opening a menu (menu button pattern: arrow keys, Home/End,
 * Escape) with their pages (my jobs, profile, resume, interviews, account settings, invite friends,
 * feedback) and "Log out". It sits in the main menu, so the narrow-screen menu has it too.
 */
import { useStore } from '../../lib/app-jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import type { LanguageCode } from '../../lib/languages';
import { localHref, withQuery } from '../../lib/local-href';
import { splitLanguageFromPath } from '../../lib/resolve-language';
import { signOut } from '../../lib/session/session-rules';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';
import { useMenuButton } from '../../lib/use-menu-button';
import { DrawnText } from './drawn-text';
import { pathWithQuery } from '../../lib/path-with-query';

/** The account menu's pages, in order (W30). */
function accountLinks(language: LanguageCode) {
  return [
    { key: 'myJobs', to: localHref(language, '/:lang?/recommended-job/:tab?') },
    { key: 'manageProfile', to: localHref(language, '/:lang?/manage-profile') },
    { key: 'manageResume', to: localHref(language, '/:lang?/manage-resume') },
    { key: 'interviews', to: localHref(language, '/:lang?/interviews') },
    { key: 'accountSettings', to: localHref(language, '/:lang?/account-settings/:tab?') },
    { key: 'inviteFriends', to: localHref(language, '/:lang?/invite-friends') },
    { key: 'feedback', to: localHref(language, '/:lang?/feedback') },
  ] as const;
}

export function displayName(user: SessionUser): string {
  return [user.first_name, user.last_name].map((part) => part?.trim()).filter(Boolean).join(' ') || (user.email ?? '');
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

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

function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const store = useStore();
  const language = useAtomValue(languageAtom);
  const [leaving, setLeaving] = useState(false);
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton();
  const name = displayName(user);

  async function onLogOut() {
    setLeaving(true);
    await signOut(store);
  }

  return (
    <div className="shell-account" ref={rootRef}>
      <button {...buttonProps} className="shell-account__button" aria-label={t('header.accountMenu', { name })}>
        {user.avatar ? (
          <img className="shell-account__avatar" src={user.avatar} alt="" width={32} height={32} />
        ) : (
          <DrawnText className="shell-account__avatar shell-account__avatar--initials" text={initials(name)} />
        )}
        <span className="shell-account__name">{name}</span>
        <DrawnText className="shell-account__caret" text="▾" />
      </button>
      {open ? (
        <div className="shell-account__popup">
          <p className="shell-account__who">
            <span className="shell-account__who-name">{name}</span>
            {user.email ? <span className="shell-account__who-email">{user.email}</span> : null}
          </p>
          <ul {...menuProps} className="shell-account__menu" aria-label={t('header.account')}>
            {accountLinks(language).map((item) => (
              <li role="none" key={item.key}>
                <Link role="menuitem" tabIndex={-1} className="shell-account__item" to={item.to} onClick={() => close(false)}>
                  {t(`header.accountLinks.${item.key}`)}
                </Link>
              </li>
            ))}
            <li role="none">
              <button type="button" role="menuitem" tabIndex={-1} className="shell-account__item" disabled={leaving} onClick={() => void onLogOut()}>
                {leaving ? t('header.loggingOut') : t('header.logOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function SessionMenu() {
  const session = useAtomValue(sessionAtom);
  return session.kind === 'user' ? <UserMenu user={session.user} /> : <LoginLink />;
}
