import { expect, test } from './support/fixtures';
import { setChecked } from './support/forms';
import { type Maker, newMaker, publishedProject, unique } from './support/makers';

/*
 * Issue 21 (F3.2) in Chromium: a person's resume lists the projects they are on and the tasks they
 * completed, each linked to the project that proves it; a section they hide is gone for others.
 */

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

test('a member completes a task, their resume lists the project and the task with working links, and a hidden section is gone for others', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const leader = await newMaker(browser);
  const member = await newMaker(browser);
  const projectName = `Lantern ${unique()}`;
  const projectNo = await publishedProject(leader.api, {
    name: projectName,
    positions: [{ jobCode: '0406', headcount: 2, skillLevel: '02' }],
  });
  await join(leader, member, projectNo);
  const title = `Ship the sign-up form ${unique()}`;
  const created = await leader.api.post(`/api/projects/${projectNo}/tasks`, {
    data: { title, assigneeNo: member.no },
  });
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as { id: number; version: number };
  const completed = await member.api.post(`/api/projects/${projectNo}/tasks/${task.id}/complete`, {
    data: { version: task.version },
  });
  expect(completed.status(), await completed.text()).toBe(200);

  // The member's own resume: the project, with the role, and the completed task.
  const page = member.page;
  await page.goto(`/u/${member.no}/resume`);
  const projects = page.getByRole('region', { name: 'Projects' });
  await expect(projects.getByRole('link', { name: projectName })).toHaveAttribute(
    'href',
    `/projects/${projectNo}`,
  );
  await expect(projects).toContainText('Member');
  const tasks = page.getByRole('region', { name: 'Tasks completed' });
  await expect(tasks).toContainText('1 task done');
  await expect(tasks).toContainText(title);
  // The task's link leads to its project.
  await tasks.getByRole('link', { name: projectName }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectNo}$`));
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();

  // The profile sums it up and leads to the resume.
  await page.goto(`/u/${member.no}`);
  const summary = page.getByRole('region', { name: `What ${member.nickname} did here` });
  await expect(summary).toContainText('Tasks done');
  await summary.getByRole('link', { name: 'See the resume' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${member.no}/resume$`));

  // The member hides the tasks: still theirs to see, marked, and gone for the leader.
  const switchOfTasks = page
    .getByRole('region', { name: 'Tasks completed' })
    .getByRole('switch', { name: 'Show on my public resume' });
  await expect(switchOfTasks).toBeChecked();
  await setChecked(switchOfTasks, false);
  await expect(page.getByRole('region', { name: 'Tasks completed' })).toContainText('Hidden from others');
  await expect(switchOfTasks).not.toBeChecked();

  await leader.page.goto(`/u/${member.no}/resume`);
  await expect(
    leader.page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: projectName }),
  ).toBeVisible();
  await expect(leader.page.getByRole('region', { name: 'Tasks completed' })).toHaveCount(0);
  await expect(leader.page.getByText(title)).toHaveCount(0);
  await expect(leader.page.getByRole('switch')).toHaveCount(0);

  // A reload keeps the choice: it was saved, not just shown.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Tasks completed' })
      .getByRole('switch', { name: 'Show on my public resume' }),
  ).not.toBeChecked();
});
