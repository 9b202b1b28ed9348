/**
 * One interview inside the dialog (whose title is the job and badge the status): its facts, then what
 * the user can do in its status (accept or decline an invitation; check in or cancel an accepted
 * interview; ask for the result after attending). Declining or cancelling opens its reason form in
 * place; after each action a status message takes the focus. Its times are in the seeker's zone, named
 * once above them (interview-time.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewDetail, InterviewReasonRequest } from '@sdk/generated/apiGo/hooks';
import { NoShowBanNote } from './interview-error';
import { InterviewFacts } from './interview-facts';
import { useInterviewMutations } from './interviews-queries';
import { InvitationActions } from './invitation-actions';
import { meaningOf, type MainStatus } from './interview-status';
import { useMomentFormat, ZoneCaption } from '../../components/interview-time';
import { cancelWindow } from './interview-windows';
import { ReasonForm } from './reason-form';
import { ResultSection } from './result-section';
import { ScheduledActions } from './scheduled-actions';
import { useNow } from './use-now';

type View = 'main' | 'reject' | 'cancel';
type Notice = 'accepted' | 'rejected' | 'cancelled' | 'checkedIn' | 'resultRequested';

/** Words for a status that leaves nothing to do. */
const CLOSED_NOTES: Partial<Record<MainStatus, string>> = {
  expired: 'closed.expired',
  rejected: 'closed.rejected',
  cancelled: 'closed.cancelled',
};

/** `onBusy` tells the dialog while an action runs (it cannot be closed meanwhile). */
export function InterviewPanel({ interview, onBusy }: { interview: InterviewDetail; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('interviews');
  const now = useNow();
  const format = useMomentFormat(interview.time_zone);
  const [view, setView] = useState<View>('main');
  const [notice, setNotice] = useState<Notice>();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const mutations = useInterviewMutations();
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);
  const meaning = meaningOf(interview.status);

  useEffect(() => onBusy(busy), [busy, onBusy]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // Back from a reason form: focus returns to the button that opened it.
  const [opener, setOpener] = useState<View>();
  useEffect(() => {
    if (view !== 'main' || !opener) return;
    document.querySelector<HTMLElement>(`.interviews-dialog [data-opens="${opener}"]`)?.focus();
    setOpener(undefined);
  }, [view, opener]);

  const done = (next: Notice) => () => {
    setView('main');
    setNotice(next);
  };
  const ids = { interviewId: interview.id };
  const accept = (timeIds: number[]) => mutations.accept.mutate({ ...ids, data: { time_ids: timeIds } }, { onSuccess: done('accepted') });
  const reject = (data: InterviewReasonRequest) => mutations.reject.mutate({ ...ids, data }, { onSuccess: done('rejected') });
  const cancel = (data: InterviewReasonRequest) => mutations.cancel.mutate({ ...ids, data }, { onSuccess: done('cancelled') });
  const checkIn = () => mutations.checkIn.mutate(ids, { onSuccess: done('checkedIn') });
  const requestResult = () => mutations.requestResult.mutate(ids, { onSuccess: done('resultRequested') });
  const back = () => {
    mutations.reject.reset();
    mutations.cancel.reset();
    setOpener(view);
    setView('main');
  };

  let body;
  if (view === 'reject') {
    body = <ReasonForm kind="reject" pending={mutations.reject.isPending} error={mutations.reject.error} onSubmit={reject} onBack={back} />;
  } else if (view === 'cancel') {
    const window = cancelWindow(interview, now);
    const intro = (
      <>
        {window.state === 'open' ? <p className="interviews-note">{t('cancel.until', { time: format(window.closesAt, 'short') })}</p> : null}
        <NoShowBanNote />
      </>
    );
    body = <ReasonForm kind="cancel" pending={mutations.cancel.isPending} error={mutations.cancel.error} onSubmit={cancel} onBack={back} intro={intro} />;
  } else {
    const closedNote = CLOSED_NOTES[meaning];
    body = (
      <>
        <InterviewFacts interview={interview} />
        {meaning === 'pending' ? (
          <InvitationActions
            interview={interview}
            now={now}
            pending={mutations.accept.isPending}
            error={mutations.accept.error}
            onAccept={accept}
            onReject={() => {
              mutations.accept.reset();
              setView('reject');
            }}
          />
        ) : null}
        <ScheduledActions
          interview={interview}
          now={now}
          checkingIn={mutations.checkIn.isPending}
          checkInError={mutations.checkIn.error}
          onCheckIn={checkIn}
          onCancel={() => setView('cancel')}
        />
        <ResultSection interview={interview} now={now} requesting={mutations.requestResult.isPending} error={mutations.requestResult.error} onRequest={requestResult} />
        {closedNote ? <p className="interviews-note">{t(closedNote)}</p> : null}
      </>
    );
  }

  return (
    <>
      <p ref={noticeRef} className={notice ? 'interviews-notice' : 'visually-hidden'} role="status" tabIndex={-1}>
        {notice ? t(`notices.${notice}`) : null}
      </p>
      {view === 'main' ? null : <h3 className="interviews-dialog__step">{t(`reasonForm.${view}.title`)}</h3>}
      {view === 'reject' ? null : <ZoneCaption />}
      {body}
    </>
  );
}
