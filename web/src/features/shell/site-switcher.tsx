/** W29: the country and language switcher — a button with the current flag opening a modal dialog (site-switcher-dialog.tsx). */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialogBoundary } from '../../components/lazy-part-boundary';
import { useAtomValue } from '../../lib/app-jotai';
import { getLanguage } from '../../lib/languages';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { countryAtom, languageAtom } from '../../lib/session-atoms';
import { CountryFlag } from './country-flag';

// The dialog loads when the button is pointed at, focused or pressed: not with every page.
const SiteSwitcherDialog = lazyWithPreload(() => import('./site-switcher-dialog'));

export function SiteSwitcher() {
  const { t } = useTranslation('shell');
  const country = useAtomValue(countryAtom);
  const language = useAtomValue(languageAtom);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const countryName = t(`countries.${country}`);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="shell-switcher__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('switcher.button', { country: countryName, language: getLanguage(language).label })}
        onPointerEnter={SiteSwitcherDialog.preload}
        onFocus={SiteSwitcherDialog.preload}
        onClick={() => setOpen(true)}
      >
        <CountryFlag country={country} name={countryName} />
        <span className="shell-switcher__country">{countryName}</span>
        <span className="shell-switcher__language" lang={getLanguage(language).alias}>
          {getLanguage(language).label}
        </span>
      </button>
      {open ? (
        <LazyDialogBoundary onClose={close}>
          <SiteSwitcherDialog close={close} returnFocus={buttonRef} />
        </LazyDialogBoundary>
      ) : null}
    </>
  );
}
