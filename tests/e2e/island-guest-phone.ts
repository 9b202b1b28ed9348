/**
 * A guest on a phone, for the island pages' tests (decision 0027): a context of its own at 390 px, and
 * every console error or hydration warning of the page collected (development's React names each
 * hydration mismatch: an island's HTML must be the server's).
 */
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export const ISLAND_LANGUAGES = [
  { language: 'en-us', prefix: '', direction: 'ltr' },
  { language: 'ar', prefix: '/ar', direction: 'rtl' },
] as const;

export async function openGuestPhonePage(browser: Browser, testInfo: TestInfo): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL, locale: 'en-US' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

/** Whether the page runs React Router's app (its scripts set this before anything else). */
export const runsTheApp = (page: Page) => page.evaluate(() => '__reactRouterContext' in window);

/** The page as a guest's phone gets it: its language's direction, hydrated as islands (not the app), and no wider than the phone. */
export async function expectIslandPageOnPhone(page: Page, direction: 'ltr' | 'rtl'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', direction);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await runsTheApp(page)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
}

/**
 * A dialog as styled on the page (an island page carries no stylesheet of a chunk loaded later, so a
 * dialog's must already be there): its close button in the corner beside the title, not under it, and no
 * default frame round its fieldsets.
 */
export async function expectStyledDialog(dialog: Locator): Promise<void> {
  const title = (await dialog.getByRole('heading').first().boundingBox())!;
  const close = (await dialog.locator('.modal-dialog__close').boundingBox())!;
  expect(close.y).toBeLessThan(title.y + title.height);
  for (const fieldset of await dialog.locator('fieldset').all()) {
    expect(await fieldset.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('none');
  }
}
