/** A refused or failed call of this screen: the code's translated message, announced. */
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';

export function ResumeAlert({ error, id }: { error: unknown; id?: string }) {
  const { t } = useTranslation('resumes');
  const message = error ? describeError(error, t) : null;
  if (!message) return null;
  return (
    <p id={id} className="resumes-alert" role="alert">
      {message}
    </p>
  );
}
