/** Spec section 6: a signed-in user cannot re-register; they are asked to sign out first, or to go on. */
import { useStore } from '../../lib/app-jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@sdk/generated/auth/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { formatPhoneNumber, leftToRight } from '../../lib/format-phone';
import { localHref } from '../../lib/local-href';
import { signOut } from '../../lib/session/session-rules';
import { languageAtom } from '../../lib/session-atoms';

export function displayName(user: SessionUser): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  // A phone-only account is named by its number, kept left to right in the Arabic sentence.
  return name || user.email || (user.phone_num ? leftToRight(formatPhoneNumber(user.phone_country_code ?? '', user.phone_num)) : String(user.id));
}

export function SignedInPrompt({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  const store = useStore();
  const language = useAtomValue(languageAtom);
  const [leaving, setLeaving] = useState(false);
  return (
    <section className="auth-card auth-signed-in" aria-labelledby="auth-signed-in-title">
      <h1 id="auth-signed-in-title" className="page-title">
        {t('signedIn.title')}
      </h1>
      <p>{t('signedIn.text', { name: displayName(user) })}</p>
      <p className="auth-form__note">{t('signedIn.hint')}</p>
      <div className="auth-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut(store);
          }}
        >
          {leaving ? t('actions.working') : t('signedIn.signOut')}
        </button>
        <Link className="button" to={localHref(language, '/:lang?/onsite-job')}>
          {t('signedIn.continue')}
        </Link>
      </div>
    </section>
  );
}
