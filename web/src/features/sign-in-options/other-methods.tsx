/** Links to the other ways in, and back to the main sign-in page, each keeping the redirect target. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { SOCIAL_PROVIDERS } from './social-providers';
import { useRedirectTarget, withRedirect } from '../../lib/session/sign-in-navigation';

type Method = 'phone' | 'qr' | 'social';

export function OtherMethods({ current }: { current: Method }) {
  const { t } = useTranslation('sign-in-options');
  const language = useAtomValue(languageAtom);
  const redirect = useRedirectTarget();
  return (
    <nav className="sign-in-options__others" aria-label={t('others.label')}>
      <ul className="sign-in-options__other-list">
        <li>
          <Link to={withRedirect(localHref(language, '/:lang?/get-started'), redirect)}>{t('others.email')}</Link>
        </li>
        {current !== 'phone' ? (
          <li>
            <Link to={withRedirect(localHref(language, '/:lang?/get-started/phone'), redirect)}>{t('others.phone')}</Link>
          </li>
        ) : null}
        {current !== 'qr' ? (
          <li>
            <Link to={withRedirect(localHref(language, '/:lang?/get-started/qr'), redirect)}>{t('others.qr')}</Link>
          </li>
        ) : null}
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <Link to={withRedirect(localHref(language, '/:lang?/get-started/social/:provider', { provider }), redirect)}>{t(`social.continueWith.${provider}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
