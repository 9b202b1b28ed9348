/**
 * A failed job action in words, where the action happened (a dialog, the action bar). The codes with a
 * way forward get it: work eligibility (41274) shows "Eligibility Mismatch" and, on the Singapore site,
 * the identity verification; an incomplete profile (40005 from starting a chat) links to completing it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { useAtomValue } from '../../../lib/app-jotai';
import { describeError } from '../../../lib/describe-error';
import { localHref, withQuery } from '../../../lib/local-href';
import { countryAtom, languageAtom } from '../../../lib/session-atoms';
import { useReturnPath } from './sign-in-prompt';

export function ActionError({ error, id }: { error: unknown; id?: string }) {
  const { t } = useTranslation('job-detail');
  const language = useAtomValue(languageAtom);
  const country = useAtomValue(countryAtom);
  const back = useReturnPath();
  if (isApiError(error, ErrorCode.IdentityMismatch)) {
    return (
      <div id={id} className="job-actions__error" role="alert">
        <p className="job-actions__error-title">{t('eligibility.title')}</p>
        <p>{t('eligibility.hint')}</p>
        {country === 'sg' ? <Link to={localHref(language, '/:lang?/singpass-verification')}>{t('eligibility.verify')}</Link> : null}
      </div>
    );
  }
  if (isApiError(error, ErrorCode.NoPermission)) {
    return (
      <div id={id} className="job-actions__error" role="alert">
        <p>{t('profile.incomplete')}</p>
        <Link to={withQuery(localHref(language, '/:lang?/jobseeker-complete-profile/:step?'), { redirect: back })}>{t('profile.complete')}</Link>
      </div>
    );
  }
  const message = describeError(error, t);
  if (!message) return null;
  return (
    <p id={id} className="job-actions__error" role="alert">
      {message}
    </p>
  );
}
