import { newAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { newMaker, unique } from './support/makers';

/*
 * Support notices (issue 20 part 5): an admin publishes an important notice on the FAQ page; a
 * member sees it as a banner across the app, dismisses it, and it stays gone after a reload, while
 * the notice itself is still listed on /support.
 */
test('an important notice is a banner until dismissed, and stays listed on /support', async ({ browser }) => {
  const admin = await newAdmin(browser);

  const title = `Planned maintenance ${unique()}`;
  await admin.page.goto('/support');
  const form = admin.page.getByRole('form', { name: 'Publish a notice' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('Sidecamp is read-only on Sunday from 02:00 to 03:00 UTC.');
  await form.getByText('Important: show it as a banner').click();
  await form.getByRole('button', { name: 'Publish notice' }).click();
  await expect(admin.page.getByRole('heading', { name: title })).toBeVisible();

  const member = await newMaker(browser);
  await member.page.goto('/lounge');
  const banner = member.page.getByRole('region', { name: 'Notice from Sidecamp' });
  await expect(banner).toContainText(title);
  await banner.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(banner).toBeHidden();

  // Give the idle-time banner every chance to come back before saying it did not.
  const bannerChecked = member.page.waitForResponse((response) =>
    response.url().includes('/api/support/notices?important=true'),
  );
  await member.page.reload();
  await bannerChecked;
  await expect(banner).toBeHidden();

  await member.page.goto('/support');
  const notices = member.page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByRole('heading', { name: title })).toBeVisible();
  await expect(notices.getByText('Important', { exact: true }).first()).toBeVisible();
  await expect(member.page.getByRole('region', { name: 'Notice from Sidecamp' })).toBeHidden();

  // Other tests share this server: the banner should not follow them around.
  const listed = await admin.api.get('/api/support/notices?important=true&size=50');
  const mine = ((await listed.json()) as { items: { id: number; title: string }[] }).items.find(
    (item) => item.title === title,
  );
  expect(mine).toBeDefined();
  expect((await admin.api.delete(`/api/support/notices/${mine?.id}`)).status()).toBe(204);
  await admin.context.close();
  await member.context.close();
});
