/**
 * Clicks and searches before hydration are never lost: the page as plain HTML (JavaScript off, exactly
 * what the browser has before React takes over) still searches and switches the sign-in method. The
 * search forms are GET forms the search page sends on to the canonical results URL; the sign-in method
 * tabs are links to the page with `?method=`. On the production build only: in development the mocks
 * themselves run in the page's JavaScript.
 */
import { expect, isProductionBuild, resetMocks, test, type Browser, type Page, type TestInfo } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  test.skip(!isProductionBuild(testInfo), 'Without JavaScript the in-browser mocks do not run: the production build only.');
  await resetMocks(request, testInfo);
});

/** A page of a browser context that runs no JavaScript at all. */
async function plainHtmlPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, javaScriptEnabled: false });
  return context.newPage();
}

function searchResults(page: Page, name = 'Search results') {
  return page.getByRole('region', { name }).getByRole('article');
}

test('the home search, typed and sent with Enter, lands on the results for that text', async ({ browser }, testInfo) => {
  const page = await plainHtmlPage(browser, testInfo);
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('accountant');
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');

  await expect(page).toHaveURL(/\/jobs-hiring\/accountant-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accountant jobs in the Philippines' })).toBeVisible();
  await expect(searchResults(page).first()).toBeVisible();
  // Text content, not innerText: a card off screen is not laid out (content-visibility), so it has no rendered text.
  for (const title of await searchResults(page).getByRole('heading', { level: 3 }).allTextContents()) expect(title).toMatch(/accountant/i);
  await page.context().close();
});

test('the search page box searches the typed text and keeps the other filters', async ({ browser }, testInfo) => {
  const page = await plainHtmlPage(browser, testInfo);
  await page.goto('/jobs-hiring/nurse-jobs?jobType=full-time');
  const box = page.getByRole('search', { name: 'Job search' }).getByRole('combobox', { name: 'Job title, skill or company' });
  await expect(box).toHaveValue('nurse');
  await box.fill('accountant');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/jobs-hiring\/accountant-jobs\?jobType=full-time$/);
  await expect(page.getByRole('heading', { level: 1, name: /Accountant jobs/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
  await expect(searchResults(page).first()).toContainText(/accountant/i);
  await expect(searchResults(page).first()).toContainText('Full-time');
  await page.context().close();
});

test('in Arabic the search keeps the language prefix', async ({ browser }, testInfo) => {
  const page = await plainHtmlPage(browser, testInfo);
  await page.goto('/ar');
  await page.getByRole('searchbox', { name: 'ابحث عن وظائف' }).fill('accountant');
  await page.getByRole('searchbox', { name: 'ابحث عن وظائف' }).press('Enter');

  await expect(page).toHaveURL(/\/ar\/jobs-hiring\/accountant-jobs$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The heading names the job title in Arabic ("محاسب"), the words searched were English.
  await expect(page.getByRole('heading', { level: 1, name: 'وظائف محاسب في الفلبين' })).toBeVisible();
  await expect(searchResults(page, 'نتائج البحث').first()).toContainText(/accountant/i);
  await page.context().close();
});

test('on /get-started the second tab opens its panel, keeping the redirect', async ({ browser }, testInfo) => {
  const page = await plainHtmlPage(browser, testInfo);
  await page.goto('/get-started?redirect=%2Fcompanies');
  await expect(page.getByRole('tab', { name: 'Email code' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email address')).toBeVisible();

  await page.getByRole('tab', { name: 'Password' }).click();

  await expect(page).toHaveURL(/\/get-started\?redirect=%2Fcompanies&method=password$/);
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Password' });
  await expect(panel.getByLabel('Email or phone number')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveCount(0);
  await page.context().close();
});

test('a password sent before hydration never goes into the address', async ({ browser }, testInfo) => {
  const page = await plainHtmlPage(browser, testInfo);
  await page.goto('/get-started?method=password');
  const panel = page.getByRole('tabpanel', { name: 'Password' });
  await panel.getByLabel('Email or phone number').fill('maria@example.com');
  await panel.getByLabel('Password', { exact: true }).fill('secret-password-1');
  const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());

  await panel.getByRole('button', { name: 'Sign in' }).click();

  const request = await sent;
  expect(request.method()).toBe('POST');
  expect(request.url()).not.toContain('secret-password-1');
  await page.waitForLoadState();
  expect(page.url()).not.toContain('secret-password-1');
  await page.context().close();
});

test('the search page skips to its results before hydration too: two Tabs, Enter, and the first job is at most three Tabs on', async ({ browser }, testInfo) => {
  const page = await plainHtmlPage(browser, testInfo);
  await page.goto('/jobs-hiring/accountant-jobs');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to results' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#search-results$/);
  // Past the results' own sort control, not the header and the 80-odd filters.
  const firstJob = searchResults(page).first().getByRole('link').first();
  const tabsToFirstJob = async () => {
    for (let press = 1; press <= 3; press += 1) {
      await page.keyboard.press('Tab');
      if (await firstJob.evaluate((link) => link === document.activeElement)) return press;
    }
    return Infinity;
  };
  expect(await tabsToFirstJob()).toBeLessThanOrEqual(3);
  await page.context().close();
});

test('a password sign-in sent before hydration signs in on the server and goes on to the redirect', async ({ browser }, testInfo) => {
  const page = await plainHtmlPage(browser, testInfo);
  await page.goto('/get-started?method=password&redirect=%2Fcompanies');
  const panel = page.getByRole('tabpanel', { name: 'Password' });
  await panel.getByLabel('Email or phone number').fill('maria.santos@example.com');
  await panel.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await panel.getByRole('button', { name: 'Sign in' }).click();
  // Refused: the page again, the login kept, the password not.
  await expect(page.getByRole('alert')).toHaveText('invalid credential');
  await expect(panel.getByLabel('Email or phone number')).toHaveValue('maria.santos@example.com');
  await expect(panel.getByLabel('Password', { exact: true })).toHaveValue('');

  await panel.getByLabel('Password', { exact: true }).fill('Jobchat123!');
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('button', { name: /Maria Santos/ })).toBeVisible();
  await page.context().close();
});
