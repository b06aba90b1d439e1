import {
  accountMenu,
  chooseFile,
  logInThroughDialog,
  loginDialog,
  makePng,
  registerMember,
  teamUp,
  toast,
  uniqueSuffix,
} from './support/accounts';
import { expect, presetConsent, storedUserState, test } from './support/fixtures';
import { setChecked } from './support/forms';
import { resetLinkMailedTo } from './support/mail';

test.beforeEach(async ({ page }) => {
  await presetConsent(page, { analytics: false, ads: false });
});

test('a new member signs up, completes the profile, uploads a picture, sees the resume, follows someone, logs out and back in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const other = await registerMember(request);
  const suffix = uniqueSuffix();
  const me = { local: `new.${suffix}`, password: 'a long enough password', nickname: `n${suffix}` };

  // Step 1: the login dialog leads to sign-up; the e-mail field offers the six domains.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const email = page.getByRole('combobox', { name: 'E-mail' });
  await email.pressSequentially(me.local);
  const suggestions = page.getByRole('listbox', { name: /Suggestions/ }).getByRole('option');
  await expect(suggestions).toHaveText([
    `${me.local}@gmail.com`,
    `${me.local}@naver.com`,
    `${me.local}@daum.net`,
    `${me.local}@kakao.com`,
    `${me.local}@hotmail.com`,
    `${me.local}@outlook.com`,
  ]);
  await page.getByRole('option', { name: `${me.local}@naver.com` }).click();
  await expect(email).toHaveValue(`${me.local}@naver.com`);
  const emailAddress = `${me.local}@naver.com`;

  // The nickname is checked while typing: a taken one says so and blocks the step.
  const nickname = page.getByRole('textbox', { name: 'Nickname' });
  await nickname.fill(other.nickname);
  await expect(page.getByText('This nickname is already taken.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill('short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 2: Account' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Password' }).fill(me.password);
  await nickname.fill(me.nickname);
  await expect(page.getByRole('status').filter({ hasText: 'Available' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: main job (group, then job), sub job, occupation status and visit purpose.
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: About you' })).toBeFocused();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Choose your main job.')).toBeVisible();
  await expect(page.getByText('Choose your occupation status.')).toBeVisible();
  const mainJob = page.getByRole('group', { name: 'Main job' });
  await mainJob.getByLabel('Group').selectOption({ label: 'Engineering' });
  await mainJob.getByLabel('Job').selectOption({ label: 'Web frontend' });
  const subJob = page.getByRole('group', { name: 'Sub job (optional)' });
  await subJob.getByLabel('Group').selectOption({ label: 'Design' });
  await subJob.getByLabel('Job').selectOption({ label: 'UI/UX' });
  await setChecked(page.getByRole('radio', { name: 'Working professional' }));
  await setChecked(page.getByRole('radio', { name: 'Looking for teammates' }));
  await page.getByRole('button', { name: 'Create account' }).click();

  // Logged in, exactly as a password log-in leaves the store, and on the new profile.
  // The welcome toast shows for a few seconds from the moment the account exists, so it is looked
  // for first: on a busy machine the profile can take longer than the toast stays.
  await expect(toast(page, `Welcome to Sidecamp, ${me.nickname}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: me.nickname })).toBeVisible();
  await expect(accountMenu(page, me.nickname)).toBeVisible();
  expect(await storedUserState(page)).toMatchObject({
    loginAttempted: true,
    loggedIn: true,
    profile: { nickname: me.nickname, main_jobD: '0403', sub_jobD: '0301' },
  });
  const myNo = Number(new URL(page.url()).pathname.split('/')[2]);
  expect(myNo).toBeGreaterThan(0);
  await expect(page.getByText('Web frontend · Engineering')).toBeVisible();
  // The level comes from the points ledger: 0 until the sign-up and first login are credited, then 1.
  await expect(page.getByText(/^Level [01]$/)).toBeVisible();

  // Complete the profile: a few fields and one item.
  await accountMenu(page, me.nickname).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await page.getByLabel('Introduction').fill('Frontend engineer who likes small teams and quick releases.');
  await page.getByLabel('Experience').selectOption({ label: '3–5 years' });
  await page.getByLabel('Region').selectOption({ label: 'Busan' });
  await page.getByLabel('Add a technology').fill('TypeScript');
  await page.getByLabel('Add a technology').press('Enter');
  await page.getByLabel('Add a technology').fill('React');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Your tech stack' }).getByRole('listitem')).toHaveText([
    'TypeScript',
    'React',
  ]);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Your profile was saved')).toBeVisible();

  await page.getByRole('button', { name: 'Add an item' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Add a profile item' });
  await itemDialog.getByRole('button', { name: 'Add an item' }).click();
  await expect(itemDialog.getByText('Choose a type.')).toBeVisible();
  await itemDialog.getByLabel('Type').selectOption({ label: 'Career' });
  await itemDialog.getByLabel('Title').fill('Frontend engineer');
  await itemDialog.getByLabel('Organization').fill('Tidewater');
  await itemDialog.getByLabel('Start').fill('2022-04');
  await itemDialog.getByLabel('Description').fill('Built the booking flow and its design system.');
  await itemDialog.getByRole('button', { name: 'Add an item' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(toast(page, 'The item was added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your profile items' })).toContainText('Frontend engineer');

  // A picture: a real PNG is accepted; a file that only claims to be one gets the server's reason.
  const upload = page.getByRole('button', { name: 'Upload a picture' });
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/upload/user_image'));
  await chooseFile(page, upload, {
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are notes, not a picture'),
  });
  const refusal = (await (await refused).json()) as { error: { details: { message: string }[] } };
  const reason = refusal.error.details[0]?.message ?? '';
  expect(reason).not.toBe('');
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();

  const tooBig = page.waitForResponse((response) => response.url().endsWith('/api/upload/user_image'));
  await chooseFile(page, upload, {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([makePng(), Buffer.alloc(11 * 1024 * 1024)]),
  });
  const sizeRefusal = (await (await tooBig).json()) as { error: { details: { message: string }[] } };
  const sizeReason = sizeRefusal.error.details[0]?.message ?? '';
  expect(sizeReason).toMatch(/10 MB/);
  await expect(page.getByRole('alert').filter({ hasText: sizeReason })).toBeVisible();

  await chooseFile(page, upload, { name: 'me.png', mimeType: 'image/png', buffer: makePng() });
  await expect(toast(page, 'Your profile picture was updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  await expect(accountMenu(page, me.nickname).locator('img')).toHaveAttribute('src', /^\/api\/files\//);

  // The public profile shows it all.
  await page.getByRole('link', { name: 'View profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: me.nickname })).toBeVisible();
  await expect(page.getByText('Frontend engineer who likes small teams')).toBeVisible();
  const career = page.getByRole('region', { name: 'Career' });
  await expect(career).toContainText('Frontend engineer');
  await expect(career).toContainText('Tidewater');
  await expect(career).toContainText('Apr 2022 – Present');
  await expect(page.getByRole('region', { name: 'Tech stack' })).toContainText('TypeScript');

  // The resume, and its print layout without the site around it.
  await page.getByRole('link', { name: 'Resume' }).click();
  await expect(page).toHaveURL(`/u/${myNo}/resume`);
  await expect(page.getByRole('heading', { level: 1, name: me.nickname })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Experience' })).toContainText(
    'Frontend engineer · Tidewater',
  );
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('likes small teams');
  const printButton = page.getByRole('button', { name: 'Print / Save as PDF' });
  await expect(printButton).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(printButton).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: me.nickname })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Follow someone: shown at once, kept after a reload, and listed among their followers.
  await page.goto(`/u/${other.no}`);
  await expect(page.getByRole('heading', { level: 1, name: other.nickname })).toBeVisible();
  await page.getByRole('button', { name: `Follow ${other.nickname}` }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Following ${other.nickname}`) })).toBeVisible();
  await expect(page.getByTestId('followers-count')).toHaveText('1');
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`^Following ${other.nickname}`) })).toBeVisible();
  await page.getByRole('button', { name: /Follower/ }).click();
  const followers = page.getByRole('dialog', { name: `Followers of ${other.nickname}` });
  await expect(followers.getByRole('link', { name: new RegExp(me.nickname) })).toBeVisible();
  await page.keyboard.press('Escape');

  // Log out, and back in.
  await accountMenu(page, me.nickname).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await logInThroughDialog(page, { email: emailAddress, password: me.password });
  await expect(accountMenu(page, me.nickname)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Following ${other.nickname}`) })).toBeVisible();
});

test.describe('duplicate login', () => {
  test('a second browser logging in makes the first say so when it is looked at again', async ({
    browser,
    request,
  }) => {
    // Two browsers and two log-ins: longer than most tests on a busy machine.
    test.slow();
    const member = await registerMember(request);
    const first = await browser.newContext();
    await presetConsent(first, { analytics: false, ads: false });
    const firstTab = await first.newPage();
    await firstTab.goto('/people');
    await logInThroughDialog(firstTab, member);
    await expect(accountMenu(firstTab, member.nickname)).toBeVisible();

    const second = await browser.newContext();
    await presetConsent(second, { analytics: false, ads: false });
    const secondTab = await second.newPage();
    await secondTab.goto('/');
    await logInThroughDialog(secondTab, member);
    await expect(accountMenu(secondTab, member.nickname)).toBeVisible();

    // The first tab comes back into view: the re-check runs and finds the session taken over.
    const notice = toast(firstTab, 'You were logged in elsewhere');
    await expect(async () => {
      await firstTab.evaluate(() => {
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
      });
      await expect(notice).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(firstTab.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await storedUserState(firstTab)).toMatchObject({ loggedIn: false, profile: null });
    // The newer browser is untouched.
    await expect(accountMenu(secondTab, member.nickname)).toBeVisible();
    await first.close();
    await second.close();
  });

  test('an open tab notices a log-in elsewhere without a reload or a click', async ({ browser, request }) => {
    const member = await registerMember(request);
    const first = await browser.newContext();
    await presetConsent(first, { analytics: false, ads: false });
    const tab = await first.newPage();
    await tab.goto('/');
    await logInThroughDialog(tab, member);
    await expect(accountMenu(tab, member.nickname)).toBeVisible();

    const elsewhere = await browser.newContext();
    expect(
      (
        await elsewhere.request.post('/api/auth/login', {
          data: { email: member.email, password: member.password },
        })
      ).status(),
    ).toBe(200);

    // The server ends the old session's socket (sessionEnded) and the tab says why at once.
    // One toast, title and reason together: checked in one go, since it closes by itself.
    await expect(toast(tab, 'You were logged in elsewhere')).toContainText(
      'You were logged out because you logged in on another device.',
    );
    await expect(tab.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await storedUserState(tab)).toMatchObject({ loggedIn: false, profile: null });
    await first.close();
    await elsewhere.close();
  });
});

test('a forgotten password is reset through the e-mailed link, which works once', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${member.email}, we sent a link`)).toBeVisible();

  // The app mailed the link over SMTP to the test's mail server; open it as the member would.
  const resetUrl = await resetLinkMailedTo(request, member.email);
  await page.goto(resetUrl);

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Repeat the new password').fill('a different one');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The e-mail or password is not correct.');
  await dialog.getByLabel('Password').fill('a brand new password');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(accountMenu(page, member.nickname)).toBeVisible();

  // The same link a second time is spent.
  await page.goto(resetUrl);
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByLabel('Repeat the new password').fill('yet another password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link cannot be used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('settings: notifications and privacy are saved, the password changes, and the account can be withdrawn', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await registerMember(request);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Log in to manage your account' })).toBeVisible();
  await logInThroughDialog(page, member);
  await expect(page.getByTestId('account-email')).toHaveText(member.email);

  // One switch of the kinds × channels grid, saved and still on after a reload.
  const chatByMail = page.getByRole('switch', { name: 'Chat mentions and pro-chat bookings: E-mail' });
  await expect(chatByMail).not.toBeChecked();
  await setChecked(chatByMail);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Chat mentions and pro-chat bookings: E-mail' }),
  ).toBeChecked();

  // Only me: a visitor now sees that the profile is private.
  await setChecked(page.getByRole('radio', { name: 'Only me' }));
  await expect(toast(page, 'Your profile is now visible to: Only me')).toBeVisible();
  const visitor = await browser.newContext();
  await presetConsent(visitor, { analytics: false, ads: false });
  const visitorTab = await visitor.newPage();
  await visitorTab.goto(`/u/${member.no}`);
  await expect(visitorTab.getByRole('heading', { level: 1, name: 'This profile is private' })).toBeVisible();
  await setChecked(page.getByRole('radio', { name: 'Logged-in members' }));
  await expect(toast(page, 'Logged-in members')).toBeVisible();
  await visitorTab.reload();
  await expect(visitorTab.getByRole('heading', { level: 1, name: 'Members only' })).toBeVisible();
  await visitor.close();

  // Change the password: the current one is checked by the server.
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('the next password');
  await page.getByLabel('Repeat the new password').fill('the next password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password was changed')).toBeVisible();

  // Withdraw: the button stays off until WITHDRAW is typed; the password is checked.
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type WITHDRAW to confirm').fill('withdraw');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type WITHDRAW to confirm').fill('WITHDRAW');
  await dialog.getByLabel('Your password').fill(member.password);
  await confirm.click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  await dialog.getByLabel('Your password').fill('the next password');
  await confirm.click();
  await expect(toast(page, 'Your account was deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  const again = await request.post('/api/auth/login', {
    data: { email: member.email, password: 'the next password' },
  });
  expect(again.status()).toBe(401);
});

