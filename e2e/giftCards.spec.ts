import { type APIRequestContext, expect, test } from '@playwright/test';
import { setChecked } from './support/forms';
import { newMaker } from './support/makers';

const balanceOf = async (api: APIRequestContext) =>
  ((await (await api.get('/api/points/summary')).json()) as { balance: number }).balance;

test('a member gives 10 points as a gift card: the code is shown once, the buyer cannot redeem it, someone else can, once', async ({
  browser,
}) => {
  const giver = await newMaker(browser);
  const receiver = await newMaker(browser);
  // Sign-up (10) and the first login (1) arrive through the event dispatcher.
  await expect.poll(() => balanceOf(giver.api)).toBe(11);
  await expect.poll(() => balanceOf(receiver.api)).toBe(11);

  // The giver buys a 10-point card after a dialog that says what it takes and gives.
  const page = giver.page;
  await page.goto('/points/gift-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
  await expect(page.getByText('Your balance: 11 points.')).toBeVisible();
  await setChecked(page.getByRole('radio', { name: '10 points', exact: true }));
  await page.getByRole('button', { name: 'Buy a 10-point card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy a 10-point gift card?' });
  await expect(dialog).toContainText(
    'This takes 10 points from your balance; anyone you give the code to gets 10 points',
  );
  await dialog.getByRole('button', { name: 'Buy for 10 points' }).click();
  await expect(dialog).toBeHidden();

  const shown = page.getByTestId('gift-card-code');
  await expect(shown).toHaveText(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  const code = (await shown.textContent()) ?? '';
  await expect(page.getByText('This is the only time the whole code is shown. Copy it now.')).toBeVisible();
  // Focus lands on the new code, not on the button behind the closed dialog.
  await expect(page.getByRole('heading', { name: 'Your 10-point gift card' })).toBeFocused();
  await giver.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect.poll(() => balanceOf(giver.api)).toBe(1);
  await expect(page.getByText('Your balance: 1 point.')).toBeVisible();
  const listed = page.getByRole('list', { name: 'Cards you bought' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText(`10 points`);
  await expect(listed.first()).toContainText(`…${code.slice(-4)}`);
  await expect(listed.first()).toContainText('Waiting to be redeemed');

  // With 1 point left, another card is refused before anything is sent, with a way to top up.
  await setChecked(page.getByRole('radio', { name: '5 points', exact: true }));
  await expect(page.getByText('Your balance is too low for a 5-point card.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Top up your points' })).toHaveAttribute('href', '/points');
  await expect(page.getByRole('button', { name: 'Buy a 5-point card' })).toBeDisabled();

  // The buyer cannot redeem their own card.
  const giverField = page.getByRole('textbox', { name: 'Code' });
  await giverField.fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You bought this card' })).toBeVisible();
  expect(await balanceOf(giver.api)).toBe(1);

  // Someone else redeems it, typed in lower case with spaces.
  const other = receiver.page;
  await other.goto('/points/gift-cards');
  await other.getByRole('textbox', { name: 'Code' }).fill(` ${code.toLowerCase().replaceAll('-', ' ')} `);
  await other.getByRole('textbox', { name: 'Code' }).press('Enter');
  await expect(other.getByRole('status').filter({ hasText: '10 points added' })).toContainText(
    '10 points added. Your balance is 21.',
  );
  await expect(other.getByRole('textbox', { name: 'Code' })).toHaveValue('');
  expect(await balanceOf(receiver.api)).toBe(21);
  await expect(other.getByText('Your balance: 21 points.')).toBeVisible();

  // A second try is told the code is wrong or used, and credits nothing.
  await other.getByRole('textbox', { name: 'Code' }).fill(code);
  await other.getByRole('button', { name: 'Redeem' }).click();
  await expect(
    other.getByRole('alert').filter({ hasText: 'No gift card has this code, or it was already redeemed' }),
  ).toBeVisible();
  expect(await balanceOf(receiver.api)).toBe(21);

  // The giver's list shows it redeemed, and the whole code is never shown again.
  await page.reload();
  await expect(listed.first()).toContainText('Redeemed on');
  await expect(page.getByTestId('gift-card-code')).toHaveCount(0);
  await expect(page.getByText(code)).toHaveCount(0);

  await giver.context.close();
  await receiver.context.close();
});
