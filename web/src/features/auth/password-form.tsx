/** Password sign-in with an email or a full phone number and the web client's credentials. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SignInReply } from '@sdk/generated/auth/hooks';
import { useLoginWithPasswordMutation } from './auth-queries';
import { describeSignInError } from '../../lib/describe-error';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { deviceTypeAtom, languageAtom } from '../../lib/session-atoms';
import { webClient } from '../../lib/session/web-client';
import { passwordSchema, type PasswordValues } from './auth-schemas';
import { TextField } from '../../components/text-field';
import { FormAlert } from './form-alert';

/** `sent`: what the server answered a form sent before hydration (password-action.ts): the login as typed and the error. */
export function PasswordForm({ onSignedIn, sent }: { onSignedIn: (reply: SignInReply) => void; sent?: { login: string; error?: string } }) {
  const { t } = useTranslation('auth');
  const language = useAtomValue(languageAtom);
  const deviceType = useAtomValue(deviceTypeAtom);
  const [error, setError] = useState<string | null>(sent?.error ?? null);
  const login = useLoginWithPasswordMutation();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema(t)), defaultValues: { login: sent?.login ?? '', password: '' } });
  const { errors } = form.formState;

  const submit = (values: PasswordValues) => {
    setError(null);
    login.mutate(
      {
        data: { login: values.login, password: values.password, client_id: webClient.id, source: deviceType },
      },
      { onSuccess: onSignedIn, onError: (failure) => setError(describeSignInError(failure, t)) },
    );
  };

  return (
    // Posts, never GET: sent as plain HTML before hydration, a password must not land in the address.
    <form className="auth-form" method="post" noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField
        id="password-login"
        label={t('fields.login')}
        autoComplete="username"
        // In the server's HTML too: the login as typed in a form sent before hydration.
        defaultValue={sent?.login}
        {...form.register('login')}
        error={errors.login?.message}
      />
      <TextField
        id="password-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <FormAlert message={error} />
      <button type="submit" className="button auth-form__submit" disabled={login.isPending}>
        {login.isPending ? t('actions.working') : t('password.submit')}
      </button>
      <Link className="auth-form__link" to={localHref(language, '/:lang?/get-started/reset-password')}>
        {t('password.forgot')}
      </Link>
    </form>
  );
}
