/**
 * A guest's home is islands (docs/decisions/0027-guest-pages-as-islands.md): on a phone, in English and
 * in Arabic, its header menu, category tabs and search form answer as in the app, a card opens its job
 * as a new document, and the page runs none of React Router's scripts. Signed in, home is the app again.
 */
import { expectIslandPageOnPhone, ISLAND_LANGUAGES, openGuestPhonePage, runsTheApp } from './island-guest-phone';
import { expect, expectNoSeriousA11yViolations, isProductionBuild, markDocument, openCardJob, resetMocks, signInAsMaria, stillSameDocument, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

for (const { language, prefix, direction } of ISLAND_LANGUAGES) {
  test(`a guest's home on a phone in ${language}: islands answer the menu, the tabs and the search`, async ({ browser }, testInfo) => {
    const { page, problems, close } = await openGuestPhonePage(browser, testInfo);
    await page.goto(`${prefix}/`);
    await expectIslandPageOnPhone(page, direction);

    // The header's menu opens, and Escape closes it and gives focus back to its button.
    const menuButton = page.locator('button[aria-controls="shell-main-menu"]');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    // A category tab shows its jobs, fetched in the browser; End moves to the last one.
    const tabs = page.getByRole('tab');
    const second = tabs.nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', (await second.getAttribute('id'))!);
    await expect(panel.getByRole('article').first()).toBeVisible();
    await second.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.last()).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // The hero's search opens the results for the typed text.
    const searchBox = page.locator('#home-hero-query');
    await searchBox.fill('accountant');
    await searchBox.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/jobs-hiring/accountant-jobs$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
    await close();
  });
}

test("a card's link on a guest's home opens the job as a new document", async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  await openCardJob(page, page.getByRole('region', { name: 'Latest jobs' }).getByRole('article').first());
  expect(await stillSameDocument(page)).toBe(false);
});

test('signed in, home is the app: its links stay in the document', async ({ page, context }, testInfo) => {
  await signInAsMaria(context, new URL(testInfo.project.use.baseURL!).origin);
  await page.goto('/');
  expect(await runsTheApp(page)).toBe(true);
  await markDocument(page);
  await openCardJob(page, page.getByRole('region', { name: 'Latest jobs' }).getByRole('article').first());
  expect(await stillSameDocument(page)).toBe(true);
});

test("an invitation link to a guest's home is kept for the sign-up: the page's handlers run on island pages too", async ({ page, context }) => {
  await page.goto('/?invite_code=jcjag1');
  expect(await runsTheApp(page)).toBe(false);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'pending_invite_code')?.value).toBe('JCJAG1');
});

test('against the mocks, the QA panel is on an island page too', async ({ page }, testInfo) => {
  test.skip(isProductionBuild(testInfo), 'The mock panel exists in development only.');
  await page.goto('/');
  expect(await runsTheApp(page)).toBe(false);
  await page.getByRole('button', { name: 'Mock controls' }).click();
  await expect(page.getByRole('dialog', { name: 'Mock controls' })).toBeVisible();
});

test('what is typed and chosen in the search form before React takes it over stays, and is searched', async ({ page }, testInfo) => {
  // Coming from an island page, the search page loads as a document: its scripts wait here until the form is filled.
  let releaseScripts!: () => void;
  const filled = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await filled;
    await route.fallback();
  });
  await page.evaluate((url) => window.location.assign(url), new URL('/jobs-hiring/job-search', testInfo.project.use.baseURL).href);
  const search = page.getByRole('search', { name: 'Job search' });
  const box = search.getByRole('combobox', { name: 'Job title, skill or company' });
  await box.fill('accountant');
  await search.getByLabel('Location').selectOption({ label: 'Makati' });
  releaseScripts();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // Focus opens the suggestions and a typed space changes the form: renders that must not put the server's values back.
  await box.click();
  await expect(box).toHaveValue('accountant');
  await box.press('End');
  await box.press('Space');
  await expect(search.getByLabel('Location')).toHaveValue('makati');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/jobs-hiring\/accountant-jobs-in-makati$/);
});
