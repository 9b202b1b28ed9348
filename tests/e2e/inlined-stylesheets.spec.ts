/**
 * The production server writes each page's stylesheets into its HTML (decision 0021) and keeps their
 * links switched to print. The page keeps its inline styles while it stays the page; the first client
 * navigation hands them back to the links, so the next page is styled by React Router's links alone,
 * with nothing left over from the first page. On the production build only: development links them.
 */
import { expect, isProductionBuild, markDocument, openCardJob, resetMocks, stillSameDocument, test, type Page } from './support';

// A phone: a card's link opens the job page (a wide screen previews it beside the list instead).
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ request }, testInfo) => {
  test.skip(!isProductionBuild(testInfo), 'Development serves plain stylesheet links: the production build only.');
  await resetMocks(request, testInfo);
});

function inlinedStyles(page: Page) {
  return page.locator('style[data-inlined-href]');
}

function stylesheetLinksFor(page: Page, media: string) {
  return page.locator(`link[rel="stylesheet"][media="${media}"]`);
}

test('the first page keeps its inline styles, and a client navigation hands them back to the links', async ({ page }) => {
  // The remote jobs page is the app for a guest (home, search, job and company pages are islands, whose
  // links load documents: decision 0027).
  await page.goto('/remote-jobs');
  // Hydrated (page.goto waits for it) and still inline: nothing recalculated the page's style for it.
  expect(await inlinedStyles(page).count()).toBeGreaterThan(0);
  expect(await stylesheetLinksFor(page, 'print').count()).toBe(await inlinedStyles(page).count());
  await expect(page.locator('.shell-header')).toHaveCSS('position', 'sticky');
  await markDocument(page);

  await openCardJob(page, page.locator('.area-landing__jobs').getByRole('article').first());
  expect(await stillSameDocument(page)).toBe(true);

  await expect(inlinedStyles(page)).toHaveCount(0);
  await expect(stylesheetLinksFor(page, 'print')).toHaveCount(0);
  // Both the frame's stylesheet and the new page's own apply.
  await expect(page.locator('.shell-header')).toHaveCSS('position', 'sticky');
  await expect(page.locator('.job-detail__layout')).toHaveCSS('display', 'grid');
});
