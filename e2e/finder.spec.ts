import { expect, test } from './support/fixtures';
import { newMaker, publishedProject, unique } from './support/makers';

/*
 * The member finder in Chromium. The test database is shared with other tests running at the same
 * time, so every assertion is about the people this test made, found through a tech stack only
 * they have.
 */

test('finder filters narrow the people, and a project match shows its explanation', async ({ browser }) => {
  test.setTimeout(90_000);
  const stack = `Kelp${unique()}`;
  const engineer = await newMaker(browser, {
    mainJobDetail: '0408',
    skillLevel: '04',
    region: 'KR01',
    techStacks: [stack, 'Python'],
  });
  const designer = await newMaker(browser, { mainJobDetail: '0301', skillLevel: '02', techStacks: [stack] });
  const leader = await newMaker(browser, { mainJobDetail: '0202' });
  const name = `Seaweed ${unique()}`;
  const projectNo = await publishedProject(leader.api, {
    name,
    techStacks: [stack],
    positions: [{ jobCode: '0408', headcount: 1, skillLevel: '04' }],
  });

  // Filters: the stack finds both; the job group leaves the engineer; a skill level leaves nobody.
  const page = leader.page;
  await page.goto(`/people?techStack=${stack}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const people = page.getByRole('list', { name: 'People', exact: true });
  await expect(people.getByRole('link')).toHaveText([designer.nickname, engineer.nickname]);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByLabel('Tech stack')).toHaveValue(stack);
  await filters.getByLabel('Job group').selectOption({ label: 'Engineering' });
  await expect(page).toHaveURL(/jobGroup=04/);
  await expect(people.getByRole('link')).toHaveText([engineer.nickname]);
  await expect(people.getByRole('article')).toContainText(['AI/ML']);
  await filters.getByLabel('Skill level').selectOption({ label: 'Guru' });
  await expect(page.getByRole('heading', { name: 'Nobody matches' })).toBeVisible();
  // The address holds the search, so the same link shows the same people.
  await page.goto(`/people?techStack=${stack}&jobGroup=04`);
  await expect(people.getByRole('link')).toHaveText([engineer.nickname]);
  await people.getByRole('link', { name: engineer.nickname }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${engineer.no}$`));

  // Matches for the leader's project: the engineer ranks for the AI/ML position, and says why.
  await page.goto('/people/matches');
  await page.getByLabel('Project', { exact: true }).selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`project=${projectNo}`));
  const ranked = page.getByRole('list', { name: 'People ranked for AI/ML' });
  const match = ranked.getByRole('listitem').filter({ hasText: engineer.nickname });
  await expect(match).toBeVisible();
  const why = match.getByText(/Why this match/);
  if (!(await match.locator('details[open]').count())) await why.click();
  await expect(match.getByText("Main job is AI/ML, the position's job.")).toBeVisible();
  await expect(match.getByText(`Shares ${stack}.`)).toBeVisible();
  await expect(match.getByText(/\d+ \/ 100/)).toBeVisible();

  // The leader can invite straight from the match.
  await match.getByRole('button', { name: `Invite ${engineer.nickname} to this position` }).click();
  await expect(page.getByText(`${engineer.nickname} was invited.`)).toBeVisible();

  // And for the engineer, the project is among those that need them, with the same reasons.
  const own = engineer.page;
  await own.goto('/people/for-me');
  await expect(own.getByRole('heading', { level: 1, name: 'Projects that need me' })).toBeVisible();
  const item = own.getByRole('listitem').filter({ has: own.getByRole('link', { name }) });
  await item.getByText(/Why this match/).click();
  await expect(item.getByText("Main job is AI/ML, the position's job.")).toBeVisible();
  // The invitation waits for the engineer on the project's page.
  await item.getByRole('link', { name }).click();
  await expect(own.getByRole('heading', { name: 'You are invited to join this project' })).toBeVisible();

  for (const maker of [engineer, designer, leader]) await maker.context.close();
});
