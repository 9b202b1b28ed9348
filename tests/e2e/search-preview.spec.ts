/**
 * Issue 24 §4 on the production build: on a wide screen the search page is a list beside the chosen
 * job's preview, server-rendered with the first job's, with nothing shifting as the page hydrates and
 * the preview's code arrives; on a phone the filters open as a sheet over the results.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isProductionBuild, resetMocks, test } from './support';

const SEARCH = '/jobs-hiring/accountant-jobs';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.beforeEach(async ({ request }, testInfo) => {
  test.skip(!isProductionBuild(testInfo), 'the server render is the production build');
  await resetMocks(request, testInfo);
});

function resultCards(page: Page) {
  return page.getByRole('region', { name: 'Search results' }).getByRole('article');
}

function preview(page: Page) {
  return page.getByRole('region', { name: 'Job preview' });
}

/** The layout shifts since the page started loading, as Cumulative Layout Shift counts them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

test('a wide screen gets the first job previewed in the server HTML, without JavaScript too', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(SEARCH);
  const firstTitle = await resultCards(page).first().getByRole('heading').innerText();
  await expect(preview(page).getByRole('heading', { level: 2, name: firstTitle })).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 3, name: 'Job description' })).toBeVisible();
  await expect(resultCards(page).first().getByRole('link', { name: firstTitle })).toHaveAttribute('aria-current', 'true');
  // Without the script a card is a plain link to the job page.
  await resultCards(page).nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/job\/[a-z0-9-]+-\d+$/);
  await context.close();
});

test('the list beside the preview: choose, share, go back, and nothing shifts on the way', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(SEARCH);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const cards = resultCards(page);
  const firstTitle = await cards.first().getByRole('heading').innerText();
  await expect(preview(page).getByRole('heading', { level: 2, name: firstTitle })).toBeVisible();
  await expect(preview(page).getByRole('button', { name: 'Chat now' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
  await expectNoSeriousA11yViolations(page);

  const secondTitle = await cards.nth(1).getByRole('heading').innerText();
  await cards.nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/jobs-hiring\/accountant-jobs\?job=\d+$/);
  await expect(preview(page).getByRole('heading', { level: 2, name: secondTitle })).toBeVisible();
  await expect(cards.nth(1).getByRole('link').first()).toHaveAttribute('aria-current', 'true');

  // The address is shareable: a new tab opens with the same job beside the results.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(preview(shared).getByRole('heading', { level: 2, name: secondTitle })).toBeVisible();
  await shared.close();

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs-hiring\/accountant-jobs$/);
  await expect(preview(page).getByRole('heading', { level: 2, name: firstTitle })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the keyboard moves through the list, opens the preview on its title, and Escape goes back to the card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ar/jobs-hiring/accountant-jobs');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const cards = page.getByRole('region', { name: 'نتائج البحث' }).getByRole('article');
  const firstLink = cards.first().getByRole('link').first();
  const secondLink = cards.nth(1).getByRole('link').first();
  await firstLink.focus();
  await page.keyboard.press('ArrowDown');
  await expect(secondLink).toBeFocused();
  await page.keyboard.press('Enter');
  const title = page.getByRole('region', { name: 'معاينة الوظيفة' }).getByRole('heading', { level: 2, name: await secondLink.innerText() });
  await expect(title).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(secondLink).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test('a phone keeps list, then page; its filters open as a sheet with the count, Reset and "Show N jobs"', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' });
  const page = await context.newPage();
  await page.goto(`${SEARCH}?jobType=full-time`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(preview(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters (1)' }).click();
  // Its name follows the count: the sheet is the one dialog.
  await expect(page.getByRole('dialog', { name: 'Filters (1)' })).toBeVisible();
  const sheet = page.getByRole('dialog');
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  // A click, not check(): the box follows the address once the navigation it causes lands.
  await sheet.getByRole('checkbox', { name: 'Remote' }).click();
  await expect(page).toHaveURL(/remote/);
  await expect(sheet.getByRole('heading', { name: 'Filters (2)' })).toBeVisible();
  const show = sheet.getByRole('button', { name: /^Show \d[\d,]* jobs?$/ });
  await expect(show).toBeVisible();
  await sheet.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/jobs-hiring\/accountant-jobs$/);
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();

  await resultCards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/job\/[a-z0-9-]+-\d+$/);
  await context.close();
});
