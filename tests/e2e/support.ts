/**
 * Shared steps for both e2e projects: how to steer the mocks, wherever they run, and the axe check.
 * Specs import `test` and `expect` from here: every test fails on any Content-Security-Policy
 * violation in its pages.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEV_SERVER_PORT, MOCK_SERVER_PORT, PREVIEW_PORT } from './ports';

export * from '@playwright/test';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

const CSP_BINDING = '__jobchatCspViolation';

/**
 * Records every `securitypolicyviolation` of every page and frame (through a binding, so reports
 * survive navigations) and Chromium's console reports of refused loads, then asserts there were none.
 */
/** Until the app page is hydrated, or has already moved on (a page that hands over to a provider). */
async function hydratedOrGone(page: Page): Promise<void> {
  const hydrated = page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const gone = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  // The promise that loses the race is left to settle (or to be cancelled when the page closes).
  hydrated.catch(() => undefined);
  gone.catch(() => undefined);
  await Promise.race([hydrated, gone]);
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  /**
   * `page.goto` of an app page resolves once the server's HTML is hydrated: before that, clicks and
   * keys reach HTML that React has not taken over yet. Other pages (provider stand-ins) resolve as usual.
   */
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if ((await page.locator('script#app-state').count()) > 0) await hydratedOrGone(page);
      return response;
    };
    await provide(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(CSP_BINDING, ({ page }, report: Omit<CspViolation, 'page'>) => {
        violations.push({ page: page.url(), ...report });
      });
      await context.addInitScript((binding: string) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (report: unknown) => Promise<void>>)[binding];
          void report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber} ${event.sample}` });
        });
      }, CSP_BINDING);
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: '', source: message.text() });
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export const MOCK_SERVER = `http://127.0.0.1:${MOCK_SERVER_PORT}`;

export function isProductionBuild(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'production-over-http';
}

/** The port of the app under test (the dev server with in-browser mocks, or the production preview). */
export function appPort(testInfo: TestInfo): number {
  return isProductionBuild(testInfo) ? PREVIEW_PORT : DEV_SERVER_PORT;
}

/** The mocks of the app under test: the separate mock server, or the ones the dev server mounts. */
export function mocksOrigin(testInfo: TestInfo): string {
  return isProductionBuild(testInfo) ? MOCK_SERVER : `http://127.0.0.1:${DEV_SERVER_PORT}`;
}

/** Resets the mocks between tests: their state is shared by every page (and the server render). */
export async function resetMocks(request: APIRequestContext, testInfo: TestInfo): Promise<void> {
  await request.post(`${mocksOrigin(testInfo)}/__mock/reset`);
}

/**
 * Forces a scenario (`searchJobs:40006,retry=30`) then opens `path`: through the page URL in
 * development (kept for the tab in a cookie), through the control endpoint of the mock HTTP server.
 */
export async function gotoWithScenario(page: Page, request: APIRequestContext, testInfo: TestInfo, path: string, scenario: string): Promise<void> {
  if (isProductionBuild(testInfo)) {
    await request.put(`${MOCK_SERVER}/__mock/scenarios`, { data: scenario });
    await page.goto(path);
  } else {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}mock=${encodeURIComponent(scenario)}`);
  }
}

/**
 * axe's serious and critical findings on the page as it is now, every rule on (colour contrast
 * included), each as "rule: n node(s): first targets". Label in name (WCAG 2.5.3) is one of axe's
 * experimental rules, off by default: it is switched on.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.length} node(s): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Signs in on /get-started with the seeded users' password (docs/mock-users.md). */
export async function signInWithPassword(page: Page, login: string): Promise<void> {
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email or phone number').fill(login);
  await page.locator('input').and(page.getByLabel('Password', { exact: true })).fill('Jobchat123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const MARIA = {
  id: 900001, active_key: 1, first_name: 'Maria', last_name: 'Santos', email: 'maria.santos@example.com', phone_num: '9171234567',
  phone_country_code: '+63', is_mobile_verified: true, avatar: null, additional_info: { source: 'web', user_identity_id: null },
  is_email_verify: true, notice_period_id: 2, is_profile_completed: true, longitude: null, latitude: null, is_new_account: false,
  register_flow: 'email', register_flow_v2: null, chat_flow: '0',
};

/** Maria (the complete-profile ready user) signed in on `origin`, as the app's own cookies say it. */
export async function signInAsMaria(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([
    { name: 'sessionid', value: 'session-complete-profile', url: origin },
    // The app writes cookie values URI-encoded (web/src/lib/cookies.ts).
    { name: 'user', value: encodeURIComponent(JSON.stringify(MARIA)), url: origin },
  ]);
}

/** Marks the page's document: a document load loses the mark, a navigation in the app keeps it (stillSameDocument). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/** Whether the document markDocument marked is still the page's. */
export async function stillSameDocument(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)) === true;
}

/** Opens a job card's job by its title link and waits for the job's page; gives the title. */
export async function openCardJob(page: Page, card: Locator): Promise<string> {
  const title = await card.getByRole('heading').innerText();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/job\/[a-z0-9-]+-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}
