/**
 * Right on a phone (issue 24): every screen of the product spec's inventory (W01–W32) opened on the
 * production build at 390×844, as a phone opens it (touch, a mobile viewport), in en-us and in Arabic
 * (right to left), signed in where the screen needs it. A screen fails when the page scrolls sideways,
 * when its main content shows nothing in the first view, or when its main action (the chat composer,
 * the job page's "Chat now" or "Apply") is outside the first view. Each screen's first view is kept as
 * a screenshot under test-results/, pass or fail. A broken image (the profile photo once was) fails it too.
 */
import { FIRST_INTERVIEW_ID } from '../../mocks/state/interviews';
import { appPort, expect, isProductionBuild, resetMocks, signInAsMaria, test, type Page, type TestInfo } from './support';

const PHONE = { width: 390, height: 844 };

interface Screen {
  id: string;
  path: string;
  signedIn?: boolean;
  /** The control a seeker came for, which must be in the first view without scrolling. */
  mainAction?: string;
  /** The address opens a dialog over the page (W13): it must fit the phone's width. */
  opensDialog?: boolean;
  /** Controls that must stay on one row (the sign-in method tabs), scrolling inside it if need be. */
  oneRow?: string;
  /** W32: the job page's "More" menu opens dialogs (report, not for me) that must fit the phone too. */
  moreMenuDialogs?: boolean;
}

/** Seeded alike in every run (the seed is deterministic): job 200002 is open, 200037 closed; chat 3001 is Maria's. */
const SCREENS: readonly Screen[] = [
  { id: 'W01', path: '/get-started', oneRow: '.auth-tabs__tab' },
  { id: 'W01', path: '/get-started/phone' },
  { id: 'W01', path: '/get-started/qr' },
  { id: 'W02', path: '/get-started/reset-password' },
  { id: 'W03', path: '/jobseeker-login-redirect?redirectUrl=%2Frecommended-job', signedIn: true },
  { id: 'W04', path: '/jobseeker-complete-profile', signedIn: true },
  { id: 'W05', path: '/' },
  { id: 'W06', path: '/jobs-hiring/accountant-jobs' },
  { id: 'W07', path: '/onsite-job' },
  { id: 'W07', path: '/remote-jobs' },
  { id: 'W07', path: '/web3-jobs' },
  { id: 'W08', path: '/job/senior-accountant-200002', mainAction: '.job-actions__primary .button' },
  { id: 'W08', path: '/job/senior-accountant-200002', signedIn: true, mainAction: '.job-actions__primary .button', moreMenuDialogs: true },
  { id: 'W09', path: '/job/sales-manager-200296/apply/success', signedIn: true }, // a job Maria applied to
  { id: 'W10', path: '/companies' },
  { id: 'W11', path: '/company/sampaguita-audit-and-advisory-2001' },
  { id: 'W11', path: '/company/sampaguita-audit-and-advisory-2001/jobs' },
  { id: 'W12', path: '/chat', signedIn: true },
  { id: 'W12', path: '/chat/3001', signedIn: true, mainAction: '.chat-composer textarea' },
  { id: 'W13', path: `/interviews?interview=${FIRST_INTERVIEW_ID}`, signedIn: true, opensDialog: true },
  { id: 'W14', path: '/recommended-job', signedIn: true },
  { id: 'W14', path: '/recommended-job/saved', signedIn: true },
  { id: 'W14', path: '/recommended-job/applied', signedIn: true },
  { id: 'W14', path: '/recommended-job/interview', signedIn: true },
  { id: 'W14', path: '/recommended-job/personalized-picks', signedIn: true },
  { id: 'W15', path: '/account-settings/job-alert', signedIn: true },
  { id: 'W16', path: '/account-settings', signedIn: true },
  { id: 'W17', path: '/manage-profile', signedIn: true },
  { id: 'W18', path: '/manage-resume', signedIn: true },
  { id: 'W19', path: '/resume-analysis', signedIn: true },
  { id: 'W20', path: '/singpass-verification', signedIn: true },
  { id: 'W21', path: '/invite-friends', signedIn: true },
  { id: 'W22', path: '/resume-templates' },
  { id: 'W23', path: '/currency-converter' },
  { id: 'W24', path: '/notifications', signedIn: true },
  { id: 'W25', path: '/feedback', signedIn: true },
  { id: 'W26', path: '/no-such-page' },
  { id: 'W26', path: '/job/closed-200037' },
  { id: 'W27', path: '/maintenance' },
  { id: 'W28', path: '/download-app' },
  // W29 (country and language switcher) and W30 (header and footer) are on every screen above;
  // W31 is the job page on a phone; W32's dialogs open over it (moreMenuDialogs).
];

const LANGUAGES = { 'en-us': '', ar: '/ar' } as const;

interface FirstView {
  pageWidth: number;
  /** Elements of the main content with words of their own that show inside the first view. */
  wordsInView: number;
  mainAction: { top: number; bottom: number; left: number; right: number } | null;
  /** Images that were fetched and failed (a lazy image not yet fetched is not counted). */
  brokenImages: string[];
}

