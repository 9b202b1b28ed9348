/** Invite friends and VIP (W21): my invitation, accept an invite code, reward points and withdrawal. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { acceptInviteCodeBody, withdrawRewardPointsBody } from '../../../sdk/generated/apiGo/zod';
import { mockNow } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { accountById } from '../../state/accounts';
import {
  acceptInvite, addWithdrawal, friendsOf, inviteCodeOf, isWithdrawalPending, referralAccountOf, userIdOfInviteCode, VIP_REWARD_MONTHS,
  withdrawalRule, withdrawalsOf, type ReferralAccountRecord, type WithdrawalRecord,
} from '../../state/referrals';

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
    defineOperation('getMyInvitation', {
      access: 'user',
      handle: async ({ ctx, user }) => {
        const now = mockNow();
        const account = await referralAccountOf(user.id);
        const friends = await friendsOf(user.id);
        const code = inviteCodeOf(user.id);
        return ok({
          invite_code: code,
          invite_link: `${ctx.origin}/get-started?invite_code=${code}`,
          reward_vip_months: VIP_REWARD_MONTHS,
          invited_by_code: account.invited_by_user_id === null ? null : inviteCodeOf(account.invited_by_user_id),
          invited_count: friends.length,
          invited_friends: friends.map((friend) => ({
            id: friend.id, name: friend.name, avatar: friend.avatar, joined_at: iso(friend.joined_at), vip_months_granted: VIP_REWARD_MONTHS,
          })),
          vip: vipOf(account, now),
        });
      },
    }),
    defineOperation('acceptInviteCode', {
      access: 'user',
      body: acceptInviteCodeBody,
      handle: async ({ user, body }) => {
        if ((await referralAccountOf(user.id)).invited_by_user_id !== null) return fail(ErrorCode.RewardAlreadyClaimed);
        const inviterId = userIdOfInviteCode(body.invite_code);
        const inviter = inviterId === undefined ? undefined : await accountById(inviterId);
        // Only a newly registered account can join with someone else's code.
        if (!inviter || inviter.id === user.id || !user.is_new_account) return fail(ErrorCode.InvitationRewardUnavailable);
        const now = mockNow();
        const me = await acceptInvite({ id: user.id, name: `${user.first_name} ${user.last_name.charAt(0)}.`, avatar: user.avatar }, inviter.id, now);
        return ok({ inviter_name: `${inviter.first_name} ${inviter.last_name.charAt(0)}.`, vip: vipOf(me, now) });
      },
    }),
    defineOperation('getRewardPoints', {
      access: 'user',
      handle: async ({ user }) => {
        const now = mockNow();
        const withdrawals = await withdrawalsOf(user.id);
        return ok({
          points_balance: (await referralAccountOf(user.id)).points,
          pending_points: withdrawals.filter((item) => isWithdrawalPending(item, now)).reduce((sum, item) => sum + item.points, 0),
          withdrawals: withdrawals.map((item) => toWithdrawal(item, now)),
        });
      },
    }),
    defineOperation('withdrawRewardPoints', {
      access: 'user',
      body: withdrawRewardPointsBody,
      handle: async ({ user, body }) => {
        const now = mockNow();
        const refused = await withdrawalRule(user.id, body, now);
        if (refused !== null) return fail(refused);
        const withdrawal = await addWithdrawal(user.id, body, now);
        return ok({ points_balance: (await referralAccountOf(user.id)).points, withdrawal: toWithdrawal(withdrawal, now) });
      },
    }),
  ];
}
