/**
 * Translations over the air (issue 14, docs/decisions/0016-translations-over-the-air.md): a string
 * changed on the translation call appears after hydration, and after a reload it is still there when
 * the translation host cannot be reached (the browser applies the cached `crowdin-seeker` content).
 * The server always renders the bundled catalogs, so hydration never mismatches.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoWithScenario, resetMocks, test } from './support';

// Read, not imported: Playwright loads specs as Node modules, which import JSON only with an import attribute.
const home = JSON.parse(readFileSync(path.resolve('web/src/features/home/locales/en-us.json'), 'utf8')) as { hero: { title: string } };

/** The mocks' `updated` manifest variant prefixes the home page's title (mocks/handlers/translations.ts). */
const UPDATED_TITLE = `Updated over the air: ${home.hero.title}`;
const TRANSLATION_CALLS = '**/config/i18n/**';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

test.afterEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

test('a catalog changed on the translation call appears after a reload and survives going offline', async ({ page, request }, testInfo) => {
  await gotoWithScenario(page, request, testInfo, '/', 'getTranslationManifest:variant=updated');
  await expect(page.getByRole('heading', { level: 1, name: UPDATED_TITLE })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('crowdin-seeker') ?? '')).toContain(UPDATED_TITLE);

  // The server's HTML keeps the bundled string: the override is the browser's, applied after hydration.
  const html = await (await request.get('/')).text();
  expect(html).toContain(home.hero.title);
  expect(html).not.toContain(UPDATED_TITLE);

  // The translation host is now out of reach: the cached content still applies after a reload.
  await page.route(TRANSLATION_CALLS, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: UPDATED_TITLE })).toBeVisible();
});
