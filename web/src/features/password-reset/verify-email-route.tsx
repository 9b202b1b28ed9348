/**
 * /verify-email?code=&email= (spec section 4): the link from the verification email. Success sets
 * is_email_verify in the user cookie; a wrong code (41056) or an expired one (41043) can ask for a new email.
 */
import { useQuery } from '@tanstack/react-query';
import { useStore } from '../../lib/app-jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { localHref } from '../../lib/local-href';
import { jobSearchHref } from '../../lib/job-search-url/encode';
import { useQueryScope } from '../../lib/query-scope';
import { updateSessionUser } from '../../lib/session/session-rules';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSendEmailOtpMutation, verifyEmailQuery } from './password-reset-queries';
import './password-reset.css';
import type { Route } from './+types/verify-email-route';
import { pageData, pageMeta } from '../../lib/page-data';

export const namespaces = ['password-reset'] as const;

function ResendEmail({ email }: { email: string }) {
  const { t } = useTranslation('password-reset');
  const send = useSendEmailOtpMutation();
  if (send.isSuccess) {
    return (
      <p className="password-reset__notice" role="status">
        {t('verifyEmail.resent', { email })}
      </p>
    );
  }
  return (
    <>
      {send.isError ? (
        <p className="password-reset__alert" role="alert">
          {describeError(send.error, t)}
        </p>
      ) : null}
      <button type="button" className="button" disabled={send.isPending} onClick={() => send.mutate({ data: { email, purpose: 'verify_email' } })}>
        {send.isPending ? t('verifyEmail.resending') : t('verifyEmail.resend')}
      </button>
    </>
  );
}

function Verification({ code, email }: { code: string; email: string | undefined }) {
  const { t } = useTranslation('password-reset');
  const store = useStore();
  const language = useAtomValue(languageAtom);
  const session = useAtomValue(sessionAtom);
  const params = email ? { code, email } : { code };
  const { data, error, isPending, isError } = useQuery(verifyEmailQuery(useQueryScope(), params));
  const signedInEmail = session.kind === 'user' ? session.user.email : null;

  useEffect(() => {
    if (!data?.is_email_verify) return;
    // The user cookie follows when the verified address is the signed-in user's own.
    if (!signedInEmail || signedInEmail.toLowerCase() === data.email.toLowerCase()) updateSessionUser(store, { is_email_verify: true });
  }, [data, signedInEmail, store]);

  if (isPending) return <LoadingState label={t('verifyEmail.checking')} />;
  const resendTo = email ?? signedInEmail ?? undefined;
  if (isError) {
    return (
      <div className="state state--error">
        <div role="alert">
          <p className="state__title">{t('verifyEmail.failedTitle')}</p>
          <p className="state__message">{describeError(error, t)}</p>
        </div>
        {resendTo ? <ResendEmail email={resendTo} /> : null}
        <Link to={localHref(language, '/:lang?')}>{t('verifyEmail.home')}</Link>
      </div>
    );
  }
  return (
    <div className="state password-reset__done" role="status">
      <p className="state__title">{t('verifyEmail.doneTitle')}</p>
      <p className="state__message">{t('verifyEmail.doneMessage', { email: data.email })}</p>
      <Link className="button" to={jobSearchHref(language)}>
        {t('verifyEmail.continue')}
      </Link>
    </div>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function VerifyEmailRoute() {
  const { t } = useTranslation('password-reset');
  const language = useAtomValue(languageAtom);
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const email = params.get('email')?.trim() || undefined;
  useDocumentTitle(t('verifyEmail.title'));
  return (
    <section className="password-reset section" aria-labelledby="verify-email-title">
      <h1 id="verify-email-title" className="page-title password-reset__title">
        {t('verifyEmail.title')}
      </h1>
      {code ? (
        <Verification key={`${code}|${email ?? ''}`} code={code} email={email} />
      ) : (
        <div className="state state--error" role="alert">
          <p className="state__message">{t('verifyEmail.missing')}</p>
          <Link to={localHref(language, '/:lang?')}>{t('verifyEmail.home')}</Link>
        </div>
      )}
    </section>
  );
}
