/**
 * Switching language from the header's country and language switcher, then going on: the chosen
 * language is stored (cookie geo_language), and the router's own requests (its route manifest, page
 * data) must still reach the server unredirected. Once, choosing العربية turned every page into
 * "Something went wrong": the stored-language redirect sent /__manifest to /ar/__manifest, a 404.
 */
import { expect, resetMocks, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

test('a visitor switches to Arabic in the header and keeps navigating, by links and by address', async ({ page }) => {
  const routerFailures: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if ((url.pathname.includes('__manifest') || url.pathname.endsWith('.data')) && response.status() >= 300) routerFailures.push(`${response.status()} ${url.pathname}`);
  });
  await page.goto('/jobs-hiring/');
  await page.getByRole('button', { name: /^Country and language:/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/jobs-hiring\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // On by links: the header's companies page, then a job from the list.
  await page.locator('header a[href="/ar/companies"]').first().click();
  await expect(page).toHaveURL(/\/ar\/companies$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('header a[href="/ar/remote-jobs"]').first().click();
  await expect(page).toHaveURL(/\/ar\/remote-jobs$/);
  await page.locator('main a[href^="/ar/job/"]').first().click();
  await expect(page).toHaveURL(/\/ar\/job\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // An address without a prefix now opens in Arabic, and the page works.
  await page.goto('/companies');
  await expect(page).toHaveURL(/\/ar\/companies$/);
  await page.locator('header a[href="/ar/jobs-hiring/job-search"]').first().click();
  await expect(page).toHaveURL(/\/ar\/jobs-hiring\/job-search$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  expect(routerFailures).toEqual([]);
});
