/** A refused or failed call of the video card: the code's translated message, announced. */
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';

export function VideoAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('profile');
  const message = error ? (describeError(error, t) ?? t('common:failure.unknown')) : null;
  if (!message) return null;
  return (
    <p className="text-field__error" role="alert">
      {message}
    </p>
  );
}
