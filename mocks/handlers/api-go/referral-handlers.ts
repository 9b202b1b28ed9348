/** Invite friends and VIP (W21): my invitation, accept an invite code, reward points and withdrawal. */
import { acceptInviteCodeBody, withdrawRewardPointsBody } from '../../../sdk/generated/apiGo/zod';
import { mockNow } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { accounts, requireUser } from '../../state/accounts';
import {
  extendVip, friendsOf, inviteCodeOf, isWithdrawalPending, referralAccountOf, referrals, userIdOfInviteCode, VIP_REWARD_MONTHS,
  withdrawalRule, withdrawalsOf, type ReferralAccountRecord, type WithdrawalRecord,
} from '../../state/referrals';
import { requestContext } from '../request-context';
import { validateBody } from '../validate-request';

const iso = (epochMs: number): string => new Date(epochMs).toISOString();

function vipOf(account: ReferralAccountRecord, now: number) {
  const active = account.vip_expires_at !== null && account.vip_expires_at > now;
  return { is_vip: active, vip_expires_at: active ? iso(account.vip_expires_at!) : null };
}

function toWithdrawal(record: WithdrawalRecord, now: number) {
  const pending = isWithdrawalPending(record, now);
  return {
    id: record.id,
    points: record.points,
    network: record.network,
    wallet_address: record.wallet_address,
    status: pending ? ('pending' as const) : ('completed' as const),
    requested_at: iso(record.requested_at),
    processed_at: pending ? null : iso(record.requested_at + 24 * 3_600_000),
  };
}

export function referralHandlers() {
  return [
    operation('getMyInvitation', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const state = await referrals();
      const now = mockNow();
      const account = referralAccountOf(state, auth.user.id);
      const friends = friendsOf(state, auth.user.id);
      const code = inviteCodeOf(auth.user.id);
      return ok({
        invite_code: code,
        invite_link: `${requestContext(request).origin}/get-started?invite_code=${code}`,
        reward_vip_months: VIP_REWARD_MONTHS,
        invited_by_code: account.invited_by_user_id === null ? null : inviteCodeOf(account.invited_by_user_id),
        invited_count: friends.length,
        invited_friends: friends.map((friend) => ({
          id: friend.id, name: friend.name, avatar: friend.avatar, joined_at: iso(friend.joined_at), vip_months_granted: VIP_REWARD_MONTHS,
        })),
        vip: vipOf(account, now),
      });
    }),
    operation('acceptInviteCode', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, acceptInviteCodeBody);
      if (!body.ok) return body.response;
      const state = await referrals();
      const me = referralAccountOf(state, auth.user.id);
      if (me.invited_by_user_id !== null) return fail(41250);
      const inviterId = userIdOfInviteCode(body.data.invite_code);
      const inviter = inviterId === undefined ? undefined : (await accounts()).users.get(inviterId);
      // Only a newly registered account can join with someone else's code.
      if (!inviter || inviter.id === auth.user.id || !auth.user.is_new_account) return fail(41251);
      const now = mockNow();
      const inviterAccount = referralAccountOf(state, inviter.id);
      me.invited_by_user_id = inviter.id;
      extendVip(me, now);
      extendVip(inviterAccount, now);
      state.friends.set(state.nextFriendId, {
        id: state.nextFriendId,
        inviter_id: inviter.id,
        invitee_id: auth.user.id,
        name: `${auth.user.first_name} ${auth.user.last_name.charAt(0)}.`,
        avatar: auth.user.avatar,
        joined_at: now,
      });
      state.nextFriendId += 1;
      return ok({ inviter_name: `${inviter.first_name} ${inviter.last_name.charAt(0)}.`, vip: vipOf(me, now) });
    }),
    operation('getRewardPoints', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const state = await referrals();
      const now = mockNow();
      const withdrawals = withdrawalsOf(state, auth.user.id);
      return ok({
        points_balance: referralAccountOf(state, auth.user.id).points,
        pending_points: withdrawals.filter((item) => isWithdrawalPending(item, now)).reduce((sum, item) => sum + item.points, 0),
        withdrawals: withdrawals.map((item) => toWithdrawal(item, now)),
      });
    }),
    operation('withdrawRewardPoints', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, withdrawRewardPointsBody);
      if (!body.ok) return body.response;
      const state = await referrals();
      const now = mockNow();
      const refused = withdrawalRule(state, auth.user.id, body.data, now);
      if (refused !== null) return fail(refused);
      const account = referralAccountOf(state, auth.user.id);
      account.points -= body.data.points;
      const withdrawal: WithdrawalRecord = { id: state.nextWithdrawalId, user_id: auth.user.id, ...body.data, requested_at: now };
      state.withdrawals.set(withdrawal.id, withdrawal);
      state.nextWithdrawalId += 1;
      return ok({ points_balance: account.points, withdrawal: toWithdrawal(withdrawal, now) });
    }),
  ];
}
