/** Links to the sign-in methods with their own pages: phone OTP, QR code, Google, Apple, Facebook. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { withRedirect } from '../../lib/session/sign-in-navigation';

const PROVIDERS = ['google', 'apple', 'facebook'] as const;

export function OtherMethods({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation('auth');
  const language = useAtomValue(languageAtom);
  return (
    <nav className="auth-other" aria-labelledby="auth-other-title">
      <h2 id="auth-other-title" className="auth-other__title">
        {t('other.title')}
      </h2>
      <ul className="auth-other__list">
        <li>
          <Link className="button button--secondary auth-other__link" to={withRedirect(localHref(language, '/:lang?/get-started/phone'), redirect)}>
            {t('other.phone')}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary auth-other__link" to={withRedirect(localHref(language, '/:lang?/get-started/qr'), redirect)}>
            {t('other.qr')}
          </Link>
        </li>
        {PROVIDERS.map((provider) => (
          <li key={provider}>
            <Link className="button button--secondary auth-other__link" to={withRedirect(localHref(language, '/:lang?/get-started/social/:provider', { provider }), redirect)}>
              {t(`other.${provider}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
