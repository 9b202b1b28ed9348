/** /change-password?email=&otp= (spec section 2): the new password, after the reset code was verified. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangePasswordForm } from './change-password-form';
import './password-reset.css';
import type { Route } from './+types/change-password-route';
import { pageData, pageMeta } from '../../lib/page-data';

export const namespaces = ['password-reset'] as const;

function Done() {
  const { t } = useTranslation('password-reset');
  const language = useAtomValue(languageAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="state password-reset__done" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="state__title">
        {t('change.doneTitle')}
      </h2>
      <p className="state__message">{t('change.doneMessage')}</p>
      <Link className="button" to={localHref(language, '/:lang?/get-started')}>
        {t('change.signIn')}
      </Link>
    </div>
  );
}

function Incomplete() {
  const { t } = useTranslation('password-reset');
  const language = useAtomValue(languageAtom);
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{t('change.missingTitle')}</p>
      <p className="state__message">{t('change.missingMessage')}</p>
      <Link className="button" to={localHref(language, '/:lang?/get-started/reset-password')}>
        {t('change.startOver')}
      </Link>
    </div>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function ChangePasswordRoute() {
  const { t } = useTranslation('password-reset');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const otp = params.get('otp')?.trim() ?? '';
  const [done, setDone] = useState(false);
  useDocumentTitle(t('change.title'));
  return (
    <section className="password-reset section" aria-labelledby="change-password-title">
      <h1 id="change-password-title" className="page-title password-reset__title">
        {t('change.title')}
      </h1>
      {!email || !otp ? <Incomplete /> : done ? <Done /> : <ChangePasswordForm email={email} otp={otp} onDone={() => setDone(true)} />}
    </section>
  );
}
