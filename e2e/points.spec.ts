import { expect, test } from '@playwright/test';
import { newMaker } from './support/makers';

type Summary = { balance: number; level: { level: number; experience: number } };
type Delivery = { url: string; headers: Record<string, string>; body: string };

test('buy the 19.9 pack through the sandbox checkout: 23 points arrive once over three webhook deliveries; claim the login quest and the level moves', async ({
  browser,
}) => {
  const maker = await newMaker(browser);
  const page = maker.page;
  const summary = async () => (await (await maker.api.get('/api/points/summary')).json()) as Summary;
  // Sign-up (10) and the first login (1) arrive through the event dispatcher.
  await expect.poll(async () => (await summary()).balance).toBe(11);
  const start = await summary();
  expect(start.level.level).toBe(1);

  // Choose the best seller and pay in the sandbox checkout.
  await page.goto('/points');
  await expect(page.getByRole('radio', { name: /23 points/ })).toBeChecked();
  await expect(page.getByText('Best seller').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/sbx_/);
  await expect(page.getByText('23 points', { exact: true })).toBeVisible();
  const completed = page.waitForResponse((response) => /\/complete$/.test(response.url()));
  await page.getByRole('button', { name: 'Pay $19.90' }).click();
  const { delivery } = (await (await completed).json()) as { delivery: Delivery };
  await expect(page.getByText('Payment complete')).toBeVisible();
  expect(delivery.headers['sidecamp-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  await expect.poll(async () => (await summary()).balance).toBe(34);

  // The provider sends the same signed delivery three more times: nothing more is credited.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const again = await maker.api.post(delivery.url, { headers: delivery.headers, data: delivery.body });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { outcome: string }).outcome).toBe('duplicate');
  }
  expect((await summary()).balance).toBe(34);

  // The wallet shows one "Connect 23" line and the balance.
  await page.getByRole('link', { name: 'Go to my wallet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText('Connect 23')).toHaveCount(1);
  await expect(history.getByRole('listitem').filter({ hasText: 'Connect 23' })).toContainText('+23');
  await page.getByRole('button', { name: 'Spent' }).click();
  await expect(page.getByText('Nothing of this kind yet')).toBeVisible();

  // Today's login quest is done; claiming it moves the level in the header.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Lv 1 · 34 pts/ })).toBeVisible();
  await page.goto('/quests');
  await expect(page.getByRole('heading', { name: /Today's quests/ })).toBeVisible();
  await page.getByRole('button', { name: 'Claim 2 points' }).first().click();
  await expect(page.getByText(/Quest reward claimed: \+2 points\. You are level 2\./)).toBeVisible();
  await expect(page.getByText('Claimed, +2 points').first()).toBeVisible();
  await expect(header.getByRole('link', { name: /^Lv 2 · 36 pts/ })).toBeVisible();
  const after = await summary();
  expect(after.level.level).toBe(2);
  expect(after.level.experience).toBeGreaterThan(start.level.experience);
  // A second claim is refused by the server; the page no longer offers it.
  const twice = await maker.api.post('/api/quests/Q1/claim');
  expect(twice.status()).toBe(409);

  // The profile shows the same level.
  await page.goto(`/u/${maker.no}`);
  await expect(page.getByText(/Level 2/).first()).toBeVisible();
  await maker.context.close();
});

test('only Light is sold (Pro is coming soon); a declined pack payment credits nothing', async ({
  browser,
}) => {
  const maker = await newMaker(browser);
  const page = maker.page;
  await page.goto('/pricing');
  await expect(
    page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Coming soon' }),
  ).toBeDisabled();
  await expect(
    page.getByRole('article', { name: 'Light' }).getByRole('button', { name: 'Get Light' }),
  ).toBeEnabled();
  await expect(
    page.getByRole('link', { name: 'Each idea analysis in Blueprint uses one credit.' }),
  ).toBeVisible();

  const balance = async () =>
    ((await (await maker.api.get('/api/points/summary')).json()) as { balance: number }).balance;
  const before = await balance();
  await page.goto('/points/purchase?pack=P13');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/sbx_/);
  await expect(page.getByText('23 points')).toBeVisible();
  await page.getByRole('button', { name: 'Decline the payment' }).click();
  await expect(page.getByText('The payment did not go through. Nothing was charged.')).toBeVisible();
  const plan = (await (await maker.api.get('/api/plans/me')).json()) as { planType: string };
  expect(plan.planType).toBe('Free');
  expect(await balance()).toBe(before);
  await maker.context.close();
});
