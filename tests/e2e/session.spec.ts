/**
 * Sessions in the browser: a signed-in user (the spec's `sessionid` and `user` cookies) sees their name
 * in the header and logs out from its menu; a forced 401 signs them out to /get-started with
 * auth_status=expired; a guest resets a password (W02). Runs in both projects (gotoWithScenario steers
 * the in-browser mocks or the mock HTTP server).
 */
import { expect, test, type BrowserContext, type TestInfo } from './support';
import { appPort, gotoWithScenario, resetMocks, signInAsMaria } from './support';

async function signInWithCookies(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  await signInAsMaria(context, `http://localhost:${appPort(testInfo)}`);
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((item) => item.name === name);
  return cookie && cookie.value !== '' ? cookie.value : undefined;
}

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

test('a signed-in user sees their name and is signed out by a 401', async ({ page, request }, testInfo) => {
  await signInWithCookies(page.context(), testInfo);
  await page.goto('/companies');
  await expect(page.getByRole('button', { name: 'Maria Santos: account menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log in / Sign up' })).toHaveCount(0);

  await gotoWithScenario(page, request, testInfo, '/job/accountant-200001', 'listSimilarJobs:40003');
  await expect(page).toHaveURL(/\/get-started$/);
  expect(await cookieValue(page.context(), 'auth_status')).toBe('expired');
  expect(await cookieValue(page.context(), 'sessionid')).toBeUndefined();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();
});

test('a signed-in user logs out from the header menu with the keyboard', async ({ page }, testInfo) => {
  await signInWithCookies(page.context(), testInfo);
  await page.goto('/companies');
  const account = page.getByRole('button', { name: 'Maria Santos: account menu' });
  // The menu answers once its chunk (the signed-in header's) has hydrated; until then the key does nothing.
  await expect(async () => {
    await account.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My jobs' })).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('End');
  const logOut = page.getByRole('menuitem', { name: 'Log out' });
  await expect(logOut).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);

  await account.click();
  await logOut.click();
  await expect(page).toHaveURL(`http://localhost:${appPort(testInfo)}/`);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();
  expect(await cookieValue(page.context(), 'sessionid')).toBeUndefined();
  expect(await cookieValue(page.context(), 'user')).toBeUndefined();
});

test('a guest resets their password (W02)', async ({ page }) => {
  await page.goto('/get-started/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill('new.user@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeFocused();
  await page.getByLabel('6-digit code').fill('123456');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/change-password\?email=new\.user%40example\.com&otp=123456$/);
  await page.getByLabel('New password', { exact: true }).fill('Harbour#2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Harbour#2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/get-started$/);
});
