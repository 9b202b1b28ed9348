/**
 * A guest's job and company pages are islands (docs/decisions/0027-guest-pages-as-islands.md): on a
 * phone, in English and in Arabic, the job's actions open their dialogs, similar jobs and similar
 * companies load when scrolled to, and the company's jobs tab switches to remote jobs, with no React
 * Router script on the page and no hydration warning. Signed in, the job page is the app.
 */
import { expectIslandPageOnPhone, ISLAND_LANGUAGES, openGuestPhonePage, runsTheApp } from './island-guest-phone';
import { expect, expectNoSeriousA11yViolations, resetMocks, signInAsMaria, test, type Page } from './support';

const JOB_PATH = '/job/accounts-receivable-specialist-200202';
const COMPANY_JOBS_PATH = '/company/manalo-land-2018/jobs';

/** A sidebar list the island asks for only when it comes near the viewport: scrolled to, it shows its first entry. */
async function expectSimilarLoadedWhenNear(page: Page, titleId: string, entryRole: 'article' | 'listitem'): Promise<void> {
  const similar = page.locator(`[aria-labelledby="${titleId}"]`);
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByRole(entryRole).first()).toBeVisible();
}

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

for (const { language, prefix, direction } of ISLAND_LANGUAGES) {
  test(`a guest's job page on a phone in ${language}: the actions and similar jobs are islands`, async ({ browser }, testInfo) => {
    const { page, problems, close } = await openGuestPhonePage(browser, testInfo);
    await page.goto(`${prefix}${JOB_PATH}`);
    await expectIslandPageOnPhone(page, direction);

    // Save asks a guest to sign in; Escape closes the dialog and gives focus back to the button.
    const save = page.locator('.job-actions__save');
    await save.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveAttribute('href', new RegExp(`^${prefix}/get-started\\?redirect=`));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(save).toBeFocused();

    // Share falls back to its dialog (a chunk of its own) where the browser has no share sheet.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.locator('.job-actions__more > button').first().click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toHaveValue(new RegExp(`${prefix}${JOB_PATH}$`));
    await page.keyboard.press('Escape');

    await expectSimilarLoadedWhenNear(page, 'job-similar-title', 'article');
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  test(`a guest's company jobs tab on a phone in ${language}: remote only and similar companies`, async ({ browser }, testInfo) => {
    const { page, problems, close } = await openGuestPhonePage(browser, testInfo);
    await page.goto(`${prefix}${COMPANY_JOBS_PATH}`);
    await expectIslandPageOnPhone(page, direction);

    const jobs = page.locator('.company-jobs');
    const allCount = await jobs.getByRole('status').innerText();
    const remoteOnly = jobs.locator('.company-jobs__bar button');
    await expect(remoteOnly).toHaveAttribute('aria-pressed', 'false');
    await remoteOnly.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}${COMPANY_JOBS_PATH}\\?remote=1$`));
    await expect(remoteOnly).toHaveAttribute('aria-pressed', 'true');
    await expect(jobs.getByRole('status')).not.toHaveText(allCount);
    await expect(jobs.getByRole('article').first()).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();

    await expectSimilarLoadedWhenNear(page, 'company-similar-title', 'listitem');
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
}

test('signed in, the job page is the app', async ({ page, context }, testInfo) => {
  await signInAsMaria(context, new URL(testInfo.project.use.baseURL!).origin);
  await page.goto(JOB_PATH);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await runsTheApp(page)).toBe(true);
  await expect(page.locator('.job-actions__save')).toHaveAttribute('aria-pressed', /true|false/);
});
