/**
 * Sign in and sign up (W01) end to end, in both projects: against the in-browser mocks and on the
 * production build over HTTP (the mock server is reset before each test, addresses are unique).
 */
import { expect, expectNoSeriousA11yViolations, resetMocks, signInWithPassword, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

test('a new user signs up by email OTP and lands where the routing rule says', async ({ page }) => {
  await page.goto('/get-started');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email address').fill(`e2e.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeFocused();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  await code.fill('123456');
  await page.getByRole('button', { name: 'Continue' }).click();
  // A new account still needs its profile: the profile setup's first step.
  await expect(page).toHaveURL(/\/jobseeker-complete-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sessionid')?.value).toBeTruthy();
});

test('a returning user signs in with a redirect and lands on it', async ({ page }) => {
  await page.goto('/get-started?redirect=%2Fcompanies');
  await signInWithPassword(page, 'maria.santos@example.com');
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Back on /get-started, a signed-in user is asked to sign out first.
  await page.goto('/get-started');
  await expect(page.getByRole('heading', { level: 1, name: 'You are already signed in' })).toBeVisible();
  await expect(page.getByText('You are signed in as Maria Santos.')).toBeVisible();
});

test('an external redirect target is refused', async ({ page }) => {
  await page.goto(`/get-started?redirect=${encodeURIComponent('https://evil.example/steal')}`);
  await signInWithPassword(page, 'maria.santos@example.com');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/onsite-job$/);
  expect(new URL(page.url()).hostname).toBe('localhost');
});

test('a hostile redirect target lands in the app after sign-in, not stuck on "Signing you in"', async ({ page }) => {
  // The browser strips the tab from "/%09/evil.example" and would read "//evil.example".
  for (const hostile of ['/%09/evil.example', 'https://app@evil.example/']) {
    await page.context().clearCookies();
    await page.goto(`/get-started?redirect=${encodeURIComponent(hostile)}`);
    await signInWithPassword(page, 'maria.santos@example.com');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/onsite-job$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a wrong password says "invalid credential" and keeps the form', async ({ page }) => {
  await page.goto('/get-started');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email or phone number').fill('maria.santos@example.com');
  await page.locator('input').and(page.getByLabel('Password', { exact: true })).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('invalid credential');
  await expect(page.getByLabel('Email or phone number')).toHaveValue('maria.santos@example.com');
});
