/**
 * A dialog whose code loads on demand (lazyWithPreload) and does not arrive, as on a phone between cells:
 * on a guest's island page in English and in Arabic, the page stays (not the error page, not an empty
 * island), a dialog in the page's language says the connection failed, and Try again brings the dialog
 * once its code can arrive: in place where the browser fetches a failed module again (Firefox, Safari),
 * through a new page where it keeps the failure for the page's life (Chromium, for now).
 */
import { expectIslandPageOnPhone, expectStyledDialog, ISLAND_LANGUAGES, openGuestPhonePage } from './island-guest-phone';
import { expect, expectNoSeriousA11yViolations, resetMocks, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

for (const { language, prefix, direction } of ISLAND_LANGUAGES) {
  test(`the country switcher's code fails to arrive on a phone in ${language}: a retry, not a broken page`, async ({ browser }, testInfo) => {
    const { page, close } = await openGuestPhonePage(browser, testInfo);
    await page.goto(`${prefix}/jobs-hiring/accountant-jobs`);
    await expectIslandPageOnPhone(page, direction);
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.route('**/site-switcher-dialog*', (route) => route.abort('internetdisconnected'));

    const switcher = page.locator('.shell-header__switcher button');
    await switcher.click();
    const failure = page.getByRole('alertdialog');
    await expect(failure).toBeVisible();
    await expect(failure).toHaveAttribute('aria-modal', 'true');
    await expectStyledDialog(failure);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    if (language === 'en-us') await expect(failure).toContainText("You seem to be offline or we can't reach the server.");
    else await expect(failure).not.toContainText(/[a-z]{3}/i); // the page's language, not English
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/site-switcher-dialog*');
    const languages = page.getByRole('dialog').locator('a[hreflang="ja"]');
    const newPage = page.waitForEvent('load').then(() => true);
    const inPlace = languages.waitFor().then(() => false);
    [newPage, inPlace].forEach((outcome) => outcome.catch(() => undefined));
    // The dialog's buttons: Close (its corner), Cancel, then Try again.
    await failure.getByRole('button').last().click();
    if (await Promise.race([newPage, inPlace])) {
      await expectIslandPageOnPhone(page, direction);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await switcher.click();
    }
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(languages).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(switcher).toBeFocused();
    await close();
  });
}
