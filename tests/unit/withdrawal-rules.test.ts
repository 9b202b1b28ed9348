/** The withdrawal rules checked before withdrawRewardPoints (spec section 9), at their edges. */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/api-error';
import { pointsRefusal, walletRefusal } from '@web/features/invite-friends/withdrawal-rules';

const TRC20_WALLET = 'TXk3p7WmQ9sJ2v8cN4aR6yB1uE5hD3fG7L';
const ERC20_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('pointsRefusal', () => {
  it('takes 100 on TRC20 and 1000 on ERC20, in hundreds, up to the balance', () => {
    expect(pointsRefusal('TRC20', '100', 100)).toBeUndefined();
    expect(pointsRefusal('TRC20', ' 1200 ', 1200)).toBeUndefined();
    expect(pointsRefusal('ERC20', '1000', 1200)).toBeUndefined();
  });

  it('refuses in the server\'s order: minimum, multiple of 100, balance', () => {
    expect(pointsRefusal('TRC20', '', 1200)).toBe('required');
    expect(pointsRefusal('TRC20', '1e3', 1200)).toBe('wholeNumber');
    expect(pointsRefusal('TRC20', '-100', 1200)).toBe('wholeNumber');
    expect(pointsRefusal('TRC20', '99', 1200)).toBe(ErrorCode.Trc20WithdrawalTooSmall);
    expect(pointsRefusal('ERC20', '900', 1200)).toBe(ErrorCode.Erc20WithdrawalTooSmall);
    expect(pointsRefusal('ERC20', '950', 0)).toBe(ErrorCode.Erc20WithdrawalTooSmall);
    expect(pointsRefusal('TRC20', '101', 0)).toBe(ErrorCode.WithdrawalNotMultipleOf100);
    expect(pointsRefusal('TRC20', '1300', 1200)).toBe(ErrorCode.InsufficientPoints);
  });
});

describe('walletRefusal', () => {
  it('takes T and 33 base58 characters on TRC20, 0x and 40 hex digits on ERC20', () => {
    expect(walletRefusal('TRC20', ` ${TRC20_WALLET} `)).toBeUndefined();
    expect(walletRefusal('ERC20', ERC20_WALLET.toLowerCase())).toBeUndefined();
  });

  it('refuses an address of the other network, or of the wrong length or alphabet', () => {
    expect(walletRefusal('TRC20', '')).toBe('required');
    expect(walletRefusal('TRC20', ERC20_WALLET)).toBe(ErrorCode.InvalidWalletAddress);
    expect(walletRefusal('ERC20', TRC20_WALLET)).toBe(ErrorCode.InvalidWalletAddress);
    expect(walletRefusal('TRC20', TRC20_WALLET.slice(0, -1))).toBe(ErrorCode.InvalidWalletAddress);
    expect(walletRefusal('TRC20', `${TRC20_WALLET.slice(0, -1)}O`)).toBe(ErrorCode.InvalidWalletAddress);
    expect(walletRefusal('ERC20', `${ERC20_WALLET.slice(0, -1)}g`)).toBe(ErrorCode.InvalidWalletAddress);
  });
});
