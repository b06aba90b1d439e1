import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { type Maker, newMaker, publishedProject, unique } from './support/makers';

/*
 * Issue 5 in Chromium: a project's team works on one board from two browsers. Every wait is on
 * something the page shows, never on time.
 */

const ONE_POSITION = [{ jobCode: '0406', headcount: 3, skillLevel: '02' }];

/** `member` joins the project through the real path: an application the leader approves. */
async function join(leader: Maker, member: Maker, projectNo: number): Promise<void> {
  const detail = await leader.api.get(`/api/projects/${projectNo}`);
  const positionId = ((await detail.json()) as { positions: { id: number }[] }).positions[0]?.id;
  const applied = await member.api.post(`/api/projects/${projectNo}/positions/${positionId}/applications`, {
    data: { answers: [] },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const approved = await leader.api.post(`/api/applications/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
}

async function createTask(api: APIRequestContext, projectNo: number, data: Record<string, unknown>) {
  const created = await api.post(`/api/projects/${projectNo}/tasks`, { data });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; version: number };
}

/** Opens the workspace and waits until the board has joined the project's live room. */
async function openBoard(page: Page, projectNo: number) {
  await page.goto(`/projects/${projectNo}/workspace`);
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace' })).toBeVisible();
  await expect(page.getByTestId('room-state')).toHaveAttribute('data-state', 'live');
}

const column = (page: Page, key: 'plan' | 'inProgress' | 'review' | 'done') =>
  page.getByTestId(`column-${key}`);

test('a move on one board shows on the other without reload; a stale edit is refused and the current task shown', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const leader = await newMaker(browser);
  const member = await newMaker(browser);
  const projectNo = await publishedProject(leader.api, {
    name: `Lantern ${unique()}`,
    positions: ONE_POSITION,
  });
  await join(leader, member, projectNo);
  const title = `Draft the pitch deck ${unique()}`;
  await createTask(leader.api, projectNo, { title, assigneeNo: member.no });

  const a = leader.page;
  const b = member.page;
  // The project view leads members to the workspace.
  await b.goto(`/projects/${projectNo}`);
  await b.getByRole('link', { name: 'Workspace' }).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Workspace' })).toBeVisible();
  await expect(b.getByTestId('room-state')).toHaveAttribute('data-state', 'live');
  await openBoard(a, projectNo);
  await expect(column(a, 'plan').getByText(title)).toBeVisible();
  await expect(column(b, 'plan').getByText(title)).toBeVisible();

  // B opens the task to edit it: the dialog holds the version B read.
  await b.getByRole('button', { name: title, exact: true }).click();
  const dialog = b.getByRole('dialog', { name: 'Edit task' });
  await expect(dialog).toBeVisible();

  // A drags the card from plan to in progress.
  await column(a, 'plan').getByTestId('task-card').filter({ hasText: title }).dragTo(column(a, 'inProgress'));
  await expect(column(a, 'inProgress').getByText(title)).toBeVisible();
  // B's board follows without a reload (the card moves behind B's open dialog).
  await expect(column(b, 'inProgress').getByText(title)).toBeVisible();
  await expect(column(b, 'plan').getByText(title)).toHaveCount(0);

  // B saves an edit made on the old copy: refused with a clear message, and the current task shown.
  await dialog.getByLabel('Title').fill(`${title} (v2)`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This task changed while you were editing');
  await expect(dialog.getByRole('alert')).toContainText('Someone else changed this task');
  await expect(dialog.getByText('In Progress')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  // Redone on the current version, the edit goes through and reaches A's board.
  await dialog.getByLabel('Title').fill(`${title} (v2)`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(column(a, 'inProgress').getByText(`${title} (v2)`)).toBeVisible();

  // The keyboard way: B moves the card on with its actions menu; A sees it arrive in review.
  await b.getByRole('button', { name: `Actions for ${title} (v2)` }).focus();
  await b.keyboard.press('Enter');
  await b.getByRole('menuitem', { name: 'Move to Review' }).click();
  await expect(column(b, 'review').getByText(`${title} (v2)`)).toBeVisible();
  await expect(column(a, 'review').getByText(`${title} (v2)`)).toBeVisible();

  // The list view filters by stage.
  await a.getByRole('button', { name: 'List', exact: true }).click();
  await a.getByLabel('Stage').selectOption({ label: 'Review' });
  await expect(a.getByTestId('task-row')).toHaveCount(1);
  await a.getByLabel('Stage').selectOption({ label: 'Plan' });
  await expect(a.getByText('No task matches these filters')).toBeVisible();

  await leader.context.close();
  await member.context.close();
});

test('someone outside the team gets 403 from the API and a clear page', async ({ browser }) => {
  const leader = await newMaker(browser);
  const stranger = await newMaker(browser);
  const projectNo = await publishedProject(leader.api, {
    name: `Harbor ${unique()}`,
    positions: ONE_POSITION,
  });
  await createTask(leader.api, projectNo, { title: 'Private plan' });

  const listed = await stranger.api.get(`/api/projects/${projectNo}/tasks`);
  expect(listed.status()).toBe(403);
  expect(((await listed.json()) as { error: { code: string } }).error.code).toBe('NOT_PROJECT_MEMBER');
  const created = await stranger.api.post(`/api/projects/${projectNo}/tasks`, { data: { title: 'Sneaky' } });
  expect(created.status()).toBe(403);

  await stranger.page.goto(`/projects/${projectNo}/workspace`);
  await expect(
    stranger.page.getByRole('heading', { name: 'Only the team can open this workspace' }),
  ).toBeVisible();
  await expect(stranger.page.getByText('Private plan')).toHaveCount(0);
  // The project view offers the workspace to members only.
  await stranger.page.goto(`/projects/${projectNo}`);
  await expect(stranger.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stranger.page.getByRole('link', { name: 'Workspace' })).toHaveCount(0);

  await leader.context.close();
  await stranger.context.close();
});

test('the to-do panel on another page shows my to-dos and my tasks from two projects', async ({
  browser,
}) => {
  const other = await newMaker(browser);
  const me = await newMaker(browser);
  const first = `Orchard ${unique()}`;
  const second = `Compass ${unique()}`;
  const firstNo = await publishedProject(other.api, { name: first, positions: ONE_POSITION });
  await join(other, me, firstNo);
  const secondNo = await publishedProject(me.api, { name: second, positions: ONE_POSITION });
  await createTask(other.api, firstNo, { title: 'Prune the backlog', assigneeNo: me.no });
  await createTask(me.api, secondNo, { title: 'Calibrate the needle', assigneeNo: me.no });
  await createTask(other.api, firstNo, { title: 'Not for me', assigneeNo: other.no });

  const page = me.page;
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'To-do list' }).click();
  const panel = page.getByRole('dialog', { name: 'To-do' });
  const assigned = panel.getByTestId('assigned-task');
  await expect(assigned).toHaveCount(2);
  await expect(assigned.filter({ hasText: 'Prune the backlog' })).toContainText(first);
  await expect(assigned.filter({ hasText: 'Calibrate the needle' })).toContainText(second);
  await expect(panel.getByText('Not for me')).toHaveCount(0);

  // My own to-dos: add two, reorder with the keyboard, check one off.
  await panel.getByLabel('New to-do').fill('Water the plants');
  await panel.getByLabel('New to-do').press('Enter');
  await panel.getByLabel('New to-do').fill('Book the venue');
  await panel.getByLabel('New to-do').press('Enter');
  await expect(panel.getByTestId('todo-item')).toHaveText([/Water the plants/, /Book the venue/]);
  // The list is one tab stop (a grid of rows): on a row, Tab walks through its check and buttons.
  const up = panel.getByRole('button', { name: 'Move Book the venue up' });
  await panel.getByTestId('todo-item').filter({ hasText: 'Book the venue' }).focus();
  for (let tab = 0; tab < 5 && !(await up.evaluate((button) => button === document.activeElement)); tab += 1)
    await page.keyboard.press('Tab');
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('todo-item')).toHaveText([/Book the venue/, /Water the plants/]);
  // The box turns once the change is applied (optimistically), so click and then look.
  await panel.getByRole('checkbox', { name: 'Done: Water the plants' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Done: Water the plants' })).toBeChecked();

  // Checking an assigned task completes it in its project.
  await panel.getByRole('checkbox', { name: 'Complete task Calibrate the needle' }).click();
  await expect(
    panel.getByRole('checkbox', { name: 'Reopen task Calibrate the needle (back to review)' }),
  ).toBeChecked();
  const done = await me.api.get(`/api/projects/${secondNo}/tasks?stage=04`);
  expect(((await done.json()) as { items: { title: string }[] }).items.map((task) => task.title)).toEqual([
    'Calibrate the needle',
  ]);

  // The order survives a reload.
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'To-do list' }).click();
  await expect(page.getByRole('dialog', { name: 'To-do' }).getByTestId('todo-item')).toHaveText([
    /Book the venue/,
    /Water the plants/,
  ]);

  await other.context.close();
  await me.context.close();
});
