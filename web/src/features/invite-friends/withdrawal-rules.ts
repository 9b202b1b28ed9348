/**
 * The withdrawal rules of spec section 9 and withdrawRewardPoints, checked before the call as the server
 * checks them: at least 100 points on TRC20 (41246) and 1000 on ERC20 (41247), in multiples of 100
 * (41244), an address that fits the network (41248: TRC20 `T` + 33 base58 characters, ERC20 `0x` + 40
 * hex digits), never more than the balance (41243). Each refusal reads as the server's code does.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ErrorCode } from '@sdk/api-error';
import { WithdrawalNetwork } from './invite-friends-queries';

export const NETWORKS = [WithdrawalNetwork.TRC20, WithdrawalNetwork.ERC20] as const;
export const MIN_POINTS: Readonly<Record<WithdrawalNetwork, number>> = { TRC20: 100, ERC20: 1000 };
export const POINTS_STEP = 100;

const WALLET_PATTERNS: Readonly<Record<WithdrawalNetwork, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

export interface WithdrawalValues {
  network: WithdrawalNetwork;
  wallet_address: string;
  points: string;
}

type Refusal = 'required' | 'wholeNumber' | ErrorCode;

/** Why these points cannot be withdrawn, in the server's order, or undefined when they can. */
export function pointsRefusal(network: WithdrawalNetwork, typed: string, balance: number): Refusal | undefined {
  const text = typed.trim();
  if (text === '') return 'required';
  if (!/^[0-9]+$/.test(text)) return 'wholeNumber';
  const points = Number(text);
  if (points < MIN_POINTS[network]) return network === WithdrawalNetwork.TRC20 ? ErrorCode.Trc20WithdrawalTooSmall : ErrorCode.Erc20WithdrawalTooSmall;
  if (points % POINTS_STEP !== 0) return ErrorCode.WithdrawalNotMultipleOf100;
  if (points > balance) return ErrorCode.InsufficientPoints;
  return undefined;
}

export function walletRefusal(network: WithdrawalNetwork, typed: string): Refusal | undefined {
  const address = typed.trim();
  if (address === '') return 'required';
  return WALLET_PATTERNS[network].test(address) ? undefined : ErrorCode.InvalidWalletAddress;
}

function messageOf(refusal: Refusal, t: TFunction): string {
  if (refusal === 'required') return t('common:validation.required');
  if (refusal === 'wholeNumber') return t('invite-friends:withdraw.wholeNumber');
  return t(`errors:code.${refusal}`);
}

/** The form's schema for the balance the user has now. */
export const withdrawalSchema = (t: TFunction, balance: number) =>
  z
    .object({ network: z.enum(NETWORKS), wallet_address: z.string(), points: z.string() })
    .superRefine((values, ctx) => {
      const points = pointsRefusal(values.network, values.points, balance);
      if (points !== undefined) ctx.addIssue({ code: 'custom', path: ['points'], message: messageOf(points, t) });
      const wallet = walletRefusal(values.network, values.wallet_address);
      if (wallet !== undefined) ctx.addIssue({ code: 'custom', path: ['wallet_address'], message: messageOf(wallet, t) });
    });
