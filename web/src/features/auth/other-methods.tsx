/**
 * "Or continue with": the sign-in methods with pages of their own (phone OTP, QR code, Google, Apple,
 * Facebook), each a link styled as a secondary button, keeping the redirect target. One component for
 * the three W01 pages, so /get-started, /get-started/phone and /get-started/qr offer the same choice
 * with the same control: the phone and QR route modules compose it too (with `otherMethodsNamespaces`),
 * and there it leads back to the main page's email and password methods instead of to the page itself.
 * Plain links: they work before hydration and with JavaScript off.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { withRedirect } from '../../lib/session/sign-in-navigation';
import './other-methods.css';

/** The translations the component needs: a page that shows it loads them (its route's `namespaces`). */
export const otherMethodsNamespaces = ['auth'] as const;

const PROVIDERS = ['google', 'apple', 'facebook'] as const;

/** The page the list is on, when it is one of the methods' own pages: that method is left out. */
export type OwnPageMethod = 'phone' | 'qr';

interface OtherMethodsProps {
  redirect: string | undefined;
  current?: OwnPageMethod;
}

export function OtherMethods({ redirect, current }: OtherMethodsProps) {
  const { t } = useTranslation('auth');
  const language = useAtomValue(languageAtom);
  const links: { key: string; to: string; label: string }[] = [
    ...(current ? [{ key: 'email', to: localHref(language, '/:lang?/get-started'), label: t('other.email') }] : []),
    ...(current !== 'phone' ? [{ key: 'phone', to: localHref(language, '/:lang?/get-started/phone'), label: t('other.phone') }] : []),
    ...(current !== 'qr' ? [{ key: 'qr', to: localHref(language, '/:lang?/get-started/qr'), label: t('other.qr') }] : []),
    ...PROVIDERS.map((provider) => ({ key: provider, to: localHref(language, '/:lang?/get-started/social/:provider', { provider }), label: t(`other.${provider}`) })),
  ];
  return (
    <nav className="auth-other" aria-labelledby="auth-other-title">
      <h2 id="auth-other-title" className="auth-other__title">
        {t('other.title')}
      </h2>
      <ul className="auth-other__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link className="button button--secondary auth-other__link" to={withRedirect(link.to, redirect)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
