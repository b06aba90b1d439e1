import type { Page } from '@playwright/test';
import { accountMenu, loginDialog, registerMember, toast, uniqueSuffix } from './support/accounts';
import { expect, presetConsent, storedUserState, test } from './support/fixtures';
import { setChecked } from './support/forms';

/*
 * Social login against a real OpenID provider (oidc-provider, started by playwright.config.ts as
 * its own process). Its sign-in page is deliberately plain HTML: a form to sign in as a new
 * subject, and a Cancel button that answers access_denied.
 */
const PORTAL = 'Continue with Portal-based login';

test.beforeEach(async ({ page }) => {
  await presetConsent(page, { analytics: false, ads: false });
});

/** At the provider: signs in as a subject it has not seen, with the given e-mail. */
async function signInAtProvider(page: Page, identity: { sub: string; email: string; name: string }) {
  await expect(page.getByRole('heading', { name: 'Test provider sign-in' })).toBeVisible();
  await page.getByLabel('Subject').fill(identity.sub);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(identity.email);
  await page.getByLabel('Name').fill(identity.name);
  await page.getByRole('button', { name: 'Sign in as new account' }).click();
}

test('a first social log-in creates the account, asks for the basics on /welcome, then returns', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await page.goto('/lounge');
  await expect(page.getByRole('heading', { level: 1, name: 'Lounge' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('link', { name: PORTAL }).click();

  await signInAtProvider(page, {
    sub: `e2e-${suffix}`,
    email: `social.${suffix}@example.com`,
    name: 'Sam Social',
  });

  // Back at Sidecamp: a new account has no job yet, so the welcome step comes first.
  await expect(page).toHaveURL(/\/welcome\?returnTo=%2Flounge$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sidecamp' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Main job' })).toBeVisible();
  const state = await storedUserState(page);
  expect(state).toMatchObject({ loggedIn: true, profile: { main_job: null } });
  const nickname = String((state?.profile as { nickname?: string } | undefined)?.nickname);

  // Any other page leads back here until the basics are in.
  await page.getByRole('navigation', { name: 'Camps' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/welcome\?returnTo=%2Fpeople$/);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Choose your main job.')).toBeVisible();
  const mainJob = page.getByRole('group', { name: 'Main job' });
  await mainJob.getByLabel('Group').selectOption({ label: 'Product Planning' });
  await mainJob.getByLabel('Job').selectOption({ label: 'Product manager/owner' });
  await setChecked(page.getByRole('radio', { name: 'Non-professional (including on leave)' }));
  await setChecked(page.getByRole('radio', { name: 'Insights and ideas' }));
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(accountMenu(page, nickname)).toBeVisible();
  expect(await storedUserState(page)).toMatchObject({ loggedIn: true, profile: { main_jobD: '0202' } });

  // The settings name the provider as a way to log in.
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(
    'Portal-based login',
  );
  await expect(page.getByText('Your account has no password yet')).toBeVisible();
});

test('cancelling at the provider brings the login dialog back with the reason', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('link', { name: PORTAL }).click();
  await expect(page.getByRole('heading', { name: 'Test provider sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('You cancelled the log-in at the provider.');
  await expect(page).toHaveURL(/socialError=denied/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeAttached();

  // Closing the dialog tidies the address.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/socialError/);
});

test("a social identity with an existing account's e-mail is linked after a password log-in", async ({
  page,
  request,
}) => {
  // Two trips through the provider, a password log-in and a log-out: longer than most tests.
  test.slow();
  const member = await registerMember(request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('link', { name: PORTAL }).click();
  await signInAtProvider(page, {
    sub: `e2e-link-${uniqueSuffix()}`,
    email: member.email,
    name: 'Same Person',
  });

  // The e-mail is taken: the dialog asks for the password of that account first.
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(
    'An account with this e-mail address already exists',
  );
  await expect(dialog.getByRole('link', { name: PORTAL })).toHaveCount(0);
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(toast(page, 'Your Portal-based login is now linked to your account.')).toBeVisible();
  await expect(page).not.toHaveURL(/link=/);

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(
    'Portal-based login',
  );

  // From now on the provider alone logs this member in.
  await accountMenu(page, member.nickname).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('link', { name: PORTAL }).click();
  await expect(accountMenu(page, member.nickname)).toBeVisible();
});

test('the login dialog has no social buttons section when the providers cannot be listed', async ({
  page,
}) => {
  await page.route('**/api/auth/social/providers', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/?action=login');
  const dialog = loginDialog(page);
  await expect(dialog.getByLabel('E-mail')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Continue with/ })).toHaveCount(0);
  await expect(dialog.getByText('or with e-mail')).toHaveCount(0);
});
