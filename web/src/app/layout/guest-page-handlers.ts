/**
 * Whether a guest's island page (decision 0027) needs the page handlers (page-handlers.tsx): for a guest
 * each acts only on a link's parameter, an invitation code to keep or an interview to show (the Singpass
 * return is a signed-in user's). Without one, their chunk is not loaded: 3 KiB off the first visit.
 */
import { inviteCodeFromParams } from '../../features/invite-friends/pending-invite-code';
import { INTERVIEW_PARAM } from '../../lib/interview-link';

export function guestPageNeedsHandlers(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(INTERVIEW_PARAM) || inviteCodeFromParams(params) !== undefined;
}
