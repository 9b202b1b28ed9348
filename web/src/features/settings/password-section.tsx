/** Change the password: current, new and its confirmation (changePassword; 41009 and 41010 on their fields). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { changePasswordBodyCurrentPasswordMax, changePasswordBodyNewPasswordMax, changePasswordBodyNewPasswordMin } from '@sdk/generated/auth/zod';
import { TextField } from '../../components/text-field';
import { useAtomValue } from '../../lib/app-jotai';
import { describeError } from '../../lib/describe-error';
import { newPasswordPairRule, passwordRule } from '../../lib/form-rules';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { useChangePasswordMutation } from './settings-queries';

export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('settings');
  const language = useAtomValue(languageAtom);
  const [done, setDone] = useState('');
  const schema = useMemo(
    () =>
      z
        .object({ current: passwordRule(t, changePasswordBodyCurrentPasswordMax) })
        // The confirmation's own bound (changePasswordBodyNewPasswordConfirmationMax) follows: it must equal the new password.
        .and(newPasswordPairRule(t, { min: changePasswordBodyNewPasswordMin, max: changePasswordBodyNewPasswordMax })),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', password: '', confirmation: '' },
  });
  const change = useChangePasswordMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ current, password, confirmation }) => {
    setDone('');
    change.mutate(
      { data: { current_password: current, new_password: password, new_password_confirmation: confirmation } },
      {
        onSuccess: () => {
          form.reset();
          setDone(t('account.password.changed'));
        },
        onError: (failure) => {
          // The server's word on a field goes on that field; what was typed stays.
          if (isApiError(failure, ErrorCode.CurrentPasswordMismatch)) form.setError('current', { message: describeError(failure, t) ?? '' });
          if (isApiError(failure, ErrorCode.PasswordConfirmationMismatch)) form.setError('confirmation', { message: describeError(failure, t) ?? '' });
        },
      },
    );
  });
  const formError = change.isError && !isApiError(change.error, [ErrorCode.CurrentPasswordMismatch, ErrorCode.PasswordConfirmationMismatch]) ? describeError(change.error, t) : null;

  return (
    <section className="settings-account__section" aria-labelledby="settings-password-title">
      <h3 id="settings-password-title" className="settings-account__title">
        {t('account.password.title')}
      </h3>
      {hasPassword ? (
        <form className="settings-form" method="post" noValidate aria-labelledby="settings-password-title" aria-busy={change.isPending} onSubmit={(event) => void onSubmit(event)}>
          <TextField label={t('account.password.current')} type="password" autoComplete="current-password" error={errors.current?.message} {...form.register('current')} />
          <TextField
            label={t('account.password.new')}
            type="password"
            autoComplete="new-password"
            hint={t('account.password.hint', { min: changePasswordBodyNewPasswordMin })}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField label={t('account.password.confirm')} type="password" autoComplete="new-password" error={errors.confirmation?.message} {...form.register('confirmation')} />
          {formError ? <p role="alert" className="settings__alert">{formError}</p> : null}
          <button type="submit" className="button" disabled={change.isPending}>
            {t('account.password.submit')}
          </button>
        </form>
      ) : (
        <p>
          {t('account.password.none')} <Link to={localHref(language, '/:lang?/get-started/reset-password')}>{t('account.password.setOne')}</Link>
        </p>
      )}
      <p role="status" className="settings__status">
        {done}
      </p>
    </section>
  );
}
