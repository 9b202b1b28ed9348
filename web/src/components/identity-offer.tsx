/**
 * W20: on the Singapore site, a user whose identity is not verified yet is offered the Singpass
 * verification (the flow itself lives on its own page). Shown by the profile and the account settings.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../lib/app-jotai';
import { localHref } from '../lib/local-href';
import { countryAtom, languageAtom, sessionAtom } from '../lib/session-atoms';
import './identity-offer.css';

/** `identityId`: the profile's identity id when the page has it; the session user's is always checked. */
export function IdentityOffer({ identityId = null }: { identityId?: number | null }) {
  const { t } = useTranslation('common');
  const country = useAtomValue(countryAtom);
  const language = useAtomValue(languageAtom);
  const session = useAtomValue(sessionAtom);
  const verifiedInSession = session.kind === 'user' && typeof session.user.additional_info?.user_identity_id === 'number';
  if (country !== 'sg' || identityId !== null || verifiedInSession) return null;
  return (
    <aside className="section identity-offer" aria-labelledby="identity-offer-title">
      <h2 id="identity-offer-title" className="section__title">
        {t('identityOffer.title')}
      </h2>
      <p>{t('identityOffer.message')}</p>
      <Link className="button" to={localHref(language, '/:lang?/singpass-verification')}>
        {t('identityOffer.verify')}
      </Link>
    </aside>
  );
}
