/**
 * Issue 23 on the production build: the tracker (lib/tracking/tracker-slot.ts) is off a guest's first
 * JavaScript. A guest's pages load none of it; signing in loads it, and a signed-in user's job lists are
 * reported to the logs service.
 */
import { expect, isProductionBuild, resetMocks, signInWithPassword, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  test.skip(!isProductionBuild(testInfo), 'the chunks are the production build');
  await resetMocks(request, testInfo);
});

test('a guest loads no tracker; signing in loads it, and the home lists shown are reported', async ({ page }) => {
  const scripts: string[] = [];
  const logCalls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.method() === 'POST' && /\/logs\/report\//.test(request.url())) logCalls.push(new URL(request.url()).pathname);
  });
  const trackerScripts = () => scripts.filter((url) => /\/start-tracking-[^/]+\.js$/.test(url));

  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.goto('/get-started?redirect=%2Fcompanies');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(trackerScripts()).toEqual([]);

  await signInWithPassword(page, 'maria.santos@example.com');
  await expect(page).toHaveURL(/\/companies$/);
  await expect.poll(() => trackerScripts().length).toBe(1);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recommended jobs' }).getByRole('article').first()).toBeVisible();
  await expect.poll(() => logCalls.some((path) => path.endsWith('/logs/report/expose'))).toBe(true);
});
