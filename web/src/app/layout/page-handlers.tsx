/**
 * What every page runs in the browser once hydrated, around the page rather than in it: the Singpass
 * round trip's return, the interview dialogs, an invitation link's code. A chunk of its own (root-layout
 * loads it lazily), so none of it is in the JavaScript a first visit needs before the page answers.
 */
import { SingpassInfoHandler } from '../../features/identity/singpass-info-handler';
import { InterviewDialogHandler } from '../../features/interviews/interview-dialog-handler';
import { InviteCodeHandler } from '../../features/invite-friends/invite-code-handler';

export default function PageHandlers() {
  return (
    <>
      <SingpassInfoHandler />
      <InterviewDialogHandler />
      {/* Keeps an invitation link's code through sign-up, then accepts it for the new account. */}
      <InviteCodeHandler />
    </>
  );
}
