import { newAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { newMaker, unique } from './support/makers';

/*
 * Pro approval (issue 22, F18): a member's pro offer waits for an admin and is not listed; the
 * admin approves it in the console's Approvals page; the pro is then listed and the decision is
 * in the audit log.
 */
test('a pro offer waits for an admin, who approves it in the console; then the pro is listed', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const applicant = await newMaker(browser);
  const headline = `Launch checklists reviewed ${unique()}`;
  await applicant.page.goto('/chat/pros');
  const offer = applicant.page.getByRole('heading', { name: 'Offer pro chats' }).locator('..');
  await offer.getByRole('textbox', { name: 'What you help with' }).fill(headline);
  await offer.getByRole('button', { name: 'Save offer' }).click();
  await expect(offer.getByText('Waiting for approval')).toBeVisible();
  // Waiting: not among the listed pros, and no hours can be opened yet.
  await expect(applicant.page.getByText(headline, { exact: true })).toHaveCount(0);
  await expect(offer.getByRole('button', { name: 'Open hour' })).toHaveCount(0);

  const admin = await newAdmin(browser);
  await admin.page.goto('/admin/approvals');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  const card = admin.page.getByRole('listitem').filter({ hasText: headline });
  await card.getByRole('button', { name: `Approve ${applicant.nickname} as a pro` }).click();
  await expect(admin.page.getByText(`${applicant.nickname} is now listed as a pro`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await admin.page.goto('/admin/audit');
  await expect(
    admin.page.getByRole('list', { name: 'Audit log' }).getByText('Approved a pro').first(),
  ).toBeVisible();

  await applicant.page.reload();
  await expect(offer.getByText('Approved', { exact: true })).toBeVisible();
  await expect(applicant.page.getByText(headline, { exact: true }).first()).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Open hour' })).toBeVisible();
});

test('an admin turns a pro offer down only with a reason, which the applicant then reads', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const applicant = await newMaker(browser);
  const headline = `Pitch decks torn apart ${unique()}`;
  await applicant.page.goto('/chat/pros');
  const offer = applicant.page.getByRole('heading', { name: 'Offer pro chats' }).locator('..');
  await offer.getByRole('textbox', { name: 'What you help with' }).fill(headline);
  await offer.getByRole('button', { name: 'Save offer' }).click();
  await expect(offer.getByText('Waiting for approval')).toBeVisible();

  const admin = await newAdmin(browser);
  await admin.page.goto('/admin/approvals');
  const card = admin.page.getByRole('listitem').filter({ hasText: headline });
  await card.getByRole('button', { name: `Reject ${applicant.nickname}'s pro offer` }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject offer' }).click();
  // Nothing is sent without a reason.
  await expect(dialog.getByText('Write a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Please say which stage of a pitch you review.');
  await dialog.getByRole('button', { name: 'Reject offer' }).click();
  await expect(admin.page.getByText('The pro offer was rejected')).toBeVisible();
  await expect(card).toHaveCount(0);

  await applicant.page.reload();
  await expect(
    applicant.page.getByText('Please say which stage of a pitch you review.').first(),
  ).toBeVisible();
});
