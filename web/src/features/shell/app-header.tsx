/**
 * W30: the site header — logo, main menu (a disclosure on narrow screens: home, the job lists, companies,
 * "More" (courses, career guide), and for signed-in users chat, interviews and the notification bell), the account
 * menu (account settings, log out...), the switcher and sign-in.
 */
import { DrawnText } from './drawn-text';
import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';
import { MoreNavItem } from './more-nav-item';
import { SessionMenu } from './session-menu';
import { SignedInNavItems } from './signed-in-header-lazy';
import { SiteSwitcher } from './site-switcher';
import './shell.css';

const MENU_ID = 'shell-main-menu';

export function AppHeader() {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const signedIn = useAtomValue(sessionAtom).kind === 'user';
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // A navigation (a menu link, the back button) closes the narrow-screen menu.
  useEffect(() => closeMenu(), [location.pathname, location.search, closeMenu]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && menuOpen) {
      event.preventDefault();
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  const home = localHref(language, '/:lang?');
  const items = [
    { key: 'findJobs', to: jobSearchHref(language) },
    { key: 'remoteJobs', to: localHref(language, '/:lang?/remote-jobs') },
    { key: 'onsiteJobs', to: localHref(language, '/:lang?/onsite-job') },
    { key: 'web3Jobs', to: localHref(language, '/:lang?/web3-jobs') },
  ] as const;

  return (
    <header className="shell-header">
      <div className="shell-header__bar">
        <Link to={home} className="shell-header__logo" aria-label={t('header.logo')}>
          <DrawnText className="shell-header__logo-mark" text="J" />
          <span className="shell-header__logo-text">Jobchat</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="shell-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onKeyDown={onMenuKeyDown}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="shell-header__toggle-icon" aria-hidden="true">
            ☰
          </span>
          {t('header.menu')}
        </button>
        <nav id={MENU_ID} className={menuOpen ? 'shell-nav shell-nav--open' : 'shell-nav'} aria-label={t('header.mainNav')} onKeyDown={onMenuKeyDown}>
          <ul className="shell-nav__list">
            <li>
              <NavLink className="shell-nav__link" to={home} end>
                {t('header.nav.home')}
              </NavLink>
            </li>
            {items.map((item) => (
              <li key={item.key}>
                <NavLink className="shell-nav__link" to={item.to} end onClick={closeMenu}>
                  {t(`header.nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink className="shell-nav__link" to={localHref(language, '/:lang?/companies')}>
                {t('header.nav.companies')}
              </NavLink>
            </li>
            <MoreNavItem />
            {signedIn ? (
              <Suspense fallback={null}>
                <SignedInNavItems onNavigate={closeMenu} />
              </Suspense>
            ) : null}
          </ul>
          <div className="shell-nav__account">
            <SessionMenu />
          </div>
        </nav>
        <div className="shell-header__switcher">
          <SiteSwitcher />
        </div>
      </div>
    </header>
  );
}
