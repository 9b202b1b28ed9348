/**
 * Issue 10's journeys, in both projects (the production one talks to the mock server over HTTP, and
 * realtime over its chat socket): a guest finds a job and is asked to log in, signs in, comes back to the
 * job with the apply dialog open, applies with a first message and the screening answers, and lands on
 * the success page (1, 2); opens the chat, the recruiter replies and they exchange phone numbers (3);
 * an interview invitation arrives and is accepted (4); check-in opens inside its window on the mocks'
 * clock (5). Job 200010 (Junior Accountant, two screening questions) is a seeded ph job that Maria has
 * neither applied to nor chatted about (the seed is deterministic).
 */
import { appPort, expect, expectNoSeriousA11yViolations, mocksOrigin, resetMocks, signInAsMaria, signInWithPassword, test } from './support';

const HOUR_MS = 3_600_000;
/** The mock recruiter's invitations are for 3 days after they are sent (mocks/handlers/chat/recruiter-replies.ts). */
const INVITATION_LEAD_MS = 72 * HOUR_MS;

const JOB = '/job/junior-accountant-200010';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

test('a guest signs in, applies, chats with the recruiter, exchanges numbers, accepts an interview and checks in', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
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

  // 3. The chat: the recruiter answers the first message over the socket, then shares their number.
  await page.getByRole('button', { name: 'Continue chat' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const history = page.getByRole('region', { name: 'Messages' });
  await expect(history.getByText('Hello, I can start next month.')).toBeVisible();
  await expect(history.locator('li').filter({ hasText: /Thanks for your message|Noted, thank you|Great, thank you|Thank you for the quick reply/ })).toBeVisible();
  await page.getByRole('button', { name: 'Exchange phone numbers' }).click();
  await expect(history.getByText('You asked to exchange phone numbers.')).toBeVisible();
  await expect(history.getByText(/^Phone numbers exchanged\./)).toBeVisible();
  await expect(history.getByRole('link', { name: /^\+63 / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 4. Asked about an interview, the recruiter sends an invitation; it opens here and is accepted.
  const invitedFrom = Date.now();
  await page.getByRole('textbox', { name: 'Message' }).fill('I am available for an interview any day this week.');
  await page.keyboard.press('Enter');
  const view = history.getByRole('link', { name: 'View invitation' });
  await expect(view).toBeVisible();
  await view.click();
  // The dialog is named by the job once the interview is loaded.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Invitation pending')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByText('You accepted the interview.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Check-in opens/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(history.locator('.chat-card--interview').getByText('Accepted')).toBeVisible();

  // 5. An hour before the start, on the mocks' clock and the page's, check-in is open.
  const anHourBefore = invitedFrom + INVITATION_LEAD_MS - HOUR_MS;
  const pinned = await request.put(`${mocksOrigin(testInfo)}/__mock/clock`, { data: new Date(anHourBefore).toISOString() });
  expect(pinned.status()).toBe(204);
  await page.clock.setFixedTime(anHourBefore);
  await view.click();
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await expect(dialog.getByText('You are checked in.')).toBeVisible();
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
  // A native modal dialog (issue 25): the page behind is inert, out of reach even of a script's focus().
  expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
  const focusedBehind = await first.evaluate((link: HTMLElement) => {
    link.focus();
    return document.activeElement === link;
  });
  expect(focusedBehind).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/interview=/);
  await expect(first).toBeFocused();
});
