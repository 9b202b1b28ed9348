/**
 * A job applied for on the employer's own site: the click is recorded first (recordExternalJobClick),
 * then the browser leaves for the address, and only for an http(s) one. When recording fails the
 * reason shows, with the address still offered unless the job is gone.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, isApiError } from '@sdk/api-error';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { navigateHard } from '../../../lib/session/session-events';
import { useRecordExternalJobClickMutation } from '../job-detail-queries';
import { ActionError } from './action-error';
import { safeExternalUrl } from './external-url';

export function ExternalApplyButton({ job, url }: { job: JobDetail; url: string | null }) {
  const { t } = useTranslation('job-detail');
  const record = useRecordExternalJobClickMutation();
  const [unsafe, setUnsafe] = useState(false);
  const target = safeExternalUrl(url ?? job.external_apply_url);

  const leave = () => {
    setUnsafe(false);
    record.mutate(
      { jobId: job.id },
      {
        onSuccess: (click) => {
          // The server's answer wins; an address that is not plain http(s) is never followed.
          const address = click.external_apply_url ? safeExternalUrl(click.external_apply_url) : target;
          if (address) navigateHard(address);
          else setUnsafe(true);
        },
      },
    );
  };
  const gone = isApiError(record.error, [ErrorCode.JobDeleted, ErrorCode.NotFound]);
  return (
    <>
      <button type="button" className="button" onClick={leave} disabled={record.isPending} aria-busy={record.isPending || undefined}>
        {t('actions.applyExternal')}
        <span className="visually-hidden"> {t('actions.leavesSite')}</span>
      </button>
      {unsafe ? (
        <p className="job-actions__error" role="alert">
          {t('external.unsafe')}
        </p>
      ) : null}
      {record.isError ? (
        <div className="job-actions__error-group">
          <ActionError error={record.error} />
          {target && !gone ? (
            <a href={target} rel="noopener noreferrer">
              {t('external.continueAnyway')}
            </a>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
