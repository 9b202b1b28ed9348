/**
 * W20: on the Singapore site, a user whose identity is not verified yet is offered the Singpass
 * verification from the profile (the flow itself lives on its own page).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../../lib/app-jotai';
import { paths } from '../../../lib/paths';
import { countryAtom, languageAtom, sessionAtom } from '../../../lib/session-atoms';

export function IdentityOffer({ identityId }: { identityId: number | null }) {
  const { t } = useTranslation('profile');
  const country = useAtomValue(countryAtom);
  const language = useAtomValue(languageAtom);
  const session = useAtomValue(sessionAtom);
  const verifiedInSession = session.kind === 'user' && typeof session.user.additional_info?.user_identity_id === 'number';
  if (country !== 'sg' || identityId !== null || verifiedInSession) return null;
  return (
    <aside className="section profile-identity" aria-labelledby="profile-identity-title">
      <h2 id="profile-identity-title" className="section__title">
        {t('identity.title')}
      </h2>
      <p>{t('identity.message')}</p>
      <Link className="button" to={paths.singpassVerification(language)}>
        {t('identity.verify')}
      </Link>
    </aside>
  );
}
