/** The manage resume menu (spec section 2): one in-page link per section card. */
import { useTranslation } from 'react-i18next';
import { PROFILE_SECTIONS, sectionAnchor } from './sections';

export function SectionNav() {
  const { t } = useTranslation('profile');
  return (
    <nav className="profile-nav" aria-label={t('nav.label')}>
      <ul className="profile-nav__list">
        {PROFILE_SECTIONS.map((section) => (
          <li key={section}>
            <a className="profile-nav__link" href={`#${sectionAnchor(section)}`}>
              {t(`${section}.title`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
