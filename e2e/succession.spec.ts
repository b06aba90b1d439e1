import { teamUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { newMaker } from './support/makers';
import { runSuccessionAsOf } from './support/server';

/*
 * Leader succession (F4.4, issue 21): a leader goes quiet, the members are told on the project
 * page, and after the notice the most active member takes the lead. Time moves forward by running
 * the daily job as of a later date (`projects:succession --as-of`).
 */
const DAY_MS = 86_400_000;

test('a member takes the lead of a project whose leader went quiet', async ({ browser }) => {
  const leader = await newMaker(browser);
  const member = await newMaker(browser);
  const no = await teamUp(leader.api, member.api);
  // The leader leaves and does not come back.
  await leader.context.close();

  // A month and a day later the job finds the leader quiet and opens a notice.
  expect(await runSuccessionAsOf(new Date(Date.now() + 31 * DAY_MS), no)).toContain('1 notices opened');
  const { page } = member;
  await page.goto(`/projects/${no}`);
  const panel = page.getByRole('region', { name: `${leader.nickname} has gone quiet` });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`${member.nickname} can take the lead`);
  await expect(panel.getByRole('button', { name: 'Take the lead' })).toHaveCount(0);

  // The notice runs out: the most active member, this one, may take the lead.
  expect(await runSuccessionAsOf(new Date(Date.now() + 39 * DAY_MS), no)).toContain('1 ended');
  await page.reload();
  await expect(panel).toContainText('you are the most active member');
  await panel.getByRole('button', { name: 'Take the lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take the lead?' });
  await expect(dialog).toContainText(`${leader.nickname} stays a member`);
  await dialog.getByRole('button', { name: 'Take the lead' }).click();
  await expect(page.getByText(/You now lead/).first()).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Manage' })).toBeVisible();

  // The history keeps the old leader, credited.
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText(`${member.nickname} took over the lead from ${leader.nickname}`)).toBeVisible();
  await member.context.close();
});
