/**
 * The dialogs a guest opens on an island page load with their code (decision 0027): on a phone, in
 * English and in Arabic, each is laid out by the page's own styles, since no stylesheet comes with them.
 */
import { expectIslandPageOnPhone, expectStyledDialog, ISLAND_LANGUAGES, openGuestPhonePage } from './island-guest-phone';
import { expect, expectNoSeriousA11yViolations, resetMocks, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

for (const { language, prefix, direction } of ISLAND_LANGUAGES) {
  test(`a guest's job alert and share dialogs on a phone in ${language} are laid out`, async ({ browser }, testInfo) => {
    const { page, close } = await openGuestPhonePage(browser, testInfo);
    await page.goto(`${prefix}/jobs-hiring/accountant-jobs`);
    await expectIslandPageOnPhone(page, direction);
    await page.locator('.job-alerts__entry button').first().click();
    const alert = page.getByRole('dialog');
    await expect(alert.getByRole('radio').first()).toBeVisible();
    await expectStyledDialog(alert);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();

    // A job's page: where the browser has no share sheet, sharing is a dialog of networks and a link.
    await page.goto(await page.locator('#search-results article a[href*="/job/"]').first().getAttribute('href') ?? '');
    await expectIslandPageOnPhone(page, direction);
    await page.locator('.job-actions__more button').first().click();
    const share = page.getByRole('dialog');
    await expect(share).toBeVisible();
    await expectStyledDialog(share);
    await close();
  });
}
