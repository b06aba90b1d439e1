import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newMaker, publishedProject, unique } from './support/makers';

/*
 * The task board's drag and drop (issue 33) is React Aria's: the same move a mouse makes
 * (workspace.spec.ts) can be made from the keyboard: the card's grip, Enter, Tab to the next
 * column, Enter. Each move is the server's: the card stays in its new column after a reload. (A
 * finger's long press starts React Aria's drag on phones and tablets; desktop Chromium, which these
 * tests run in, has no touch drag and drop to try it with.)
 */
const column = (page: Page, key: 'plan' | 'inProgress' | 'review' | 'done') =>
  page.getByTestId(`column-${key}`);

/**
 * Starts a keyboard drag of the card: its grip, Enter. React Aria begins the drag in a later render
 * and then moves focus to a drop target, so a Tab pressed before that moved the page's own focus
 * instead (CI saw a card stay put once): the drag has begun when the card is marked dragging and
 * focus has left its grip.
 */
async function startKeyboardDrag(page: Page, title: string) {
  const grip = page.getByRole('button', { name: `Move ${title}` });
  await grip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-dragging]')).toHaveCount(1);
  await expect(grip).not.toBeFocused();
}

async function boardWithTask(browser: Parameters<typeof newMaker>[0], title: string) {
  const leader = await newMaker(browser);
  const projectNo = await publishedProject(leader.api, { name: `Lantern ${unique()}` });
  const created = await leader.api.post(`/api/projects/${projectNo}/tasks`, { data: { title } });
  expect(created.status(), await created.text()).toBe(201);
  await leader.page.goto(`/projects/${projectNo}/workspace`);
  await expect(leader.page.getByTestId('room-state')).toHaveAttribute('data-state', 'live');
  await expect(column(leader.page, 'plan').getByText(title)).toBeVisible();
  return leader;
}

test('a card moves to the next column from the keyboard alone', async ({ browser }) => {
  const title = `Sketch the logo ${unique()}`;
  const leader = await boardWithTask(browser, title);
  const { page } = leader;

  await startKeyboardDrag(page, title);
  // Tab goes from drop target to drop target; the next column is one of them.
  const inNextColumn = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="column-inProgress"]')));
  for (let tab = 0; tab < 6 && !(await inNextColumn()); tab += 1) await page.keyboard.press('Tab');
  expect(await inNextColumn()).toBe(true);
  await page.keyboard.press('Enter');

  await expect(column(page, 'inProgress').getByText(title)).toBeVisible();
  await expect(column(page, 'plan').getByText(title)).toHaveCount(0);
  await page.reload();
  await expect(column(page, 'inProgress').getByText(title)).toBeVisible();
  await leader.context.close();
});

test('a card does not go two columns on: the column past the next offers no place', async ({ browser }) => {
  const title = `Write the brief ${unique()}`;
  const leader = await boardWithTask(browser, title);
  const { page } = leader;
  await startKeyboardDrag(page, title);
  const reached = new Set<string>();
  for (let tab = 0; tab < 8; tab += 1) {
    const where = await page.evaluate(
      () => document.activeElement?.closest('[data-testid^="column-"]')?.getAttribute('data-testid') ?? '',
    );
    reached.add(where);
    await page.keyboard.press('Tab');
  }
  expect(reached.has('column-review')).toBe(false);
  expect(reached.has('column-done')).toBe(false);
  await page.keyboard.press('Escape');
  await expect(column(page, 'plan').getByText(title)).toBeVisible();
  await leader.context.close();
});
