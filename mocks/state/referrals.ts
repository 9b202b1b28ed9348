/**
 * Invite friends, free VIP and reward points (W21). Every user's invite code is derived from the user
 * id ("JC" + base 36), so any account can be invited without a stored code. The complete-profile user has
 * invited two friends, holds 1200 points and made one withdrawal 40 days ago; the new user has nothing.
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import type { WithdrawalNetwork } from '../../sdk/generated/apiGo/hooks';
import { z } from 'zod';
import { defineCollection, type RecordOf } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';
import { SEED_USERS } from './accounts';

const DAY_MS = 24 * 3_600_000;
/** One month of VIP per invitation, for the inviter and the invitee. */
export const VIP_REWARD_MONTHS = 1;
export const VIP_MONTH_MS = 30 * DAY_MS;
/** A withdrawal is processed a day after it is requested. */
export const WITHDRAWAL_PROCESSING_MS = DAY_MS;
export const WITHDRAWAL_WINDOW_MS = 30 * DAY_MS;
export const WITHDRAWALS_PER_WINDOW = 3;
export const MIN_POINTS: Readonly<Record<WithdrawalNetwork, number>> = { TRC20: 100, ERC20: 1000 };
export const POINTS_STEP = 100;

export const referralAccountSchema = z.object({
  user_id: z.number().int(),
  invited_by_user_id: z.number().int().nullable(),
  /** Epoch ms. */
  vip_expires_at: z.number().nullable(),
  points: z.number().int(),
});

export const invitedFriendSchema = z.object({
  id: z.number().int(),
  inviter_id: z.number().int(),
  /** The invitee's account id; seeded friends are not accounts of the mocks. */
  invitee_id: z.number().int().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** Epoch ms. */
  joined_at: z.number(),
});

export const withdrawalSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  points: z.number().int(),
  network: z.enum(['TRC20', 'ERC20']),
  wallet_address: z.string(),
  /** Epoch ms. */
  requested_at: z.number(),
});

export type ReferralAccountRecord = RecordOf<typeof referralAccountSchema>;
export type InvitedFriendRecord = RecordOf<typeof invitedFriendSchema>;
export type WithdrawalRecord = RecordOf<typeof withdrawalSchema>;

export function inviteCodeOf(userId: number): string {
  return `JC${userId.toString(36).toUpperCase()}`;
}

/** The user id an invite code names, or undefined when it is not one of ours. */
export function userIdOfInviteCode(code: string): number | undefined {
  const match = /^JC([0-9A-Z]+)$/.exec(code.trim().toUpperCase());
  if (!match) return undefined;
  const id = parseInt(match[1]!, 36);
  return Number.isSafeInteger(id) ? id : undefined;
}

const referralAccounts = defineCollection('referral-accounts', {
  schema: referralAccountSchema,
  seed: () => [{ user_id: SEED_USERS.complete, invited_by_user_id: null, vip_expires_at: mockNow() + 21 * DAY_MS, points: 1200 }],
});

export const invitedFriends = defineCollection('invited-friends', {
  schema: invitedFriendSchema,
  seed: () => {
    const now = mockNow();
    return [
      { inviter_id: SEED_USERS.complete, invitee_id: null, name: 'Paolo M.', avatar: null, joined_at: now - 20 * DAY_MS },
      { inviter_id: SEED_USERS.complete, invitee_id: null, name: 'Angelica C.', avatar: null, joined_at: now - 9 * DAY_MS },
    ];
  },
});

export const withdrawals = defineCollection('withdrawals', {
  schema: withdrawalSchema,
  seed: () => [
    { user_id: SEED_USERS.complete, points: 500, network: 'TRC20' as const, wallet_address: 'TXk3p7WmQ9sJ2v8cN4aR6yB1uE5hD3fG7L', requested_at: mockNow() - 40 * DAY_MS },
  ],
});

