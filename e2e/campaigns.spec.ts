import { newAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { setChecked } from './support/forms';
import { type Maker, newMaker, unique } from './support/makers';

/*
 * Campaigns (issue 20, F15): a survey to web frontend engineers reaches them and nobody else and is
 * charged exactly what the quote said, once; a booth's tester call reaches its supporters, one of
 * them signs up and the team accepts. The e2e database is shared by every spec, so other frontend
 * engineers may be recipients too: the checks are on this test's own members, and the audience is
 * narrowed by a region and visit purpose few other tests use.
 */

type Summary = { balance: number };
const balanceOf = async (maker: Maker) =>
  ((await (await maker.api.get('/api/points/summary')).json()) as Summary).balance;

/** The sign-up and first-login points arrive through the event dispatcher: wait until they have. */
async function settledBalance(maker: Maker): Promise<number> {
  await expect.poll(() => balanceOf(maker)).toBeGreaterThanOrEqual(11);
  return balanceOf(maker);
}

async function receivedIds(maker: Maker): Promise<number[]> {
  const page = (await (await maker.api.get('/api/campaigns?box=received&page=1')).json()) as {
    items: { id: number }[];
  };
  return page.items.map((item) => item.id);
}

test('a survey to Web frontend reaches frontend engineers only, costs the quoted total once, and its results show both answers', async ({
  browser,
}) => {
  // Seven members register (a campaign reaches at least 5 people): more than the default minute.
  test.setTimeout(240_000);
  const audience = { region: 'KR16', visitPurpose: '04' };
  const sender = await newMaker(browser);
  const frontend = await newMaker(browser, { mainJobDetail: '0403', ...audience });
  const secondFrontend = await newMaker(browser, { mainJobDetail: '0403', ...audience });
  // A campaign reaches at least 5 people (CAMPAIGN_MIN_AUDIENCE): three more frontend engineers there.
  for (let more = 0; more < 3; more += 1)
    await (await newMaker(browser, { mainJobDetail: '0403', ...audience })).context.close();
  const backend = await newMaker(browser, { mainJobDetail: '0406', ...audience });
  const before = await settledBalance(sender);
  const title = `Frontend habits ${unique()}`;

  // The sender writes a survey for Web frontend in Jeju, in-app, and reads the quote.
  const { page } = sender;
  await page.goto('/campaigns/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await page.getByRole('radio', { name: /^Survey/ }).check();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Two minutes about your tools.');
  await page
    .getByRole('textbox', { name: 'Question 1: what you ask' })
    .fill('Which framework do you use most?');
  await page.getByRole('textbox', { name: 'Question 1: option 1' }).fill('React');
  await page.getByRole('textbox', { name: 'Question 1: option 2' }).fill('Vue');
  await page.getByRole('radio', { name: /^By job/ }).check();
  await setChecked(page.getByRole('checkbox', { name: 'Web frontend' }));
  await expect(page.getByRole('checkbox', { name: 'All of Engineering' })).not.toBeChecked();
  const quoted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/campaigns/quote') &&
      (response.request().postData() ?? '').includes('"region":"KR16"') &&
      (response.request().postData() ?? '').includes('"visitPurpose":"04"'),
  );
  await page.getByLabel('Region').selectOption('KR16');
  await page.getByLabel('Visit purpose').selectOption('04');
  await page.getByRole('radio', { name: /^In-app notification/ }).check();
  // This server has no push keys: push is not offered, and the form says why.
  await expect(page.getByRole('radio', { name: /^In-app and push/ })).toHaveCount(0);
  await expect(page.getByTestId('channel-absent')).toHaveText(
    'In-app and push is not offered: this server does not send push notifications (its operator has not set up push keys).',
  );
  const quote = (await (await quoted).json()) as { recipients: number; totalPoints: number };
  expect(quote.recipients).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('quote-reach')).toContainText(`Reaches ${quote.recipients} people`);
  await expect(page.getByTestId('quote-total')).toHaveText(`${quote.totalPoints} points`);
  await expect(page.getByText(`Your balance: ${before} points`)).toBeVisible();

  // On a phone the summary is below the whole form: the price and Send stay in reach on a bar.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('region', { name: 'Price and send' });
  await expect(bar).toContainText(`${quote.totalPoints} points`);
  await expect(bar).toContainText(`Reaches ${quote.recipients} people`);
  await expect(bar.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(bar).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();

  // Sending asks once more, restating the cost, then opens the campaign.
  await page.getByRole('button', { name: 'Send campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this campaign?' });
  await expect(dialog).toContainText(`costs ${quote.totalPoints} points`);
  await dialog.getByRole('button', { name: `Send for ${quote.totalPoints} points` }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('cost')).toHaveText(`${quote.totalPoints} points`);
  await expect.poll(() => balanceOf(sender)).toBe(before - quote.totalPoints);

  // The frontend engineer finds it in the alarm centre and on Received, and answers.
  const fe = frontend.page;
  await fe.goto('/alarms?group=activity');
  await fe.getByRole('link', { name: new RegExp(title) }).click();
  await expect(fe).toHaveURL(new RegExp(`/campaigns/${id}$`));
  await fe.goto('/campaigns');
  await expect(fe.getByRole('list', { name: 'Received' }).getByText(title)).toBeVisible();
  await fe.getByRole('link', { name: new RegExp(title) }).click();
  await setChecked(fe.getByRole('radio', { name: 'Vue' }));
  await fe.getByRole('button', { name: 'Send answers' }).click();
  await expect(fe.getByText(/You answered on/)).toBeVisible();

  // A second frontend engineer answers too (through the API: the form was driven above).
  const second = await secondFrontend.api.post(`/api/campaigns/${id}/answers`, {
    data: { answers: { q1: 'React' } },
  });
  expect(second.status(), await second.text()).toBe(201);

  // The backend engineer in the same region was not a target: not listed, and not readable.
  expect((await backend.api.get(`/api/campaigns/${id}`)).status()).toBe(404);
  expect(await receivedIds(backend)).not.toContain(id);

  // The sender's results show the answer, as a chart and as a table; the charge happened once.
  await page.reload();
  await expect(page.getByTestId('respondents')).toHaveText('2 answers');
  await expect(page.locator('canvas')).toBeVisible();
  const table = page.getByRole('table', { name: /Which framework do you use most/ });
  await expect(table.getByRole('row', { name: /Vue/ })).toContainText('1');
  await expect(table.getByRole('row', { name: /React/ })).toContainText('1');
  expect(await balanceOf(sender)).toBe(before - quote.totalPoints);
});

