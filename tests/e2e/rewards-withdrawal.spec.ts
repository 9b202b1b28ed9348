/**
 * Issue 14's rewards journey, in both projects: Maria (seeded with 1,200 reward points) asks to withdraw
 * fewer points than TRC20's minimum of 100; the withdrawal is refused with its message (41246's words)
 * and, after a reload, her balance is untouched.
 */
import { appPort, expect, expectNoSeriousA11yViolations, resetMocks, signInAsMaria, test } from './support';

const TRC20_WALLET = 'TXk3p7WmQ9sJ2v8cN4aR6yB1uE5hD3fG7L';

test.beforeEach(async ({ request, context }, testInfo) => {
  await resetMocks(request, testInfo);
  await signInAsMaria(context, `http://localhost:${appPort(testInfo)}`);
});

test('a withdrawal below the minimum is refused with its message', async ({ page }) => {
  await page.goto('/invite-friends');
  const rewards = page.getByRole('region', { name: 'Reward points' });
  const balance = rewards.getByRole('definition').first();
  await expect(balance).toHaveText('1,200');

  await rewards.getByRole('radio', { name: 'TRC20 (USDT on TRON)' }).check();
  await rewards.getByLabel('Wallet address').fill(TRC20_WALLET);
  const points = rewards.getByLabel('Points to withdraw');
  await points.fill('50');
  await rewards.getByRole('button', { name: 'Withdraw' }).click();

  await expect(points).toHaveAccessibleDescription(/You need at least 100 points to withdraw via TRC20\./);
  await expect(points).toHaveAttribute('aria-invalid', 'true');
  await expect(points).toHaveValue('50');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Reward points' }).getByRole('definition').first()).toHaveText('1,200');
});
