/** Choose account: a phone number several accounts share; the person picks which one to sign in as. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkedAccount } from '@sdk/generated/auth/hooks';

interface AccountChoiceProps {
  accounts: LinkedAccount[];
  pending: boolean;
  serverError: string | null;
  onChoose: (userId: number) => void;
}

export function AccountChoice({ accounts, pending, serverError, onChoose }: AccountChoiceProps) {
  const { t } = useTranslation('sign-in-options');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaced the code form: move focus so screen readers hear the new question.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="sign-in-options__choice">
      <h2 ref={headingRef} tabIndex={-1}>
        {t('choice.title')}
      </h2>
      <p>{t('choice.intro')}</p>
      <ul className="sign-in-options__accounts">
        {accounts.map((account) => {
          const name = `${account.first_name} ${account.last_name}`.trim();
          return (
            <li key={account.id}>
              <button type="button" className="button button--secondary sign-in-options__account" disabled={pending} onClick={() => onChoose(account.id)}>
                <span className="sign-in-options__account-name">{t('choice.continueAs', { name })}</span>
                <span className="sign-in-options__account-email">{account.email ?? t('choice.noEmail')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
    </div>
  );
}
