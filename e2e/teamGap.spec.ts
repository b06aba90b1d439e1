import { expect, test } from './support/fixtures';
import { newMaker, publishedProject, unique } from './support/makers';

/*
 * Team-gap matching (F5.2) in Chromium: the leader of a team with no designer sees a designer
 * among the suggested teammates, with the gap she fills in words. The database is shared with
 * other tests, so the project asks for a seat few people fill (a Guru in HR) and lists a stack only
 * the designer has: she outranks everyone else who merely brings a new job group.
 */
test('a leader with no designer on the team sees a designer suggested, with the gap explained', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stack = `Loom${unique()}`;
  const leader = await newMaker(browser, { mainJobDetail: '0406', skillLevel: '05', techStacks: ['Go'] });
  const name = `Patchwork ${unique()}`;
  const projectNo = await publishedProject(leader.api, {
    name,
    techStacks: ['Go', stack],
    positions: [{ jobCode: '0107', headcount: 1, skillLevel: '05' }],
  });
  const designer = await newMaker(browser, {
    mainJobDetail: '0301',
    skillLevel: '03',
    region: 'KR01',
    techStacks: [stack],
  });
  const explanation = `Your team has no designer; ${designer.nickname} is a UI/UX designer, Intermediate, online`;

  // Suggestions are refreshed by events shortly after the change, never computed by the read.
  await expect
    .poll(
      async () => {
        const res = await leader.api.get(`/api/projects/${projectNo}/suggested-candidates?limit=6`);
        const body = (await res.json()) as { items: Array<{ person: { no: number } }> };
        return body.items.some((item) => item.person.no === designer.no);
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  const page = leader.page;
  await page.goto(`/projects/${projectNo}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Suggested teammates' });
  const suggested = panel.getByRole('list', { name: 'Suggested teammates' }).getByRole('listitem');
  const row = suggested.filter({ hasText: designer.nickname }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText(explanation)).toBeVisible();
  // Her profile is one click away, and so is an invitation.
  await expect(row.getByRole('link', { name: designer.nickname })).toHaveAttribute(
    'href',
    `/u/${designer.no}`,
  );
  await row.getByRole('button', { name: `Invite ${designer.nickname}` }).click();
  await expect(row.getByRole('button', { name: `Invite ${designer.nickname}` })).toBeDisabled();
  await expect(row.getByText('Invited')).toBeVisible();

  // Someone else on the page does not get the panel (the server answers them 403 as well).
  await designer.page.goto(`/projects/${projectNo}`);
  await expect(designer.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(designer.page.getByRole('region', { name: 'Suggested teammates' })).toHaveCount(0);
});
