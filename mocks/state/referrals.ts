/**
 * Invite friends, free VIP and reward points (W21). Every user's invite code is derived from the user
 * id ("JC" + base 36), so any account can be invited without a stored code. The complete-profile user has
 * invited two friends, holds 1200 points and made one withdrawal 40 days ago; the new user has nothing.
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import type { WithdrawalNetwork } from '../../sdk/generated/apiGo/hooks';
import { defineDomainState } from '../db/domain-state';
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

export interface ReferralAccountRecord {
  user_id: number;
  invited_by_user_id: number | null;
  vip_expires_at: number | null;
  points: number;
}

export interface InvitedFriendRecord {
  id: number;
  inviter_id: number;
  /** The invitee's account id; seeded friends are not accounts of the mocks. */
  invitee_id: number | null;
  name: string;
  avatar: string | null;
  joined_at: number;
}

export interface WithdrawalRecord {
  id: number;
  user_id: number;
  points: number;
  network: WithdrawalNetwork;
  wallet_address: string;
  requested_at: number;
}

export interface ReferralsState {
  accounts: Map<number, ReferralAccountRecord>;
  friends: Map<number, InvitedFriendRecord>;
  withdrawals: Map<number, WithdrawalRecord>;
  nextFriendId: number;
  nextWithdrawalId: number;
}

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

function createReferrals(): ReferralsState {
  const now = mockNow();
  const owner = SEED_USERS.complete;
  const accounts = new Map<number, ReferralAccountRecord>([
    [owner, { user_id: owner, invited_by_user_id: null, vip_expires_at: now + 21 * DAY_MS, points: 1200 }],
  ]);
  const friends = new Map<number, InvitedFriendRecord>([
    [1, { id: 1, inviter_id: owner, invitee_id: null, name: 'Paolo M.', avatar: null, joined_at: now - 20 * DAY_MS }],
    [2, { id: 2, inviter_id: owner, invitee_id: null, name: 'Angelica C.', avatar: null, joined_at: now - 9 * DAY_MS }],
  ]);
  const withdrawals = new Map<number, WithdrawalRecord>([
    [1, { id: 1, user_id: owner, points: 500, network: 'TRC20', wallet_address: 'TXk3p7WmQ9sJ2v8cN4aR6yB1uE5hD3fG7L', requested_at: now - 40 * DAY_MS }],
  ]);
  return { accounts, friends, withdrawals, nextFriendId: 3, nextWithdrawalId: 2 };
}

export const referrals = defineDomainState('referrals', createReferrals);

/** The user's referral record, created empty on first use. */
export function referralAccountOf(state: ReferralsState, userId: number): ReferralAccountRecord {
  let account = state.accounts.get(userId);
  if (!account) {
    account = { user_id: userId, invited_by_user_id: null, vip_expires_at: null, points: 0 };
    state.accounts.set(userId, account);
  }
  return account;
}

/** Adds one reward of VIP time after whatever is left. */
export function extendVip(account: ReferralAccountRecord, now: number): void {
  account.vip_expires_at = Math.max(now, account.vip_expires_at ?? now) + VIP_REWARD_MONTHS * VIP_MONTH_MS;
}

export function friendsOf(state: ReferralsState, userId: number): InvitedFriendRecord[] {
  return [...state.friends.values()].filter((friend) => friend.inviter_id === userId).sort((a, b) => b.joined_at - a.joined_at);
}

export function withdrawalsOf(state: ReferralsState, userId: number): WithdrawalRecord[] {
  return [...state.withdrawals.values()].filter((item) => item.user_id === userId).sort((a, b) => b.requested_at - a.requested_at || b.id - a.id);
}

export function isWithdrawalPending(withdrawal: WithdrawalRecord, now: number): boolean {
  return now < withdrawal.requested_at + WITHDRAWAL_PROCESSING_MS;
}

const WALLET_PATTERNS: Readonly<Record<WithdrawalNetwork, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** The withdrawal rules in the order the server checks them; null when the withdrawal may go ahead. */
export function withdrawalRule(
  state: ReferralsState,
  userId: number,
  request: { points: number; network: WithdrawalNetwork; wallet_address: string },
  now: number,
): number | null {
  if (request.points < MIN_POINTS[request.network]) return request.network === 'TRC20' ? ErrorCode.Trc20WithdrawalTooSmall : ErrorCode.Erc20WithdrawalTooSmall;
  if (request.points % POINTS_STEP !== 0) return ErrorCode.WithdrawalNotMultipleOf100;
  if (!WALLET_PATTERNS[request.network].test(request.wallet_address)) return ErrorCode.InvalidWalletAddress;
  if (request.points > referralAccountOf(state, userId).points) return ErrorCode.InsufficientPoints;
  const mine = withdrawalsOf(state, userId);
  if (mine.some((item) => isWithdrawalPending(item, now))) return ErrorCode.WithdrawalPending;
  if (mine.filter((item) => item.requested_at > now - WITHDRAWAL_WINDOW_MS).length >= WITHDRAWALS_PER_WINDOW) return ErrorCode.TooManyWithdrawalRequests;
  return null;
}

/** Joins with an inviter's code: both get VIP time, and the invitee shows among the inviter's friends. */
export function acceptInvite(state: ReferralsState, invitee: { id: number; name: string; avatar: string | null }, inviterId: number, now: number): ReferralAccountRecord {
  const me = referralAccountOf(state, invitee.id);
  me.invited_by_user_id = inviterId;
  extendVip(me, now);
  extendVip(referralAccountOf(state, inviterId), now);
  state.friends.set(state.nextFriendId, { id: state.nextFriendId, inviter_id: inviterId, invitee_id: invitee.id, name: invitee.name, avatar: invitee.avatar, joined_at: now });
  state.nextFriendId += 1;
  return me;
}

/** Takes the points off the balance and records the withdrawal (checked by withdrawalRule). */
export function addWithdrawal(state: ReferralsState, userId: number, request: Omit<WithdrawalRecord, 'id' | 'user_id' | 'requested_at'>, now: number): WithdrawalRecord {
  referralAccountOf(state, userId).points -= request.points;
  const withdrawal: WithdrawalRecord = { id: state.nextWithdrawalId, user_id: userId, ...request, requested_at: now };
  state.withdrawals.set(withdrawal.id, withdrawal);
  state.nextWithdrawalId += 1;
  return withdrawal;
}
