/**
 * The referral calls (W21): my invitation, accepting a friend's code once the new account exists, and
 * the reward points with their withdrawal. Every screen shows its own errors.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetMyInvitationQueryOptions, getGetRewardPointsQueryKey, getGetRewardPointsQueryOptions, useAcceptInviteCode, useWithdrawRewardPoints,
} from '@sdk/generated/apiGo/hooks';
import { scoped, scopedKey, useQueryScope, type QueryScope } from '../../lib/query-scope';

/** The withdrawal networks, for the form and its rules. */
export { WithdrawalNetwork } from '@sdk/generated/apiGo/hooks';

/** The page shows its own error state. */
export function myInvitationQuery(scope: QueryScope) {
  return scoped(scope, getGetMyInvitationQueryOptions());
}

/** The invite code handler tells the outcome itself, in the notification bar. */
export function useAcceptInviteCodeMutation() {
  return useAcceptInviteCode();
}

/** The points section shows its own error state. */
export function rewardPointsQuery(scope: QueryScope) {
  return scoped(scope, getGetRewardPointsQueryOptions());
}

/** The form says why a withdrawal was refused; a withdrawal made changes the balance and the list. */
export function useWithdrawRewardPointsMutation() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useWithdrawRewardPoints({
    mutation: {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getGetRewardPointsQueryKey()) }),
    },
  });
}
