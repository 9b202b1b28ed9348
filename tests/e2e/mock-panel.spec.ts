/**
 * QA's path through the dev panel (dev server only: the production build has no panel): force a listed
 * code on an operation and see the app react, then open the API reference generated from the contracts.
 */
import { expect, test } from './support';
import { isProductionBuild } from './support';

test('a code forced from the panel reaches the screen, and the API reference opens from it', async ({ page, request }, testInfo) => {
  test.skip(isProductionBuild(testInfo), 'The mock panel and the API reference exist in development only.');
  // The dev server builds the reference in the background when it starts (seconds to a minute on a busy
  // machine); the click below is timed against the page, not against that first build.
  expect((await request.get('/__api-reference/', { timeout: 120_000 })).ok()).toBe(true);
  await page.goto('/job/accountant-200001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Mock controls' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock controls' });
  await panel.getByLabel('Find an operation').fill('getJobDetail');
  await panel.getByLabel('Documented error code').selectOption('41113');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Position has been deleted').first()).toBeVisible();

  await panel.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/__api-reference\/$/);
  await expect(page.getByRole('heading', { name: /Jobchat API reference/ })).toBeVisible();
  // Redoc's search finds an operation by its id and opens it.
  const search = page.getByTestId('search-trigger');
  await expect(search).toContainText('Search');
  await search.click();
  await page.keyboard.type('getJobDetail');
  await page.getByText("Get a job's detail").first().click();
  await expect(page.getByText(/Operation id getJobDetail/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'their own page' })).toHaveAttribute('href', 'chat-events.html');
});
