/**
 * Issue 12's journeys, in both projects: save a job and find it in My jobs (1); create a job alert from a
 * search (2); block a company and no longer see its jobs in search (3); read a notification and the bell
 * counts one fewer (4); a click recorded while offline is kept and arrives once back online (5).
 */
import { appPort, expect, expectNoSeriousA11yViolations, resetMocks, signInAsMaria, test, type Page } from './support';

const JOB = '/job/junior-accountant-200010';
const JOB_TITLE = 'Junior Accountant';

test.beforeEach(async ({ request, context }, testInfo) => {
  await resetMocks(request, testInfo);
  await signInAsMaria(context, `http://localhost:${appPort(testInfo)}`);
});

/** The job cards of a result list. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('1. a job saved on its page is in My jobs, saved', async ({ page }) => {
  await page.goto(JOB);
  await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Job saved.')).toBeVisible();

  await page.goto('/recommended-job/saved');
  const saved = page.getByRole('region', { name: 'Saved' });
  await expect(saved.getByRole('article').filter({ hasText: JOB_TITLE }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
});

test('2. a job alert is created from a search and listed with its keyword', async ({ page }) => {
  await page.goto('/jobs-hiring/payroll-jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create job alert' }).click();
  const create = page.getByRole('dialog', { name: 'Create a job alert' });
  await expect(create.getByText('payroll')).toBeVisible();
  await create.getByRole('radio', { name: 'Weekly' }).check();
  await expectNoSeriousA11yViolations(page);
  await create.getByRole('button', { name: 'Create alert' }).click();
  const created = page.getByRole('dialog', { name: 'Job alert created' });
  await expect(created.getByText('We will email new jobs matching this search to maria.santos@example.com every week.')).toBeVisible();

  await created.getByRole('button', { name: 'Manage job alerts' }).click();
  const manage = page.getByRole('dialog', { name: 'Job alerts' });
  await expect(manage.getByRole('article', { name: 'payroll' })).toBeVisible();
  await expect(manage.getByRole('article', { name: 'payroll' })).toContainText('Weekly');
});

test('3. after blocking a company, its jobs are gone from the search', async ({ page }) => {
  await page.goto(JOB);
  const companyLink = page.getByRole('main').locator('a[href*="/company/"]').first();
  const company = (await companyLink.innerText()).trim();
  const search = `/jobs-hiring/${encodeURIComponent(JOB_TITLE.toLowerCase().replace(/ /g, '-'))}-jobs`;
  await page.goto(search);
  await expect(cards(page).filter({ hasText: company }).first()).toBeVisible();

  await page.goto(JOB);
  await page.getByRole('main').locator('a[href*="/company/"]').first().click();
  await page.getByRole('button', { name: 'Block company' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block ${company}?` });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`${company} is blocked.`, { exact: false })).toBeVisible();

  await page.goto(search);
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasText: company })).toHaveCount(0);
});

test('4. reading a notification lowers the bell count by one', async ({ page }) => {
  await page.goto('/notifications');
  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  const unread = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  expect(unread).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  // Opening a notification's link reads it.
  await page.getByRole('article').getByRole('link', { name: 'New interview invitation' }).click();
  await expect(page).toHaveURL(/\/recommended-job\/interview$/);
  await expect(page.getByRole('link', { name: `Notifications, ${unread - 1} unread` })).toBeVisible();
});

test('5. an event recorded offline arrives once the browser is back online', async ({ page, context }) => {
  await page.goto(JOB);
  await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  // Saving fails offline; the click on Save is an event all the same, kept until it can be sent.
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  const pending = () => page.evaluate(() => localStorage.getItem('jobchat.tracking.pending') ?? '');
  await expect.poll(pending).toContain('job_favorites_click');

  const delivered = page.waitForResponse((response) => response.url().endsWith('/logs/report/events') && (response.request().postData() ?? '').includes('job_favorites_click'));
  await context.setOffline(false);
  expect((await delivered).ok()).toBe(true);
  await expect.poll(pending).not.toContain('job_favorites_click');
});
