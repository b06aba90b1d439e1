import { type APIRequestContext, expect, test } from '@playwright/test';
import { newMaker, publishedProject, unique } from './support/makers';

const balanceOf = async (api: APIRequestContext) =>
  ((await (await api.get('/api/points/summary')).json()) as { balance: number }).balance;

test('the host pins an open chat at the top of the directory for points, and a short balance is refused in the dialog', async ({
  browser,
}) => {
  const host = await newMaker(browser);
  const tag = `pin${unique()}`;
  for (const name of [`${tag} older`, `${tag} newer`]) {
    const created = await host.api.post('/api/chat/open', { data: { name, description: 'Talk shop' } });
    expect(created.status(), await created.text()).toBe(201);
  }
  // Sign-up (10) and the first login (1) arrive through the event dispatcher; the pin costs 10.
  await expect.poll(() => balanceOf(host.api)).toBe(11);

  const page = host.page;
  await page.goto('/chat/open');
  await page.getByLabel('Search open chats').fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  const cards = page.getByRole('listitem').filter({ hasText: tag });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(`${tag} newer`);

  await cards
    .filter({ hasText: `${tag} older` })
    .getByRole('button', { name: 'Pin to top' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pin your chat at the top' });
  await expect(dialog).toContainText('for 7 days. It costs 10 points');
  await expect(dialog).toContainText('Your balance: 11 points.');
  await dialog.getByRole('button', { name: 'Pin for 10 points' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'your balance is 1' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed first now, marked as a paid placement.
  await expect(cards.first()).toContainText(`${tag} older`);
  await expect(cards.first()).toContainText('Pinned · Ad');
  await expect(cards.nth(1)).not.toContainText('Pinned');
  expect(await balanceOf(host.api)).toBe(1);

  // Extending needs 10 more points: the dialog says so and sends nothing.
  await cards.first().getByRole('button', { name: 'Extend pin' }).click();
  await expect(dialog).toContainText('Your balance is too low for this.');
  await expect(dialog.getByRole('button', { name: 'Pin for 10 points' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await balanceOf(host.api)).toBe(1);

  // The wallet shows the spend under the spec's label.
  await page.goto('/points/history');
  await expect(page.getByRole('list', { name: 'History' }).getByText('Open chat top ad')).toHaveCount(1);
  await host.context.close();
});

test('the leader starts the board over for points after a dialog that says what goes and what stays', async ({
  browser,
}) => {
  const leader = await newMaker(browser);
  const name = `Reset ${unique()}`;
  const projectNo = await publishedProject(leader.api, { name });
  for (const title of ['Sketch the logo', 'Write the landing page']) {
    const created = await leader.api.post(`/api/projects/${projectNo}/tasks`, { data: { title } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const news = await leader.api.post(`/api/projects/${projectNo}/news`, {
    data: { title: 'Kick-off', body: 'We started.' },
  });
  expect(news.status(), await news.text()).toBe(201);
  // Sign-up, first login and the published project: 10 + 1 + 4 (a new account earns at most 5 points
  // a day from activity, so the project's 5 is clamped to 4); the reset costs 5.
  await expect.poll(() => balanceOf(leader.api)).toBe(15);

  const page = leader.page;
  await page.goto(`/projects/${projectNo}/workspace`);
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace' })).toBeVisible();
  await expect(page.getByText('Sketch the logo')).toBeVisible();
  await page.getByRole('button', { name: 'Start the board over' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start the board over?' });
  await expect(dialog).toContainText(`every task (2) and every goal (0) of ${name}`);
  await expect(dialog).toContainText(
    'its members and positions, news, questions, history and team chat stay',
  );
  await expect(dialog).toContainText('It costs 5 points. Your balance: 15 points.');
  await dialog.getByRole('button', { name: 'Remove all for 5 points' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: '2 tasks and 0 goals removed' }),
  ).toBeVisible();
  await expect(page.getByText('Sketch the logo')).toBeHidden();
  expect(await balanceOf(leader.api)).toBe(10);

  // The project and its news are still there.
  const kept = await leader.api.get(`/api/projects/${projectNo}/news`);
  expect(((await kept.json()) as { items: unknown[] }).items).toHaveLength(1);
  await leader.context.close();
});
