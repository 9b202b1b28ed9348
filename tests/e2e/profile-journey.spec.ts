/**
 * Issue 11's journeys, in both projects: a new user signs up and completes the four profile steps,
 * landing on /onsite-job with the profile marked complete in the user cookie (1); uploads a resume and
 * watches its progress (the upload is throttled so the bar is seen moving), then syncs it into the
 * profile and rates the sync (2); /manage-profile shows all of it (4); the AI career summary streams in,
 * is accepted and saved (3).
 */
import { expect, expectNoSeriousA11yViolations, resetMocks, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

test('a new user signs up, completes the profile, uploads and syncs a resume, and the online resume shows it all', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/get-started');
  await page.getByLabel('Email address').fill(`e2e.profile.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill('123456');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 1/4: about you and what you look for.
  await expect(page).toHaveURL(/\/jobseeker-complete-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const names = [page.getByLabel('First name'), page.getByLabel('Last name')];
  for (const [index, field] of names.entries()) if ((await field.inputValue()) === '') await field.fill(['Ana', 'Reyes'][index]!);
  await page.getByLabel('Date of birth').fill('1998-05-14');
  await page.getByLabel('Working since').fill('2020-03');
  await page.getByLabel('Current location').selectOption({ label: 'Makati' });
  await page.getByLabel('Earliest availability').selectOption({ label: '1 Month' });
  await page.getByLabel('Job title').fill('Junior Accountant');
  await page.getByLabel('Industry').selectOption({ label: 'Accounting and Audit' });
  await page.getByLabel('Job type').selectOption({ label: 'Full-time' });
  await page.getByRole('group', { name: 'Work arrangement' }).getByRole('radio', { name: 'On-site' }).check();
  await page.getByLabel('Preferred work location').selectOption({ label: 'Makati' });
  await page.getByLabel('Work language').selectOption({ label: 'English' });
  await page.getByLabel('Minimum salary').fill('25000');
  await page.getByLabel('Maximum salary').fill('35000');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 2/4: one work experience.
  await expect(page.getByRole('heading', { level: 1, name: 'Your work experience' })).toBeVisible();
  await expect(page).toHaveURL(/\/jobseeker-complete-profile\/10$/);
  await page.getByRole('button', { name: 'Add work experience' }).click();
  const job = page.getByRole('form', { name: 'New work experience' });
  await job.getByLabel('Company name').fill('Makati Bookkeeping Co.');
  await job.getByLabel('Job title').fill('Bookkeeper');
  await job.getByLabel('Industry').selectOption({ label: 'Accounting and Audit' });
  await job.getByLabel('Start').fill('2021-06');
  await job.getByLabel('End').fill('2023-02');
  await job.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '1 work experience added' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Next' }).click();

  // 3/4: education (none), then 4/4.
  await expect(page.getByRole('heading', { level: 1, name: 'Your education' })).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are all set!' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your profile' });
  await expect(summary.getByText('1 work experience')).toBeVisible();
  await page.getByRole('button', { name: 'Finish and find jobs' }).click();

  await expect(page).toHaveURL(/\/onsite-job$/);
  const user = (await page.context().cookies()).find((cookie) => cookie.name === 'user');
  expect(JSON.parse(decodeURIComponent(user?.value ?? '{}'))).toMatchObject({ is_profile_completed: true });

  // 2. A resume, uploaded at 200 KB/s so its progress shows, then synced into the profile.
  await page.goto('/manage-resume');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage resumes' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600 * 1024, 0x20)]);
  await page.getByLabel('Upload a resume').setInputFiles({ name: 'Ana_Reyes_Resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  const bar = page.getByRole('progressbar', { name: 'Upload progress of Ana_Reyes_Resume.pdf' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await expect(page.getByText('Ana_Reyes_Resume.pdf was uploaded.')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('article', { name: 'Ana_Reyes_Resume.pdf' }).getByRole('button', { name: 'Sync to profile' }).click();
  const sync = page.getByRole('dialog');
  await expect(sync.getByRole('group', { name: '1 new education' })).toBeVisible();
  await sync.getByRole('button', { name: /^Sync \d+ items$/ }).click();
  const ratings = sync.getByRole('group', { name: 'How well did the sync match your resume?' });
  await ratings.getByRole('radio', { name: 'Perfect Match' }).check();
  await sync.getByRole('button', { name: 'Send rating' }).click();
  await expect(sync.getByText('Thank you for your rating.')).toBeVisible();
  await sync.getByRole('button', { name: 'Done' }).click();

  // 4. The online resume shows the profile setup and the synced resume together.
  await page.goto('/manage-profile');
  const main = page.getByRole('main');
  await expect(main.getByText('Junior Accountant').first()).toBeVisible();
  await expect(main.getByText('Bookkeeper')).toBeVisible();
  await expect(main.getByText('University of Santo Tomas')).toBeVisible();
  await expect(main.getByText('SAP FICO')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 3. The AI career summary streams in, is accepted into the summary and saved.
  const summaryCard = page.getByRole('region', { name: 'Summary' });
  await summaryCard.getByRole('button', { name: 'Edit summary' }).click();
  await summaryCard.getByRole('button', { name: 'Write with AI' }).click();
  const writer = summaryCard.getByRole('group', { name: 'Write with AI' });
  await writer.getByRole('button', { name: 'Write my summary' }).click();
  await expect(writer.getByRole('status')).toHaveText('Your summary is written.', { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await writer.getByRole('button', { name: 'Use this summary' }).click();
  await expect(summaryCard.getByLabel('Personal summary')).toHaveValue(/is a results-driven professional/);
  await summaryCard.getByRole('button', { name: 'Save' }).click();
  await expect(summaryCard.getByText(/is a results-driven professional/)).toBeVisible();
});
