/** The settings tabs as links (each its own address), the current one marked for assistive technology. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { paths } from '../../lib/paths';
import { languageAtom } from '../../lib/session-atoms';
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs';

export function SettingsNav({ current }: { current: SettingsTab }) {
  const { t } = useTranslation('settings');
  const language = useAtomValue(languageAtom);
  return (
    <nav className="settings-nav" aria-label={t('nav.label')}>
      <ul className="settings-nav__list">
        {SETTINGS_TABS.map((tab) => (
          <li key={tab}>
            <Link
              className={tab === current ? 'settings-nav__link settings-nav__link--current' : 'settings-nav__link'}
              to={paths.accountSettings(language, tab)}
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
