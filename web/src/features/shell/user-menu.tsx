/**
 * A signed-in user's entry in the header: their avatar or initials and name, opening a menu (menu button
 * pattern: arrow keys, Home/End, Escape) with their pages (my jobs, profile, resume, interviews, account
 * settings, invite friends, feedback) and "Log out". Loaded with the header's other signed-in items
 * (signed-in-header.tsx), never on a guest's page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { useAtomValue, useStore } from '../../lib/app-jotai';
import type { LanguageCode } from '../../lib/languages';
import { localHref } from '../../lib/local-href';
import { signOut } from '../../lib/session/session-rules';
import { languageAtom } from '../../lib/session-atoms';
import { useMenuButton } from '../../lib/use-menu-button';
import { DrawnText } from './drawn-text';

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

export function UserMenu({ user }: { user: SessionUser }) {
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