/** The user's referral record, created empty on first use. */
export function referralAccountOf(userId: number): Promise<ReferralAccountRecord> {
  return referralAccounts.exclusive(async () =>
    (await referralAccounts()).findFirst((q) => q.where({ user_id: userId }))
      ?? referralAccounts.create({ user_id: userId, invited_by_user_id: null, vip_expires_at: null, points: 0 }));
}

/** One reward of VIP time after whatever is left. */
function vipExtendedFrom(account: ReferralAccountRecord, now: number): number {
  return Math.max(now, account.vip_expires_at ?? now) + VIP_REWARD_MONTHS * VIP_MONTH_MS;
}

/** The user's invited friends, newest first. */
export async function friendsOf(userId: number): Promise<InvitedFriendRecord[]> {
  return (await invitedFriends()).findMany((q) => q.where({ inviter_id: userId })).sort((a, b) => b.joined_at - a.joined_at);
}

/** The user's withdrawals, newest first. */
export async function withdrawalsOf(userId: number): Promise<WithdrawalRecord[]> {
  return (await withdrawals()).findMany((q) => q.where({ user_id: userId })).sort((a, b) => b.requested_at - a.requested_at || b.id - a.id);
}

export function isWithdrawalPending(withdrawal: WithdrawalRecord, now: number): boolean {
  return now < withdrawal.requested_at + WITHDRAWAL_PROCESSING_MS;
}

const WALLET_PATTERNS: Readonly<Record<WithdrawalNetwork, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** The withdrawal rules in the order the server checks them; null when the withdrawal may go ahead. */
export async function withdrawalRule(
  userId: number,
  request: { points: number; network: WithdrawalNetwork; wallet_address: string },
  now: number,
): Promise<number | null> {
  if (request.points < MIN_POINTS[request.network]) return request.network === 'TRC20' ? ErrorCode.Trc20WithdrawalTooSmall : ErrorCode.Erc20WithdrawalTooSmall;
  if (request.points % POINTS_STEP !== 0) return ErrorCode.WithdrawalNotMultipleOf100;
  if (!WALLET_PATTERNS[request.network].test(request.wallet_address)) return ErrorCode.InvalidWalletAddress;
  if (request.points > (await referralAccountOf(userId)).points) return ErrorCode.InsufficientPoints;
  const mine = await withdrawalsOf(userId);
  if (mine.some((item) => isWithdrawalPending(item, now))) return ErrorCode.WithdrawalPending;
  if (mine.filter((item) => item.requested_at > now - WITHDRAWAL_WINDOW_MS).length >= WITHDRAWALS_PER_WINDOW) return ErrorCode.TooManyWithdrawalRequests;
  return null;
}

/** Joins with an inviter's code: both get VIP time, and the invitee shows among the inviter's friends. */
export async function acceptInvite(invitee: { id: number; name: string; avatar: string | null }, inviterId: number, now: number): Promise<ReferralAccountRecord> {
  const me = await referralAccounts.update(await referralAccountOf(invitee.id), (draft) => {
    draft.invited_by_user_id = inviterId;
    draft.vip_expires_at = vipExtendedFrom(draft, now);
  });
  await referralAccounts.update(await referralAccountOf(inviterId), (draft) => {
    draft.vip_expires_at = vipExtendedFrom(draft, now);
  });
  await invitedFriends.insert({ inviter_id: inviterId, invitee_id: invitee.id, name: invitee.name, avatar: invitee.avatar, joined_at: now });
  return me;
}

/** Takes the points off the balance and records the withdrawal (checked by withdrawalRule). */
export async function addWithdrawal(userId: number, request: Omit<WithdrawalRecord, 'id' | 'user_id' | 'requested_at'>, now: number): Promise<WithdrawalRecord> {
  await referralAccounts.update(await referralAccountOf(userId), (draft) => {
    draft.points -= request.points;
  });
  return withdrawals.insert({ user_id: userId, ...request, requested_at: now });
}
