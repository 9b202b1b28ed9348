/**
 * The referral calls (W21): my invitation, accepting a friend's code once the new account exists, and
 * the reward points with their withdrawal.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetMyInvitationQueryOptions, getGetRewardPointsQueryKey, getGetRewardPointsQueryOptions, useAcceptInviteCode, useWithdrawRewardPoints,
} from '@sdk/generated/apiGo/hooks';
import { scoped, scopedKey, useQueryScope, type QueryScope } from '../../lib/query-scope';

const handlesError = { handlesError: true } as const;

/** The page shows its own error state. */
export function myInvitationQuery(scope: QueryScope) {
  return scoped(scope, getGetMyInvitationQueryOptions({ query: { meta: handlesError } }));
}

export function useAcceptInvite() {
  return useAcceptInviteCode({ mutation: { meta: handlesError } });
}

/** The points section shows its own error state. */
export function rewardPointsQuery(scope: QueryScope) {
  return scoped(scope, getGetRewardPointsQueryOptions({ query: { meta: handlesError } }));
}

/** The form says why a withdrawal was refused; a withdrawal made changes the balance and the list. */
export function useWithdrawPoints() {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  return useWithdrawRewardPoints({
    mutation: {
      meta: handlesError,
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: scopedKey(scope, getGetRewardPointsQueryKey()) }),
    },
  });
}