/** What the first view shows, read in the page: widths, words in view, the main action's box. */
function readFirstView(page: Page, mainAction: string | undefined): Promise<FirstView> {
  return page.evaluate(
    ({ action, width, height }) => {
      const inView = (box: DOMRect) => box.width > 0 && box.height > 0 && box.right > 0 && box.left < width && box.bottom > 0 && box.top < height;
      const main = document.querySelector('main');
      let wordsInView = 0;
      for (const element of main ? [main, ...main.querySelectorAll('*')] : []) {
        const ownWords = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
        if (ownWords && inView(element.getBoundingClientRect()) && getComputedStyle(element).visibility !== 'hidden') wordsInView += 1;
      }
      const target = action ? document.querySelector(action) : null;
      const box = target?.getBoundingClientRect();
      return {
        pageWidth: document.documentElement.scrollWidth,
        wordsInView,
        mainAction: box ? { top: box.top, bottom: box.bottom, left: box.left, right: box.right } : null,
        brokenImages: [...document.images].filter((image) => image.currentSrc && image.complete && image.naturalWidth === 0).map((image) => image.currentSrc),
      };
    },
    { action: mainAction, ...PHONE },
  );
}

/** Opens a screen and waits until its heading shows and nothing in the main content is loading. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"], main .state--loading, main .skeleton')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  // The images of the first view have loaded or failed, so a broken one is seen.
  await page.waitForFunction(
    ({ width, height }) =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.right > 0 && box.left < width && box.bottom > 0 && box.top < height;
        return !inView || !image.currentSrc || image.complete;
      }),
    PHONE,
  );
}

async function expectDialogFits(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect.soft(box.x >= 0 && box.x + box.width <= PHONE.width && box.y >= 0 && box.y < PHONE.height, `${name}: the dialog does not fit the phone (${JSON.stringify(box)})`).toBe(true);
}

/** W32: each dialog of the job page's "More" menu, opened as a seeker opens it, then closed. */
async function checkMoreMenuDialogs(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  const items = await page.locator('.job-actions__menu-button').click().then(() => page.getByRole('menuitem').count());
  await page.keyboard.press('Escape');
  expect.soft(items, `${name}: the "More" menu has no items`).toBeGreaterThan(0);
  for (let item = 0; item < items; item += 1) {
    await page.locator('.job-actions__menu-button').click();
    await page.getByRole('menuitem').nth(item).click();
    await expectDialogFits(page, `W32 ${name} (menu item ${item + 1})`);
    await page.screenshot({ path: testInfo.outputPath(`W32_${name.replace(/[^\w-]+/g, '_')}_${item + 1}.png`) });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

async function checkScreen(page: Page, screen: Screen, path: string, testInfo: TestInfo): Promise<void> {
  await openScreen(page, path);
  const name = `${screen.id} ${path}`;
  if (screen.opensDialog) await expectDialogFits(page, name);
  await page.screenshot({ path: testInfo.outputPath(`${name.replace(/[^\w-]+/g, '_')}.png`) });
  if (screen.oneRow) {
    const tops = await page.locator(screen.oneRow).evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect.soft(new Set(tops).size, `${name}: ${screen.oneRow} wrap to ${new Set(tops).size} rows`).toBe(1);
  }
  const view = await readFirstView(page, screen.mainAction);
  expect.soft(view.pageWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  expect.soft(view.wordsInView, `${name}: the main content shows nothing in the first view`).toBeGreaterThan(0);
  expect.soft(view.brokenImages, `${name}: images that failed to load`).toEqual([]);
  // A strip of tabs that scrolls sideways shows the current one (My jobs' last tabs, in Arabic too).
  const currentTabs = await page.locator('.link-tabs__link[aria-current="page"]').evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(box.right) };
    }),
  );
  for (const tab of currentTabs) expect.soft(tab.left >= 0 && tab.right <= PHONE.width, `${name}: the current tab is off-screen (${JSON.stringify(tab)})`).toBe(true);
  if (screen.mainAction) {
    expect.soft(view.mainAction, `${name}: no main action (${screen.mainAction})`).not.toBeNull();
    if (view.mainAction) {
      const { top, bottom, left, right } = view.mainAction;
      expect.soft(top >= 0 && bottom <= PHONE.height && left >= 0 && right <= PHONE.width, `${name}: the main action is outside the first view (${JSON.stringify(view.mainAction)})`).toBe(true);
    }
  }
  // Last: opening the menu scrolls the page.
  if (screen.moreMenuDialogs) await checkMoreMenuDialogs(page, name, testInfo);
}

test.beforeEach(async ({ request }, testInfo) => {
  test.skip(!isProductionBuild(testInfo), 'The screen sweep runs on the production build.');
  await resetMocks(request, testInfo);
});

for (const [language, prefix] of Object.entries(LANGUAGES)) {
  for (const signedIn of [false, true]) {
    const screens = SCREENS.filter((screen) => Boolean(screen.signedIn) === signedIn);
    test(`every ${signedIn ? 'signed-in' : 'public'} screen at 390×844 in ${language}: no sideways scroll, content and main action in the first view`, async ({ browser }, testInfo) => {
      test.setTimeout(30_000 + screens.length * 8_000);
      const { baseURL, locale } = testInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
      if (signedIn) await signInAsMaria(context, `http://localhost:${appPort(testInfo)}`);
      const page = await context.newPage();
      for (const screen of screens) await checkScreen(page, screen, `${prefix}${screen.path === '/' && prefix ? '' : screen.path}`, testInfo);
      await context.close();
    });
  }
}
