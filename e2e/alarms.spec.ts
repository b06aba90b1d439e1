import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newMaker, publishedProject, unique } from './support/makers';
import { remindTasksNow } from './support/server';

/*
 * The alarm centre (issue 19): notifications arrive on the bell without a reload, a muted post and
 * a muted person notify nothing, and "mark all read" clears the badge for good.
 */
/** Resolves once the page's realtime socket is connected (socket.io's CONNECT answer, "40"). */
function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.startsWith('40')) resolve();
      }),
    );
  });
}

async function writePost(api: APIRequestContext, title: string): Promise<number> {
  const res = await api.post('/api/lounge/posts', {
    data: { category: '04', postType: '01', title, body: 'Who is in?' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('replies ring the bell live; muted posts and people stay quiet; mark all read sticks', async ({
  browser,
}) => {
  const alice = await newMaker(browser);
  const bob = await newMaker(browser);
  const carol = await newMaker(browser);
  // Alice keeps points news (her sign-up level-up) out of the alarm centre, so the badge counts
  // only what this test makes.
  const quiet = await alice.api.patch('/api/settings', {
    data: { notifications: [{ kind: 'points', channel: 'in_app', enabled: false }] },
  });
  expect(quiet.status(), await quiet.text()).toBe(200);
  const title = `Night build ${unique()}`;
  const postId = await writePost(alice.api, title);

  const { page } = alice;
  const connected = realtimeConnected(page);
  await page.goto('/alarms?group=social');
  await connected;
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
  await expect(page.getByText('Nothing social yet')).toBeVisible();
  const badge = page.getByTestId('alarm-badge');
  await expect(badge).toHaveCount(0);

  // Bob replies: Alice's bell shows it without a reload, and the list has it on top.
  const replied = await bob.api.post(`/api/lounge/posts/${postId}/replies`, {
    data: { body: 'Count me in' },
  });
  expect(replied.status()).toBe(201);
  await expect(badge).toHaveText('1', { timeout: 1_000 });
  await expect(
    page.getByRole('link', { name: `${bob.nickname} replied to your post “${title}”` }),
  ).toBeVisible();

  // Alice mutes the post from its page; Bob's next reply does not notify her. Bob's follow, made
  // after it, does: once that one is in, the reply has been handled too.
  await page.goto(`/lounge/posts/${postId}`);
  await page.getByLabel('Notifications', { exact: true }).selectOption('muted');
  await expect(page.getByText('Nothing here notifies you.')).toBeVisible();
  await bob.api.post(`/api/lounge/posts/${postId}/replies`, { data: { body: 'Still in' } });
  const followed = await bob.api.post(`/api/profiles/${alice.no}/follow`);
  expect(followed.status(), await followed.text()).toBe(200);
  await expect(badge).toHaveText('2');

  // Alice mutes Carol from her profile; Carol's like does not notify, Bob's (after it) does, alone.
  await page.goto(`/u/${carol.no}`);
  await page.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  const second = await writePost(alice.api, `Second ${unique()}`);
  await carol.api.put(`/api/lounge/posts/${second}/like`);
  await bob.api.put(`/api/lounge/posts/${second}/like`);
  await expect(badge).toHaveText('3');

  await page.goto('/alarms?group=social');
  const list = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: /replied to your post/ }) });
  await expect(list.getByRole('link')).toHaveCount(3);
  await expect(list.getByRole('link').first()).toContainText(`${bob.nickname} liked your post`);
  await expect(page.getByText(carol.nickname)).toHaveCount(0);
  await expect(page.getByText('Still in')).toHaveCount(0);

  // Mark all read: the badge goes, and stays gone after a reload.
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
  await expect(page.getByRole('link', { name: /liked your post/ })).toBeVisible();
  await expect(badge).toHaveCount(0);

  for (const maker of [alice, bob, carol]) await maker.context.close();
});

test('a task due tomorrow brings one reminder from the job, however often it runs', async ({ browser }) => {
  const lead = await newMaker(browser);
  const no = await publishedProject(lead.api, { name: `Reminder ${unique()}` });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const title = `Ship the beta ${unique()}`;
  const task = await lead.api.post(`/api/projects/${no}/tasks`, {
    data: { title, assigneeNo: lead.no, dueDate: tomorrow },
  });
  expect(task.status(), await task.text()).toBe(201);

  expect(await remindTasksNow()).toContain('1 due tomorrow');
  expect(await remindTasksNow()).toContain('0 due tomorrow');

  const { page } = lead;
  await page.goto('/alarms?group=activity');
  const reminder = page.getByRole('link', { name: new RegExp(`Task “${title}” in .* is due tomorrow`) });
  await expect(reminder).toHaveCount(1);
  await reminder.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${no}/workspace`));
  await lead.context.close();
});
