/**
 * Social sign-in end to end: the round trip through the mock provider page lands signed in on the
 * redirect target. The mock provider page exists in mock mode only (the production build has none of
 * it), so the production-over-http project skips this spec.
 */
import { expect, test } from './support';
import { isProductionBuild } from './support';

test.beforeEach(({ baseURL: _baseURL }, testInfo) => {
  test.skip(isProductionBuild(testInfo), 'the mock social provider page is built in mock mode only');
});

test('a Google round trip through the mock provider signs Maria in and lands on the redirect target', async ({ page, context }) => {
  await page.goto('/get-started/social/google?redirect=%2Fcompanies');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Google sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/mock-provider\/social\?provider=google&state=[\w-]{22}&nonce=[\w-]{22}&code_challenge=[\w-]{43}&code_challenge_method=S256&redirect_uri=/);
  await page.getByRole('button', { name: /Maria Santos/ }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'sessionid')?.value).toMatch(/^session-900001-/);
  const user = cookies.find((cookie) => cookie.name === 'user');
  expect(JSON.parse(decodeURIComponent(user?.value ?? '{}'))).toMatchObject({ id: 900001, email: 'maria.santos@example.com' });
});

test('a forged callback is refused', async ({ page, context }) => {
  await page.goto('/get-started/social/google/callback?state=forged&code=forged-code');
  await expect(page.getByRole('alert')).toHaveText('This sign-in could not be verified. Please start again.');
  expect((await context.cookies()).find((cookie) => cookie.name === 'sessionid')).toBeUndefined();
});
