/** A failed alert call: the screen's notice, then the reason in words (every listed code has its message). */
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';

export function AlertFailure({ error, notice }: { error: unknown; notice: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const reason = describeError(error, t);
  return (
    <div role="alert" className="job-alerts__failure">
      <p>{notice}</p>
      {reason && reason !== notice ? <p>{reason}</p> : null}
    </div>
  );
}
