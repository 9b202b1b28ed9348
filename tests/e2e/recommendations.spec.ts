/**
 * Recommendations follow the signed-in seeker's job preferences (issue 26, decision 0030): Maria, a CPA
 * whose first preference is a senior accountant's job in Makati, finds accountant jobs in Makati first on
 * home, on a phone, in English and in Arabic; a guest's recommended jobs stay the job search's.
 */
import { expect, expectNoSeriousA11yViolations, resetMocks, signInAsMaria, test } from './support';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

for (const { language, prefix, section, makati } of [
  { language: 'English', prefix: '', section: 'Recommended jobs', makati: 'Makati' },
  // The location's Arabic name, as the config lists give it.
  { language: 'Arabic', prefix: '/ar', section: 'وظائف موصى بها', makati: 'ماكاتي' },
]) {
  test(`Maria's first recommended jobs on home are accountant jobs in Makati, on a phone in ${language}`, async ({ browser }, testInfo) => {
    const { baseURL } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
    await signInAsMaria(context, new URL(baseURL!).origin);
    const page = await context.newPage();
    await page.goto(`${prefix}/`);
    const cards = page.getByRole('region', { name: section }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(cards.nth(index).getByRole('heading')).toContainText('Accountant');
      await expect(cards.nth(index)).toContainText(makati);
    }
    // Nothing sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
}

test("a guest's recommended jobs on home are the job search's, whatever Maria prefers", async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Recommended jobs' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const titles = await cards.getByRole('heading').allInnerTexts();
  expect(titles.every((title) => title.includes('Accountant'))).toBe(false);
});
