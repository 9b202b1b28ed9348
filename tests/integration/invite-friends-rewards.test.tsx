/**
 * W21 reward points (spec section 9): the balance and the withdrawals made; a withdrawal to a USDT wallet
 * checked before the call as the server checks it (at least 100 points on TRC20 and 1000 on ERC20, in
 * multiples of 100, an address that fits the network, never more than the balance); a refused withdrawal
 * keeps what was typed, and every code of withdrawRewardPoints reaches the screen with its message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import { withdrawalsOf } from '../../mocks/state/referrals';
import { renderApp } from './render-app';
import { messageOf, signInAsJuan, signInAsMaria } from './resumes-steps';

const MARIA = 900_001;
const TRC20_WALLET = 'TXk3p7WmQ9sJ2v8cN4aR6yB1uE5hD3fG7L';
const ERC20_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

async function openRewards(signIn: () => void = signInAsMaria) {
  signIn();
  const view = await renderApp('/invite-friends');
  const section = await screen.findByRole('region', { name: 'Reward points' });
  await within(section).findByRole('button', { name: 'Withdraw' });
  return { ...view, section };
}

function fact(section: HTMLElement, label: string): string | null {
  return within(section).getByText(label).nextElementSibling?.textContent ?? null;
}

const field = {
  wallet: () => screen.getByLabelText('Wallet address'),
  points: () => screen.getByLabelText('Points to withdraw'),
};

async function fillWithdrawal(user: UserEvent, { network = 'TRC20', wallet = TRC20_WALLET, points }: { network?: 'TRC20' | 'ERC20'; wallet?: string; points: string }) {
  await user.click(screen.getByRole('radio', { name: network === 'TRC20' ? 'TRC20 (USDT on TRON)' : 'ERC20 (USDT on Ethereum)' }));
  await user.clear(field.wallet());
  if (wallet) await user.type(field.wallet(), wallet);
  await user.clear(field.points());
  if (points) await user.type(field.points(), points);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
}

async function withdrawalCount(): Promise<number> {
  return (await withdrawalsOf(MARIA)).length;
}

describe('reward points on /invite-friends', () => {
  it('shows the balance, the points held and the withdrawals made', async () => {
    const { section } = await openRewards();
    expect(fact(section, 'Points available')).toBe('1,200');
    expect(fact(section, 'Held by a pending withdrawal')).toBe('0');
    const history = within(section).getByRole('list', { name: 'Your withdrawals' });
    expect(within(history).getByText(/^500 points on TRC20, requested /)).toBeInTheDocument();
    expect(within(history).getByText(TRC20_WALLET)).toBeInTheDocument();
    expect(within(history).getByRole('listitem')).toHaveTextContent(/· completed /);
  });

  it('checks each rule before the call, with the server\'s words, and keeps what was typed', async () => {
    const { user } = await openRewards();
    await fillWithdrawal(user, { wallet: '', points: '' });
    expect(field.wallet()).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(field.points()).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));

    const refusals: [Parameters<typeof fillWithdrawal>[1], 'points' | 'wallet', string][] = [
      [{ points: '12.5' }, 'points', 'Please enter a whole number of points.'],
      [{ points: '50' }, 'points', messageOf(41246)],
      [{ network: 'ERC20', wallet: ERC20_WALLET, points: '500' }, 'points', messageOf(41247)],
      [{ points: '150' }, 'points', messageOf(41244)],
      [{ points: '1300' }, 'points', messageOf(41243)],
      [{ wallet: ERC20_WALLET, points: '100' }, 'wallet', messageOf(41248)],
      [{ network: 'ERC20', wallet: TRC20_WALLET, points: '1000' }, 'wallet', messageOf(41248)],
      [{ wallet: `${TRC20_WALLET.slice(0, -1)}0`, points: '100' }, 'wallet', messageOf(41248)],
    ];
    for (const [values, where, message] of refusals) {
      await fillWithdrawal(user, values);
      const input = field[where]();
      await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(field.points()).toHaveValue(values.points);
    }
    expect(await withdrawalCount()).toBe(1);
  });

  it('tells the rules of the network chosen', async () => {
    const { user } = await openRewards();
    expect(field.points()).toHaveAccessibleDescription('At least 100 on TRC20, in multiples of 100.');
    expect(field.wallet()).toHaveAccessibleDescription('A TRC20 address starts with T and has 34 letters and digits.');
    await user.click(screen.getByRole('radio', { name: 'ERC20 (USDT on Ethereum)' }));
    expect(field.points()).toHaveAccessibleDescription('At least 1,000 on ERC20, in multiples of 100.');
    expect(field.wallet()).toHaveAccessibleDescription('An ERC20 address starts with 0x followed by 40 hexadecimal digits.');
  });

  it('withdraws to a TRC20 wallet, shows it pending, checks the new balance, and refuses a second one while it is (41249)', async () => {
    const { user, section } = await openRewards();
    await fillWithdrawal(user, { points: '300' });
    expect(await within(section).findByText(`Withdrawal requested: 300 points on TRC20 to ${TRC20_WALLET}. It is processed within a day.`)).toBeInTheDocument();
    await waitFor(() => expect(fact(section, 'Points available')).toBe('900'));
    expect(fact(section, 'Held by a pending withdrawal')).toBe('300');
    const history = within(section).getByRole('list', { name: 'Your withdrawals' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(/^300 points on TRC20, requested .* · pending$/);
    expect(field.points()).toHaveValue('');
    expect(field.wallet()).toHaveValue(TRC20_WALLET);

    await fillWithdrawal(user, { points: '1000' });
    await waitFor(() => expect(field.points()).toHaveAccessibleDescription(expect.stringContaining(messageOf(41243))));
    await fillWithdrawal(user, { points: '200' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(messageOf(41249));
    expect(field.points()).toHaveValue('200');
    expect(await withdrawalCount()).toBe(2);
  });

  it('withdraws 1000 points to an ERC20 wallet', async () => {
    const { user, section } = await openRewards();
    await fillWithdrawal(user, { network: 'ERC20', wallet: ERC20_WALLET, points: '1000' });
    expect(await within(section).findByText(`Withdrawal requested: 1,000 points on ERC20 to ${ERC20_WALLET}. It is processed within a day.`)).toBeInTheDocument();
    await waitFor(() => expect(fact(section, 'Points available')).toBe('200'));
    expect((await withdrawalsOf(MARIA))[0]).toMatchObject({ points: 1000, network: 'ERC20', wallet_address: ERC20_WALLET });
  });

  it.each([41243, 41244, 41245, 41246, 41247, 41248, 41249, 40001, 41044, 50001])('says why the server refused a withdrawal (%i) and keeps the form', async (code) => {
    forceError('withdrawRewardPoints', code);
    const { user, section } = await openRewards();
    await fillWithdrawal(user, { points: '300' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(messageOf(code));
    expect(field.points()).toHaveValue('300');
    expect(field.wallet()).toHaveValue(TRC20_WALLET);
    expect(fact(section, 'Points available')).toBe('1,200');
  });

  it('says how long to wait after too many attempts (40006)', async () => {
    forceError('withdrawRewardPoints', 40006, { retryAfter: 12 });
    const { user, section } = await openRewards();
    await fillWithdrawal(user, { points: '300' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 12 seconds.');
  });

  it('refuses any withdrawal of a user with no points, and shows no withdrawals', async () => {
    const { user, section } = await openRewards(signInAsJuan);
    expect(fact(section, 'Points available')).toBe('0');
    expect(within(section).getByText('You have not withdrawn any points yet.')).toBeInTheDocument();
    await fillWithdrawal(user, { points: '100' });
    await waitFor(() => expect(field.points()).toHaveAccessibleDescription(expect.stringContaining(messageOf(41243))));
  });

  it('shows the points call\'s error in its section, the invitation still there, and tries again', async () => {
    forceError('getRewardPoints', 50001);
    signInAsMaria();
    const { user } = await renderApp('/invite-friends');
    const section = await screen.findByRole('region', { name: 'Reward points' });
    const alert = await within(section).findByRole('alert');
    expect(screen.getByLabelText('Your invite code')).toBeInTheDocument();
    resetScenarios();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });
});
