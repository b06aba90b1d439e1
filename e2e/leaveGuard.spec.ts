import { expect, test } from './support/fixtures';
import { newMaker } from './support/makers';

/*
 * Forms that keep your work (issue 33): leaving a half-filled project form asks first; staying
 * keeps what was typed, leaving goes on; an untouched form lets a person go without a question.
 */
test('leaving a half-filled project form asks first, and staying keeps what was typed', async ({
  browser,
}) => {
  const { page, context } = await newMaker(browser);
  const projectsLink = page
    .getByRole('navigation', { name: 'Camps' })
    .getByRole('link', { name: 'Projects' });

  await page.goto('/projects/new');
  await page.getByLabel('Project name').fill('Harbour tide tables');
  await projectsLink.click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByLabel('Project name')).toHaveValue('Harbour tide tables');

  await projectsLink.click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave and lose the changes' })
    .click();
  await expect(page).toHaveURL(/\/projects$/);
  await context.close();
});

test('an untouched project form lets a person leave without a question', async ({ browser }) => {
  const { page, context } = await newMaker(browser);
  await page.goto('/projects/new');
  await expect(page.getByLabel('Project name')).toBeVisible();
  await page.getByRole('navigation', { name: 'Camps' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
