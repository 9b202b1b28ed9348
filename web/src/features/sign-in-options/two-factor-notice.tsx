/** An account that asks for a safety verification continues on the main sign-in page, which has that step. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { useRedirectTarget, withRedirect } from '../../lib/session/sign-in-navigation';

export function TwoFactorNotice() {
  const { t } = useTranslation('sign-in-options');
  const language = useAtomValue(languageAtom);
  const redirect = useRedirectTarget();
  return (
    <div role="alert" className="sign-in-options__notice">
      <p>{t('twoFactor.text')}</p>
      <Link className="button" to={withRedirect(localHref(language, '/:lang?/get-started'), redirect)}>
        {t('twoFactor.action')}
      </Link>
    </div>
  );
}
