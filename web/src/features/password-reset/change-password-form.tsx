/** The new password and its confirmation (they must match, 8 to 64 characters), then resetPassword. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { resetPasswordBodyNewPasswordMax, resetPasswordBodyNewPasswordMin } from '@sdk/generated/auth/zod';
import { useResetPasswordMutation } from './password-reset-queries';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref } from '../../lib/local-href';
import { languageAtom } from '../../lib/session-atoms';
import { webClient } from '../../lib/session/web-client';
import { newPasswordPairRule } from '../../lib/form-rules';
import { describeResetError, isCodeError } from './reset-errors';
import { TextField } from '../../components/text-field';

export function ChangePasswordForm({ email, otp, onDone }: { email: string; otp: string; onDone: () => void }) {
  const { t } = useTranslation('password-reset');
  const language = useAtomValue(languageAtom);
  const [visible, setVisible] = useState(false);
  const schema = useMemo(() => newPasswordPairRule(t, { min: resetPasswordBodyNewPasswordMin, max: resetPasswordBodyNewPasswordMax }), [t]);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmation: '' },
  });
  const reset = useResetPasswordMutation();

  const onSubmit = handleSubmit(async ({ password }) => {
    const done = await reset
      .mutateAsync({ data: { new_password: password, otp, email, client_id: webClient.id } })
      .catch(() => undefined);
    if (done) onDone();
  });

  const serverMismatch = reset.isError && isApiError(reset.error, ErrorCode.PasswordConfirmationMismatch);
  const confirmationError = formState.errors.confirmation?.message ?? (serverMismatch ? describeResetError(reset.error, t) : undefined);
  const formError = reset.isError && !serverMismatch ? describeResetError(reset.error, t) : null;

  return (
    <form className="password-reset__form" method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={reset.isPending}>
      <p className="password-reset__intro">{t('change.intro', { email })}</p>
      {formError ? (
        <div className="password-reset__alert" role="alert">
          <p className="password-reset__alert-text">{formError}</p>
          {isCodeError(reset.error) ? <Link to={localHref(language, '/:lang?/get-started/reset-password')}>{t('change.startOver')}</Link> : null}
        </div>
      ) : null}
      {/* The account name helps password managers file the new password under the right login. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('change.newPassword')}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        hint={t('change.hint', { min: resetPasswordBodyNewPasswordMin })}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('change.confirmPassword')}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        error={confirmationError ?? undefined}
        {...register('confirmation')}
      />
      <label className="password-reset__toggle">
        <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        {t('change.showPasswords')}
      </label>
      <button type="submit" className="button password-reset__submit" disabled={reset.isPending}>
        {reset.isPending ? t('change.saving') : t('change.submit')}
      </button>
    </form>
  );
}
