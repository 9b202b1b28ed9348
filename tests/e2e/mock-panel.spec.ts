/**
 * QA's path through the dev panel (dev server only: the production build has no panel): force a listed
 * code on an operation and see the app react, then open the API reference generated from the contracts.
 */
import { expect, test } from './support';
import { isProductionBuild } from './support';

test('a code forced from the panel reaches the screen, and the API reference opens from it', async ({ page }, testInfo) => {
  test.skip(isProductionBuild(testInfo), 'The mock panel and the API reference exist in development only.');
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
  await expect(page.getByText('getJobDetail').first()).toBeVisible();
  await expect(page.getByText('applyToJob').first()).toBeVisible();
});
