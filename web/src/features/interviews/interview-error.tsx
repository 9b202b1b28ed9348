/** A refused or failed interview call: the code's message, and for a ban (41044) what causes it. */
import { useTranslation } from 'react-i18next';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { describeError } from '../../lib/describe-error';

export function InterviewError({ error, id }: { error: unknown; id?: string }) {
  const { t } = useTranslation('interviews');
  if (!error) return null;
  return (
    <div id={id} className="interviews-error" role="alert">
      <p className="interviews-error__message">{describeError(error, t) ?? t('common:failure.unknown')}</p>
      {isApiError(error, ErrorCode.AccountSuspended) ? <p className="interviews-error__ban">{t('ban.refused')}</p> : null}
    </div>
  );
}

/** The ban of spec section 9, said before the user checks in or cancels. */
export function NoShowBanNote() {
  const { t } = useTranslation('interviews');
  return <p className="interviews-note interviews-note--warning">{t('ban.rule')}</p>;
}
