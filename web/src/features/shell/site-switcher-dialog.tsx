/**
 * The country and language switcher's dialog (W29): the 18 country sites (each its own host) and the
 * 10 languages (the same page under another prefix). A native modal <dialog> (`useModalDialog`: the page
 * behind is inert; a click on the backdrop closes it). Loaded when first wanted (site-switcher.tsx), so its
 * lists stay out of every page's first JavaScript.
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { rememberGeoLanguage } from '../../lib/geo-language';
import { LANGUAGES } from '../../lib/languages';
import { splitLanguageFromPath, withLanguage } from '../../lib/resolve-language';
import { countryAtom, languageAtom } from '../../lib/session-atoms';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { FlagAndName } from './country-flag';
import { COUNTRY_SITES, countrySiteHref } from './country-site';

export default function SiteSwitcherDialog({ close, returnFocus }: { close: () => void; returnFocus: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('shell');
  const country = useAtomValue(countryAtom);
  const language = useAtomValue(languageAtom);
  const location = useLocation();
  const dialogRef = useModalDialog(close, { returnFocus, initialFocus: 'first', closeOnBackdropClick: true });
  // One per page, in the header island (decision 0027): a fixed id, the same in the server's render and the island's.
  const titleId = 'shell-switcher-title';
  const { rest } = splitLanguageFromPath(location.pathname);
  const samePage = `${rest}${location.search}${location.hash}`;
  return (
    <dialog ref={dialogRef} className="dialog shell-switcher" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <div className="shell-switcher__head">
        <h2 id={titleId} className="shell-switcher__title">
          {t('switcher.title')}
        </h2>
        <button type="button" className="shell-switcher__close" aria-label={t('switcher.close')} onClick={close}>
          ×
        </button>
      </div>
      <h3 className="shell-switcher__group">{t('switcher.countries')}</h3>
      <ul className="shell-switcher__list shell-switcher__list--countries">
        {COUNTRY_SITES.map((site) => (
          <li key={site.key}>
            <a
              className="shell-switcher__option"
              href={countrySiteHref(site.key, location.pathname + location.search)}
              aria-current={site.key === country ? 'true' : undefined}
              hrefLang={site.hrefLang}
            >
              <FlagAndName country={site.key} name={t(`countries.${site.key}`)} />
            </a>
          </li>
        ))}
      </ul>
      <h3 className="shell-switcher__group">{t('switcher.languages')}</h3>
      <ul className="shell-switcher__list">
        {LANGUAGES.map((option) => (
          <li key={option.value}>
            <Link
              className="shell-switcher__option"
              to={withLanguage(samePage, option.value)}
              lang={option.alias}
              hrefLang={option.alias}
              aria-current={option.value === language ? 'true' : undefined}
              onClick={() => {
                // Pages without a language prefix open in the chosen language from now on.
                rememberGeoLanguage(option.value);
                close();
              }}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