test("a booth's tester call reaches its supporters; a supporter signs up and the team accepts", async ({
  browser,
}) => {
  // Seven members register (a campaign reaches at least 5 people): more than the default minute.
  test.setTimeout(240_000);
  const owner = await newMaker(browser);
  const supporter = await newMaker(browser);
  const outsider = await newMaker(browser);
  const boothName = `Tester booth ${unique()}`;
  const created = await owner.api.post('/api/booths', {
    data: {
      projectNo: null,
      name: boothName,
      tagline: 'Looking for early testers.',
      intro: 'A booth that recruits its testers from its supporters.',
      serviceCategory: '16',
      industry: '08',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: boothId } = (await created.json()) as { id: number };
  expect((await owner.api.post(`/api/booths/${boothId}/publish`)).status()).toBe(200);
  await settledBalance(supporter);
  const support = await supporter.api.post(`/api/booths/${boothId}/supports`, {
    data: { points: 4, message: '' },
    headers: { 'Idempotency-Key': `e2e-${unique()}` },
  });
  expect(support.status(), await support.text()).toBe(200);
  await settledBalance(owner);

  // The team opens the recruit link on its booth: a tester call to the booth's supporters.
  const { page } = owner;
  await page.goto(`/booths/${boothId}`);
  await page.getByRole('link', { name: 'Recruit testers from your supporters' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/new\\?booth=${boothId}$`));
  await expect(page.getByText(`Goes to the supporters of ${boothName}.`)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Tester/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Web frontend' })).toHaveCount(0);
  const title = `Test our beta ${unique()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Try the beta for a week and tell us.');
  // One supporter is fewer than a campaign may reach: the count is not told and sending is off.
  await expect(page.getByTestId('quote-reach')).toHaveText('Fewer than 5 people match');
  await expect(page.getByText('A campaign must reach at least 5 people')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send campaign' })).toBeDisabled();
  const refused = await owner.api.post('/api/campaigns', {
    data: { type: '04', channel: '01', title, body: 'Too few.', jobTargets: ['00'], boothId },
    headers: { 'Idempotency-Key': `e2e-${unique()}` },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'CAMPAIGN_AUDIENCE_TOO_SMALL',
  );
  // Four more supporters make five: now the quote is exact and the call can go out.
  for (let more = 0; more < 4; more += 1) {
    const backer = await newMaker(browser);
    await settledBalance(backer);
    const backed = await backer.api.post(`/api/booths/${boothId}/supports`, {
      data: { points: 1, message: '' },
      headers: { 'Idempotency-Key': `e2e-${unique()}` },
    });
    expect(backed.status(), await backed.text()).toBe(200);
    await backer.context.close();
  }
  await page.reload();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Try the beta for a week and tell us.');
  await expect(page.getByTestId('quote-reach')).toContainText('Reaches 5 people');
  await page.getByRole('button', { name: 'Send campaign' }).click();
  await page
    .getByRole('dialog', { name: 'Send this campaign?' })
    .getByRole('button', { name: /^Send for/ })
    .click();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // The supporter gets it and signs up; the outsider does not get it.
  const sp = supporter.page;
  await sp.goto('/campaigns');
  await sp
    .getByRole('list', { name: 'Received' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await sp.getByRole('textbox', { name: 'Note (optional)' }).fill('Free on weekday evenings.');
  await sp.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(sp.getByText(`Signed up — waiting for ${owner.nickname}'s answer.`)).toBeVisible();
  expect((await outsider.api.get(`/api/campaigns/${id}`)).status()).toBe(404);
  expect(await receivedIds(outsider)).not.toContain(id);

  // The team accepts the sign-up; the supporter reads the answer.
  await page.reload();
  const signups = page.getByRole('list', { name: 'Sign-ups' });
  await expect(signups).toContainText('Free on weekday evenings.');
  await signups.getByRole('button', { name: `Accept ${supporter.nickname}` }).click();
  await expect(signups.getByText('Accepted', { exact: true })).toBeVisible();
  await sp.reload();
  await expect(sp.getByText(`${owner.nickname} accepted your sign-up.`)).toBeVisible();
});

test('the approval queue is for admins: a member is told so, an admin sees the queue', async ({
  browser,
}) => {
  const member = await newMaker(browser);
  await member.page.goto('/admin/campaigns');
  await expect(member.page.getByRole('heading', { level: 1, name: 'Campaign approvals' })).toBeVisible();
  await expect(member.page.getByRole('heading', { name: 'Only admins' })).toBeVisible();

  const admin = await newAdmin(browser);
  await admin.page.goto('/admin/campaigns');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Campaign approvals' })).toBeVisible();
  await expect(
    admin.page
      .getByRole('heading', { name: 'Nothing is waiting' })
      .or(admin.page.getByRole('list', { name: 'Waiting campaigns' })),
  ).toBeVisible();
  await expect(admin.page.getByRole('heading', { name: 'Only admins' })).toHaveCount(0);
});
