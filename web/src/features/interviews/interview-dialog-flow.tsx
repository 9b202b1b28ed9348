/**
 * The interview dialog of `?interview={id}` (loaded lazily with its translations): a guest is asked to
 * sign in and come back; a signed-in user sees the interview (loading and error states in the dialog).
 * Reading the detail marks the interview read, so the lists and the header's red dot are refreshed.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { ModalDialog } from '../../components/modal-dialog';
import { useAtomValue } from '../../lib/app-jotai';
import { paths } from '../../lib/paths';
import { useQueryScope } from '../../lib/query-scope';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';
import { interviewDetailQuery, useRefreshInterviewViews } from './interviews-queries';
import { InterviewPanel } from './interview-panel';
import './interviews.css';

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
          <Link className="button" to={paths.getStarted(language, `${location.pathname}${location.search}`)}>
            {t('dialog.signIn')}
          </Link>
        }
      />
    </ModalDialog>
  );
}

function SignedInInterview({ interviewId, onClose }: { interviewId: number; onClose: () => void }) {
  const { t } = useTranslation('interviews');
  const detail = useQuery(interviewDetailQuery(useQueryScope(), interviewId));
  const refresh = useRefreshInterviewViews();
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (loaded) refresh(interviewId);
  }, [loaded, interviewId, refresh]);
  if (detail.isSuccess) return <InterviewPanel interview={detail.data} onClose={onClose} />;
  return (
    <ModalDialog title={t('dialog.title')} onClose={onClose} className="interviews-dialog">
      {detail.isPending ? <LoadingState label={t('dialog.loading')} /> : <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />}
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
