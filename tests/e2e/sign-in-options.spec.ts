/**
 * Social sign-in end to end: the round trip through the mock provider page lands signed in on the
 * redirect target. generateSocialAuthoriseUrl answers the provider page: the in-app mock page with the
 * in-browser mocks, the no-script page the mock HTTP server serves for the production build (another
 * origin, as a real provider is), which sends the browser back to the registered callback only.
 */
import { expect, mocksOrigin, resetMocks, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

test('a Google round trip through the mock provider signs Maria in and lands on the redirect target', async ({ page, context }, testInfo) => {
  await page.goto('/get-started/social/google?redirect=%2Fcompanies');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Google sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/mock-provider\/social\?provider=google&state=[\w-]{22}&nonce=[\w-]{22}&code_challenge=[\w-]{43}&code_challenge_method=S256&redirect_uri=/);
  // The provider is another origin: the mock HTTP server, or in development the mocks the dev server mounts.
  expect(new URL(page.url()).origin).toBe(mocksOrigin(testInfo));
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
