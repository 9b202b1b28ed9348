/** W02 "Forgot password?": the email, then the 6-digit code; the new password is set on /change-password. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ResetCodeStep } from './reset-code-step';
import { ResetEmailStep, type CodeSent } from './reset-email-step';
import './password-reset.css';
import type { Route } from './+types/reset-password-route';
import { pageData, pageMeta } from '../../lib/page-data';

export const namespaces = ['password-reset'] as const;

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function ResetPasswordRoute() {
  const { t } = useTranslation('password-reset');
  const language = useAtomValue(languageAtom);
  const [sent, setSent] = useState<CodeSent | undefined>();
  const [email, setEmail] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const title = sent ? t('reset.codeTitle') : t('reset.title');
  useDocumentTitle(title);

  // Moving between steps puts focus on the new step's heading, so screen readers announce it.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
    stepChanged.current = true;
  }, [sent]);

  return (
    <section className="password-reset section" aria-labelledby="password-reset-title">
      <h1 id="password-reset-title" ref={headingRef} tabIndex={-1} className="page-title password-reset__title">
        {title}
      </h1>
      {sent ? (
        <ResetCodeStep sent={sent} onChangeEmail={() => setSent(undefined)} />
      ) : (
        <ResetEmailStep
          defaultEmail={email}
          onSent={(next) => {
            setEmail(next.email);
            setSent(next);
          }}
        />
      )}
      <p className="password-reset__footer">
        <Link to={localHref(language, '/:lang?/get-started')}>{t('reset.backToSignIn')}</Link>
      </p>
    </section>
  );
}