test('reviews: one per reviewer, written, edited and listed', async ({ page, playwright, baseURL }) => {
  const revieweeApi = await playwright.request.newContext({ baseURL });
  const reviewerApi = await playwright.request.newContext({ baseURL });
  const reviewee = await registerMember(revieweeApi);
  const reviewer = await registerMember(reviewerApi);
  // Only people who worked together may review each other: a stranger is told why, with no button.
  await page.goto(`/u/${reviewee.no}`);
  await logInThroughDialog(page, reviewer);
  await expect(page.getByText('You can review people you have worked with')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  // The browser's own request context carries the reviewer's session now (logging in ended the other).
  await teamUp(revieweeApi, page.request);
  await Promise.all([revieweeApi.dispose(), reviewerApi.dispose()]);
  await page.reload();

  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${reviewee.nickname}` });
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await setChecked(dialog.getByRole('radio', { name: '4 stars' }));
  await dialog.getByLabel('What was it like to work together?').fill('Too short');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('Write at least 10 characters.')).toBeVisible();
  await dialog.getByLabel('What was it like to work together?').fill('Clear about scope and always on time.');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(page, 'Your review is published')).toBeVisible();
  const review = page.getByRole('article', { name: `Review by ${reviewer.nickname}` });
  await expect(review).toContainText('Clear about scope and always on time.');
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

  // Writing again edits the same review.
  await page.getByRole('button', { name: 'Edit my review' }).click();
  const edit = page.getByRole('dialog', { name: `Edit your review of ${reviewee.nickname}` });
  await expect(edit.getByLabel('What was it like to work together?')).toHaveValue(
    'Clear about scope and always on time.',
  );
  await setChecked(edit.getByRole('radio', { name: '5 stars' }));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Your review was updated')).toBeVisible();
  await expect(page.getByRole('article', { name: /^Review by/ })).toHaveCount(1);
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
});
