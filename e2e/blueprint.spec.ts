import { expect, test } from './support/fixtures';
import { MAIL_CATCHER_URL } from './support/mail';
import { newMaker, publishedProject, unique } from './support/makers';

/*
 * Blueprint (issue 18): a member analyses an idea with the offline engine, reads the report (the
 * eight axes as a radar and a list, the platform's closest project first) and has spent exactly
 * one AI credit of the Free plan's five; unlocks the premium sections with points, has the report
 * e-mailed, and builds a project from it.
 */
test('a member analyses an idea, sees the radar and the closest real project, and spends one credit', async ({
  browser,
}) => {
  const leader = await newMaker(browser);
  const twin = `Ward Shift Swap ${unique()}`;
  const twinNo = await publishedProject(leader.api, { name: twin });
  // The planted near-duplicate: its summary says what the idea says.
  const edited = await leader.api.patch(`/api/projects/${twinNo}`, {
    data: { summary: 'Nurses swap hospital shifts and claim open shifts; the ward manager approves.' },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await leader.context.close();

  const member = await newMaker(browser);
  const { page } = member;
  await page.goto('/blueprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Blueprint' })).toBeVisible();
  await expect(page.getByTestId('credits-line')).toHaveText('5 of 5 AI credits left');
  await page.getByLabel('Name of the idea').fill('Shift Swap');
  await page
    .getByLabel('The idea in your own words')
    .fill(
      'An app for nurses to swap hospital shifts. It is hard to find cover at short notice; the ward manager approves each swap.',
    );
  await page.getByRole('button', { name: 'Analyse (uses 1 AI credit)' }).click();

  await expect(page).toHaveURL(/\/blueprint\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shift Swap' })).toBeVisible();
  await expect(page.locator('canvas')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo drawn for Shift Swap' })).toBeVisible();
  const competitors = page.getByRole('table');
  await expect(competitors.getByRole('row').nth(1).getByRole('link', { name: twin })).toHaveAttribute(
    'href',
    `/projects/${twinNo}`,
  );

  // Premium sections, unlocked with points (the sign-up bonus): charged once, shown as a table.
  const balance = async () =>
    ((await (await member.api.get('/api/points/summary')).json()) as { balance: number }).balance;
  const before = await balance();
  await page.getByRole('button', { name: 'Unlock for 5 points' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlock the premium comparison?' });
  await expect(confirm).toContainText(`Your balance: ${before} points.`);
  await confirm.getByRole('button', { name: 'Pay 5 points and unlock' }).click();
  const premium = page.getByRole('table', { name: 'Axis scores of your idea and of each competitor' });
  await expect(premium.getByRole('rowheader', { name: 'Your idea' })).toBeVisible();
  await expect(premium.getByRole('link', { name: twin })).toBeVisible();
  expect(await balance()).toBe(before - 5);

  // E-mail me this report: sent now, to the member's own address, through the SMTP server.
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('It goes out within a minute.')).toBeVisible();
  await expect
    .poll(async () => {
      const caught = await member.api.get(
        `${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(member.email)}`,
      );
      return ((await caught.json()) as { subject: string }[]).map((mail) => mail.subject);
    })
    .toContain('Your Sidecamp idea report: Shift Swap');
  await expect(page.getByText(/^Sent \d/)).toBeVisible({ timeout: 15_000 });

  const reportUrl = page.url();
  await page.getByRole('link', { name: 'Back to Blueprint' }).click();
  await expect(page.getByTestId('credits-line')).toHaveText('4 of 5 AI credits left');
  await expect(page.getByRole('link', { name: /Shift Swap/ })).toBeVisible();

  // Build a project from it: the similar project is offered first, then a draft is made.
  await page.goto(reportUrl);
  await expect(page.getByRole('link', { name: twin }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Draft a project' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shift Swap' })).toBeVisible();
  const no = Number(new URL(page.url()).pathname.split('/').pop());
  const goals = (await (await member.api.get(`/api/projects/${no}/goals`)).json()) as {
    items: { title: string }[];
  };
  expect(goals.items.length).toBeGreaterThan(0);
  const project = (await (await member.api.get(`/api/projects/${no}`)).json()) as {
    stage: string;
    positions: unknown[];
  };
  expect(project.stage).toBe('99');
  expect(project.positions.length).toBeGreaterThan(0);
  await member.context.close();
});

test('export is refused on Free and works once Light is bought through checkout', async ({ browser }) => {
  const member = await newMaker(browser);
  const { page } = member;
  const created = await member.api.post('/api/blueprint/analyses', {
    data: {
      title: 'Repair Circle',
      text: 'Neighbours repair broken things together; volunteers with tools offer help and repair days are planned in the feed.',
      category: '09',
    },
    headers: { 'Idempotency-Key': `export-${unique()}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const refused = await member.api.get(`/api/blueprint/analyses/${id}/export.md`);
  expect(refused.status()).toBe(402);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'Export is part of the Light and Pro plans; you are on Free.',
  );
  await page.goto(`/blueprint/${id}`);
  await expect(page.getByText('Downloading and printing reports is part of the Light plan.')).toBeVisible();

  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Light' }).getByRole('button', { name: 'Get Light' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  await page.getByRole('button', { name: 'Pay $9.90' }).click();
  await expect(page.getByText('Payment complete')).toBeVisible();

  await page.goto(`/blueprint/${id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as Markdown' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Repair-Circle.md');
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  const markdown = readFileSync(path, 'utf8');
  expect(markdown.startsWith('# Repair Circle\n')).toBe(true);
  expect(markdown).toContain('## Eight axes');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await member.context.close();
});
