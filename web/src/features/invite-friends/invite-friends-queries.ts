/** The referral calls (W21): my invitation, and accepting a friend's code once the new account exists. */
import { getGetMyInvitationQueryOptions, useAcceptInviteCode } from '@sdk/generated/apiGo/hooks';
import { scoped, type QueryScope } from '../../lib/query-scope';

/** The page shows its own error state. */
export function myInvitationQuery(scope: QueryScope) {
  return scoped(scope, getGetMyInvitationQueryOptions({ query: { meta: { handlesError: true } } }));
}

export function useAcceptInvite() {
  return useAcceptInviteCode({ mutation: { meta: { handlesError: true } } });
}
