/**
 * Issue 14, journey 1: a 5xx shows up in the reporter. In development (the mocks in the browser) the
 * reporter is on and sends to the mocks' endpoint, where QA reads it in the mock panel; the production
 * build, started as production is (no ERROR_REPORT_URL), reports nothing: its default is off.
 */
import { expect, gotoWithScenario, isProductionBuild, mocksOrigin, resetMocks, test } from './support';

const JOB = '/job/junior-accountant-200010';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

interface StoredReport {
  report: { kind: string; side: string; page?: string; request?: { path: string; status: number } };
}

test('a server error reply reaches the error reporter in development, and nothing is sent by default in production', async ({ page, request }, testInfo) => {
  await gotoWithScenario(page, request, testInfo, `${JOB}?utm_source=e2e`, 'getJobDetail:50001');
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  // Browser calls of the job page (the retry) fail too: the browser reports what it sees.
  await page.getByRole('button', { name: 'Try again' }).first().click();
  const reports = async () => ((await (await request.get(`${mocksOrigin(testInfo)}/__mock/error-reports`)).json()) as { reports: StoredReport[] }).reports;

  if (isProductionBuild(testInfo)) {
    await page.waitForTimeout(1000);
    expect(await reports()).toEqual([]);
    return;
  }
  await expect.poll(async () => (await reports()).map((stored) => `${stored.report.side} ${stored.report.kind}`)).toEqual(
    expect.arrayContaining(['server server-reply', 'browser server-reply']),
  );
  for (const { report } of await reports()) {
    expect(report.page).toBe(JOB);
    expect(report.request).toMatchObject({ path: expect.stringMatching(/\/job\//), status: 500 });
  }

  await page.getByRole('button', { name: 'Mock controls' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock controls' }).getByRole('region', { name: 'Error reports' });
  await expect(panel.getByText('Server error reply').first()).toBeVisible();
});
