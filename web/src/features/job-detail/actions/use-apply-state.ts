/**
 * What "chat now" can do for this visitor and job (spec section 6), in order: a closed or on-hold job
 * takes no applications; a remote job not open to the site's country is too far; guests sign in first;
 * an incomplete profile is completed first; then the server's redirect condition decides between the
 * employer's own site, the existing chat (already applied) and applying, and checkChatExists tells
 * whether a chat with the recruiter already runs (continue it rather than start another).
 */
import { useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@sdk/generated/job/hooks';
import { useAtomValue } from '../../../lib/app-jotai';
import { useQueryScope } from '../../../lib/query-scope';
import { countryAtom, sessionAtom } from '../../../lib/session-atoms';
import { chatExistsQuery, redirectConditionQuery } from '../job-detail-queries';
import { isTooFarForSite } from '../../../lib/remote-reach';

export type ApplyState =
  | { kind: 'closed' }
  | { kind: 'on-hold' }
  | { kind: 'too-far' }
  | { kind: 'sign-in' }
  | { kind: 'complete-profile' }
  | { kind: 'checking' }
  | { kind: 'check-failed'; error: unknown; retry: () => void }
  | { kind: 'external'; url: string | null }
  /** Already applied: the conversation about this job exists. */
  | { kind: 'continue-chat' }
  /** May apply; `chatExists` when a chat with the recruiter runs about another of their jobs. */
  | { kind: 'apply'; chatExists: boolean };

export function useApplyState(job: JobDetail): ApplyState {
  const session = useAtomValue(sessionAtom);
  const country = useAtomValue(countryAtom);
  const scope = useQueryScope();
  const tooFar = isTooFarForSite(job, country);
  const user = session.kind === 'user' ? session.user : undefined;
  const ask = job.status === 'open' && !tooFar && user !== undefined && user.is_profile_completed;
  const condition = useQuery(redirectConditionQuery(scope, job.id, ask));
  const chat = useQuery(chatExistsQuery(scope, job.recruiter.id, ask));

  if (job.status === 'closed') return { kind: 'closed' };
  if (job.status === 'on_hold') return { kind: 'on-hold' };
  if (tooFar) return { kind: 'too-far' };
  if (!user) return { kind: 'sign-in' };
  if (!user.is_profile_completed) return { kind: 'complete-profile' };
  const failed = condition.isError ? condition.error : chat.isError ? chat.error : undefined;
  if (failed !== undefined) {
    return {
      kind: 'check-failed',
      error: failed,
      retry: () => {
        if (condition.isError) void condition.refetch();
        if (chat.isError) void chat.refetch();
      },
    };
  }
  if (!condition.data || !chat.data) return { kind: 'checking' };
  switch (condition.data.redirect_type) {
    case 'complete_profile':
      return { kind: 'complete-profile' };
    case 'external':
      return { kind: 'external', url: condition.data.redirect_url ?? job.external_apply_url };
    case 'chat':
      return { kind: 'continue-chat' };
    default:
      return { kind: 'apply', chatExists: chat.data.exists };
  }
}
