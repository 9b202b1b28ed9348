/**
 * A guest's job search is one island (docs/decisions/0027-guest-pages-as-islands.md) that renders every
 * search address itself: on a phone, in English and in Arabic, a filter ticked in the sheet changes the
 * address and the results in the same document (the header's language links follow it), Back restores
 * the previous search, and a link to another page or another language loads its document.
 */
import { expectIslandPageOnPhone, ISLAND_LANGUAGES, openGuestPhonePage } from './island-guest-phone';
import { expect, expectNoSeriousA11yViolations, markDocument, openCardJob, resetMocks, stillSameDocument, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

for (const { language, prefix, direction } of ISLAND_LANGUAGES) {
  test(`a guest's search on a phone in ${language}: filters change the results in the document, and Back undoes them`, async ({ browser }, testInfo) => {
    const { page, problems, close } = await openGuestPhonePage(browser, testInfo);
    const searchPath = `${prefix}/jobs-hiring/accountant-jobs`;
    await page.goto(searchPath);
    await expectIslandPageOnPhone(page, direction);
    await markDocument(page);
    const count = page.locator('.job-search-results__count');
    const allCount = await count.innerText();

    await page.locator('.job-search-filters__toggle').click();
    const sheet = page.getByRole('dialog');
    const firstArrangement = sheet.locator('#job-search-filter-work-arrangement-options input[type="checkbox"]').first();
    const arrangementLegend = sheet.locator('fieldset:has(#job-search-filter-work-arrangement-options) > legend');
    const uncountedLegend = await arrangementLegend.innerText();
    await firstArrangement.check();
    await expect(firstArrangement).toBeChecked();
    await expect(page).not.toHaveURL(new RegExp(`${searchPath}$`));
    await expect(count).not.toHaveText(allCount);
    // The group's count comes with the results, and the box stays ticked.
    await expect(arrangementLegend).not.toHaveText(uncountedLegend);
    await expect(firstArrangement).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    expect(await stillSameDocument(page)).toBe(true);

    // The header sees the new address after the results (decision 0027): its languages switch this search.
    const filtered = new URL(page.url());
    await page.locator('.shell-header__switcher button').click();
    await expect(page.getByRole('dialog').locator('a[hreflang="ja"]')).toHaveAttribute('href', `/ja${filtered.pathname.slice(prefix.length)}${filtered.search}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${searchPath}$`));
    await expect(count).toHaveText(allCount);
    // Back unticks the box: what the panel showed of the change ended with its address.
    await expect(page.locator('#job-search-filter-work-arrangement-options input[type="checkbox"]').first()).not.toBeChecked();
    expect(await stillSameDocument(page)).toBe(true);

    // A job is another page: its document loads.
    await openCardJob(page, page.locator('#search-results').getByRole('article').first());
    expect(await stillSameDocument(page)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
}
