import { toast } from './support/accounts';
import { expect, test } from './support/fixtures';
import { newMaker, publishedProject, unique } from './support/makers';

/*
 * "Generate my profile text" (F13.3): written from the member's own stored data (no model, no
 * credit), put in the field to edit, and saved with the profile's own save.
 */
test('a member generates their profile text from their data, edits it, saves it, and the profile shows it', async ({
  browser,
}) => {
  const maker = await newMaker(browser, { mainJobDetail: '0406', techStacks: ['TypeScript'] });
  const project = `Lantern Map ${unique()}`;
  await publishedProject(maker.api, { name: project });
  const { page } = maker;

  await page.goto('/settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(
    page.getByText('Written from your profile and activity; costs no credit.').first(),
  ).toBeVisible();
  const introduction = page.getByRole('textbox', { name: 'Introduction' });
  await expect(introduction).toHaveValue('');

  await page.getByRole('button', { name: 'Generate my profile text' }).click();
  await expect(introduction).toHaveValue(
    new RegExp(`^Hi, I'm ${maker.nickname}\\. My main field is Backend\\.`),
  );
  await expect(introduction).toHaveValue(new RegExp(`I have led 1 project: ${project}\\.`));
  await expect(introduction).toHaveValue(/I work with TypeScript\./);

  // The text is the member's to edit; generating again over it asks first, and Cancel keeps it.
  const generated = await introduction.inputValue();
  await introduction.fill(`${generated} I like maps.`);
  await page.getByRole('button', { name: 'Generate my profile text' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace your text?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(introduction).toHaveValue(`${generated} I like maps.`);

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Your profile was saved')).toBeVisible();

  await page.goto(`/u/${maker.no}`);
  await expect(page.getByText(`Hi, I'm ${maker.nickname}.`, { exact: false })).toBeVisible();
  await expect(page.getByText('I like maps.', { exact: false })).toBeVisible();
  await maker.context.close();
});
