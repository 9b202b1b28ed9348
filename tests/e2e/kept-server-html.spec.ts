/**
 * Issue 23 on the production build: job cards and server HTML keep what the server rendered while the
 * page hydrates (decision 0024). The kept cards' links still navigate inside the app, and a description
 * the browser gets later is sanitized by a sanitizer that loads only then.
 */
import { expect, isProductionBuild, markDocument, openCardJob, resetMocks, stillSameDocument, test } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.beforeEach(async ({ request }, testInfo) => {
  test.skip(!isProductionBuild(testInfo), 'the server render is the production build');
  await resetMocks(request, testInfo);
});

test('on a phone, a kept card opens its job inside the app, and the job description is sanitized in the browser', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The remote jobs page is the app for a guest (the search page is islands, whose links load documents: decision 0027).
  await page.goto('/remote-jobs');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // Nothing on the remote jobs page sanitizes, so nothing loads the sanitizer.
  const sanitizerScripts = () => scripts.filter((url) => /sanitize-html/.test(url));
  expect(sanitizerScripts()).toEqual([]);
  await markDocument(page);

  await openCardJob(page, page.locator('.area-landing__jobs').getByRole('article').first());
  await expect(page.getByRole('heading', { level: 2, name: 'Job description' })).toBeVisible();
  await expect(page.locator('.job-detail__html').first()).not.toBeEmpty();
  expect(await stillSameDocument(page)).toBe(true);
  expect(sanitizerScripts()).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('a job page opened directly keeps the server-sanitized description and loads no sanitizer', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // A page that sanitizes nothing, hydrated before the count starts.
  await page.goto('/remote-jobs');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const href = await page.locator('.area-landing__jobs').getByRole('article').first().getByRole('link').first().getAttribute('href');
  scripts.length = 0;
  await page.goto(href!);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.locator('.job-detail__html').first()).not.toBeEmpty();
  await expect(page.locator('.job-detail__html script')).toHaveCount(0);
  expect(scripts.filter((url) => /sanitize-html/.test(url))).toEqual([]);
});
