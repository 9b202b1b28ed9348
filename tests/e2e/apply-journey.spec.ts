/**
 * Issue 10, journeys 1 and 2, in both projects: a guest finds a job and is asked to log in, signs in,
 * comes back to the job with the apply dialog open, applies with a first message and the screening
 * answers, and lands on the success page. Job 200010 (Junior Accountant, two screening questions) is a
 * seeded ph job that Maria has neither applied to nor chatted about (the seed is deterministic).
 */
import { appPort, expect, expectNoSeriousA11yViolations, resetMocks, signInAsMaria, signInWithPassword, test } from './support';

const JOB = '/job/junior-accountant-200010';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

test('a guest is asked to log in, signs in, applies with a message and screening answers, and lands on the success page', async ({ page }) => {
  await page.goto(JOB);
  await expect(page.getByRole('heading', { level: 1, name: 'Junior Accountant' })).toBeVisible();
  await page.getByRole('button', { name: 'Chat now' }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Log in to continue' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Log in or register' }).click();

  await expect(page).toHaveURL(/\/get-started\?redirect=/);
  await signInWithPassword(page, 'maria.santos@example.com');

  const apply = page.getByRole('dialog', { name: 'Apply for Junior Accountant' });
  await expect(apply).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${JOB}$`));
  await expectNoSeriousA11yViolations(page);
  await apply.getByRole('textbox', { name: 'First message' }).fill('Hello, I can start next month.');
  // The first message, then the job's two screening questions, each required.
  const boxes = apply.getByRole('textbox');
  await expect(boxes).toHaveCount(3);
  for (const index of [1, 2]) await boxes.nth(index).fill(`Answer ${index}`);
  await apply.getByRole('button', { name: 'Send application' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Application sent!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${JOB}/apply/success$`));
  await expectNoSeriousA11yViolations(page);
});

test('the interviews page and an interview dialog, signed in: keyboard-reachable, nothing serious for axe', async ({ page }, testInfo) => {
  await signInAsMaria(page.context(), `http://localhost:${appPort(testInfo)}`);
  await page.goto('/interviews');
  await expect(page.getByRole('heading', { level: 1, name: 'My interviews' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Each interview's title (an h2) is the link that opens its dialog.
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]interview=\d+/);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/interview=/);
});
