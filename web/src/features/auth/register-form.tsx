/**
 * Registration on the data service with the spec's defaults (section 5): is_subscribe 0, the terms as
 * the checkbox says, source web, the current site's country; names up to 50 characters. A taken email
 * (41001) marks the email field and shows the server's message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignInReply } from '@sdk/generated/auth/hooks';
import { useRegisterUserMutation } from './auth-queries';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { registerUserBodyFirstNameMax, registerUserBodyLastNameMax } from '@sdk/generated/data/zod';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { countryAtom } from '../../lib/session-atoms';
import { registerSchema, type RegisterValues } from './auth-schemas';
import { TextField } from '../../components/text-field';
import { FormAlert } from './form-alert';


export function RegisterForm({ onSignedIn }: { onSignedIn: (reply: SignInReply) => void }) {
  const { t } = useTranslation('auth');
  const country = useAtomValue(countryAtom);
  const [error, setError] = useState<string | null>(null);
  const register = useRegisterUserMutation();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema(t)),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', terms: false },
  });
  const { errors } = form.formState;

  const submit = (values: RegisterValues) => {
    setError(null);
    register.mutate(
      {
        data: {
          email: values.email,
          first_name: values.firstName,
          last_name: values.lastName,
          ...(values.password ? { password: values.password } : {}),
          terms_and_condition: values.terms ? 1 : 0,
          is_subscribe: 0,
          source: 'web',
          country_key: country,
        },
      },
      {
        onSuccess: (reply) => onSignedIn(reply as SignInReply),
        onError: (failure) => {
          if (isApiError(failure, ErrorCode.EmailTaken)) {
            form.setError('email', { message: t(`errors:code.${ErrorCode.EmailTaken}`) });
            setError(failure.serverMessage ?? t(`errors:code.${ErrorCode.EmailTaken}`));
            return;
          }
          // Registration failures show the server's errors.message (http-errors.md), 5xx the support notice.
          const server = isApiError(failure) && failure.kind === 'server' && failure.status < 500 ? failure.details?.message : undefined;
          setError(server ?? describeError(failure, t));
        },
      },
    );
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={form.handleSubmit(submit)}>
      <div className="auth-form__row">
        <TextField
          id="register-first-name"
          label={t('fields.firstName')}
          autoComplete="given-name"
          maxLength={registerUserBodyFirstNameMax}
          {...form.register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          id="register-last-name"
          label={t('fields.lastName')}
          autoComplete="family-name"
          maxLength={registerUserBodyLastNameMax}
          {...form.register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <TextField id="register-email" label={t('fields.email')} type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
      <TextField
        id="register-password"
        label={t('fields.passwordOptional')}
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        {...form.register('password')}
        error={errors.password?.message}
      />
      <div className="auth-check">
        <input id="register-terms" type="checkbox" {...form.register('terms')} />
        <label htmlFor="register-terms">{t('register.terms')}</label>
      </div>
      <FormAlert message={error} />
      <button type="submit" className="button auth-form__submit" disabled={register.isPending}>
        {register.isPending ? t('actions.working') : t('register.submit')}
      </button>
    </form>
  );
}
