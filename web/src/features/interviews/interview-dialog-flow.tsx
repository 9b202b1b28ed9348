/**
 * The interview dialog of `?interview={id}` (loaded lazily with its translations): a guest is asked to
 * sign in and come back; a signed-in user sees the interview (loading and error states in the dialog).
 * Reading the detail marks the interview read, so the lists and the header's red dot are refreshed.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { ModalDialog } from '../../components/modal-dialog';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref, withQuery } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';
import { interviewDetailQuery, useRefreshInterviewViews } from './interviews-queries';
import { InterviewPanel } from './interview-panel';
import { StatusBadge } from './status-badge';
import './interviews.css';
import { pathWithQuery } from '../../lib/path-with-query';

interface FlowProps {
  interviewId: number | undefined;
  onClose: () => void;
}

function SignInDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('interviews');
  const language = useAtomValue(languageAtom);
  const location = useLocation();
  return (
    <ModalDialog title={t('dialog.title')} onClose={onClose} className="interviews-dialog">
      <EmptyState
        title={t('dialog.signInTitle')}
        hint={t('dialog.signInHint')}
        action={
          <Link className="button" to={withQuery(localHref(language, '/:lang?/get-started'), { redirect: pathWithQuery(location) })}>
            {t('dialog.signIn')}
          </Link>
        }
      />
    </ModalDialog>
  );
}

/** One dialog from loading to loaded, so the focus it took (and gives back on close) is never lost in between. */
function SignedInInterview({ interviewId, onClose }: { interviewId: number; onClose: () => void }) {
  const { t } = useTranslation('interviews');
  const detail = useQuery(interviewDetailQuery(useQueryScope(), interviewId));
  const refresh = useRefreshInterviewViews();
  const [busy, setBusy] = useState(false);
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (loaded) refresh(interviewId);
  }, [loaded, interviewId, refresh]);
  let body;
  if (detail.isSuccess) body = <InterviewPanel interview={detail.data} onBusy={setBusy} />;
  else if (detail.isPending) body = <LoadingState label={t('dialog.loading')} />;
  else body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <ModalDialog
      title={detail.data?.job_title ?? t('dialog.title')}
      aside={detail.data ? <StatusBadge status={detail.data.status} /> : undefined}
      onClose={onClose}
      busy={busy}
      className="interviews-dialog"
    >
      {body}
    </ModalDialog>
  );
}

export default function InterviewDialogFlow({ interviewId, onClose }: FlowProps) {
  const { t } = useTranslation('interviews');
  const session = useAtomValue(sessionAtom);
  if (session.kind !== 'user') return <SignInDialog onClose={onClose} />;
  if (interviewId === undefined) {
    return (
      <ModalDialog title={t('dialog.title')} onClose={onClose} className="interviews-dialog">
        <EmptyState title={t('dialog.badLink')} />
      </ModalDialog>
    );
  }
  return <SignedInInterview interviewId={interviewId} onClose={onClose} />;
}
