/**
 * The magic link's landing page, /get-started/magic-link?token=&email=[&redirect=]: signs in with the
 * link (asking for the email when the link was opened without it), then follows the routing rule.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SignInReply } from '@sdk/generated/auth/hooks';
import { loginWithMagicLinkBodyEmailMax } from '@sdk/generated/auth/zod';
import { useLoginWithMagicLinkMutation } from './auth-queries';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { describeSignInError } from '../../lib/describe-error';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRedirectTarget, withRedirect } from '../../lib/session/sign-in-navigation';
import { emailSchema, type EmailValues } from './auth-schemas';
import { TextField } from '../../components/text-field';
import { SignInStages } from './sign-in-stages';
import { useSignInFlow, type SignInStage } from './use-sign-in-flow';
import './auth.css';
import type { Route } from './+types/magic-link-route';
import { pageData, pageMeta } from '../../lib/page-data';

export const namespaces = ['auth'] as const;

function AskEmail({ onEmail }: { onEmail: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema(t, loginWithMagicLinkBodyEmailMax)), defaultValues: { email: '' } });
  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(({ email }) => onEmail(email))}>
      <p className="auth-form__note">{t('magic.askEmail')}</p>
      <TextField id="magic-callback-email" label={t('fields.email')} type="email" autoComplete="email" {...form.register('email')} error={form.formState.errors.email?.message} />
      <button type="submit" className="button auth-form__submit">
        {t('magic.continue')}
      </button>
    </form>
  );
}

/** The same loader for the server's HTML and the browser's navigations (React Router drops `loader` from the browser's bundle). */
const loadPage = (args: Route.LoaderArgs) => pageData(args, { namespaces });
export const loader = loadPage;
export const clientLoader = loadPage;
export const meta = pageMeta;

export default function MagicLinkRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('magic.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [email, setEmail] = useState(params.get('email')?.trim() ?? '');
  const language = useAtomValue(languageAtom);
  const redirect = useRedirectTarget();
  const flow = useSignInFlow(redirect);
  const [stage, setStage] = useState<SignInStage>({ kind: 'forms' });
  const login = useLoginWithMagicLinkMutation();
  const { mutate } = login;
  const { accept } = flow;
  const started = useRef('');
  const onSignedIn = (reply: SignInReply) => setStage(accept(reply));

  useEffect(() => {
    const attempt = `${email}|${token}`;
    if (!token || !email || started.current === attempt) return;
    started.current = attempt;
    mutate({ data: { email, token } }, { onSuccess: (reply) => setStage(accept(reply)) });
  }, [accept, email, mutate, token]);

  const back = withRedirect(localHref(language, '/:lang?/get-started'), redirect);
  let body;
  if (stage.kind !== 'forms') {
    body = <SignInStages stage={stage} flow={flow} onSignedIn={onSignedIn} onCancel={() => setStage({ kind: 'forms' })} />;
  } else if (!token) {
    body = <p className="auth-alert" role="alert">{t('magic.incomplete')}</p>;
  } else if (!email) {
    body = <AskEmail onEmail={setEmail} />;
  } else if (login.isError) {
    body = (
      <p className="auth-alert" role="alert">
        {describeSignInError(login.error, t)}
      </p>
    );
  } else {
    body = <LoadingState label={t('magic.signingIn')} />;
  }

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="magic-title">
        <h1 id="magic-title" className="page-title">
          {t('magic.title')}
        </h1>
        {body}
        {stage.kind === 'forms' && (!token || login.isError) ? (
          <Link className="button" to={back}>
            {t('magic.backToSignIn')}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
