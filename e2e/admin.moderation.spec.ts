import { newAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { newMaker, unique } from './support/makers';

/*
 * Moderation (issue 22, F18): the configured admin hides a reported post from the Reports page
 * (it leaves the lounge and the home feed of someone who follows its author), bans a member whose
 * browser is open (it is logged out within seconds and sees the reason at the next log-in), and
 * the audit log lists both.
 */
test('an admin hides a reported post and bans a member; both are in the audit log', async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await newMaker(browser);
  const reader = await newMaker(browser);
  const admin = await newAdmin(browser);

  const title = `Free followers here ${unique()}`;
  const created = await author.api.post('/api/lounge/posts', {
    data: { category: '23', title, body: 'Click this link for a thousand followers.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await reader.api.post(`/api/profiles/${author.no}/follow`)).status()).toBeLessThan(300);
  const reported = await reader.api.post('/api/lounge/reports', {
    data: { targetType: 'post', targetId: id, reason: 'Spam: selling followers' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  const r = reader.page;
  await r.goto('/lounge/following');
  await expect(r.getByRole('link', { name: title })).toBeVisible();

  // The admin hides it from the queue, with a reason.
  const a = admin.page;
  await a.goto('/admin/reports?type=post');
  await expect(a.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const card = a.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Spam: selling followers')).toBeVisible();
  await expect(card.getByText('1 report')).toBeVisible();
  await card.getByRole('button', { name: `Hide: Post #${id}` }).click();
  const hideDialog = a.getByRole('dialog', { name: 'Hide this Post?' });
  await hideDialog.getByRole('button', { name: 'Hide' }).click();
  await expect(hideDialog.getByText('Give a reason')).toBeVisible();
  await hideDialog.getByLabel('Reason').fill('Selling followers breaks the community rules');
  await hideDialog.getByRole('button', { name: 'Hide' }).click();
  await expect(a.locator('[data-sonner-toast]').filter({ hasText: 'Hidden; 1 report closed' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Gone from the lounge and the home feed for the reader.
  await r.goto('/lounge?category=23');
  await expect(r.getByRole('heading', { level: 1, name: 'Lounge' })).toBeVisible();
  await expect(r.getByRole('link', { name: title })).toHaveCount(0);
  await r.goto('/lounge/following');
  await expect(r.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(r.getByRole('link', { name: title })).toHaveCount(0);

  // The reader's browser is open on the lounge when the admin bans them.
  await r.goto('/lounge');
  await expect(r.getByRole('heading', { level: 1, name: 'Lounge' })).toBeVisible();
  await a.goto('/admin/people');
  await a.getByRole('searchbox', { name: 'Nickname or e-mail' }).fill(reader.nickname);
  await a.getByRole('button', { name: 'Find' }).click();
  await a
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: `Ban ${reader.nickname}` })
    .click();
  const banDialog = a.getByRole('dialog', { name: `Ban ${reader.nickname}?` });
  await banDialog.getByLabel('Reason').fill('Reporting in bad faith');
  await banDialog.getByRole('button', { name: 'Ban' }).click();
  await expect(
    a.locator('[data-sonner-toast]').filter({ hasText: `${reader.nickname} is banned` }),
  ).toBeVisible();
  await expect(a.getByRole('list', { name: 'Banned now' }).getByText(reader.nickname)).toBeVisible();

  // Logged out within seconds, told why; the next log-in shows the reason and the end.
  await expect(
    r.locator('[data-sonner-toast]').filter({ hasText: 'your account was suspended' }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(r.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await r.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = r.getByRole('dialog', { name: 'Log in to Sidecamp' });
  await dialog.getByLabel('E-mail').fill(reader.email);
  await dialog.getByLabel('Password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByText(/Your account is suspended until .+: Reporting in bad faith/)).toBeVisible();

  // Both actions are in the audit log.
  await a.goto('/admin/audit');
  const log = a.getByRole('list', { name: 'Audit log' });
  await expect(log.getByText('Hid reported content').first()).toBeVisible();
  await expect(log.getByText('Banned', { exact: true }).first()).toBeVisible();
  await expect(log.getByText('Selling followers breaks the community rules')).toBeVisible();
  await expect(log.getByText('Reporting in bad faith')).toBeVisible();
});
