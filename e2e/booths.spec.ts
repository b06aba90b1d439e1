import { expect, test } from './support/fixtures';
import { newMaker, publishedProject, unique } from './support/makers';

/*
 * F12 in Chromium: a project's leader launches its booth through the form and publishes it; another
 * member likes it and supports it with points from their balance, and shows up as a supporter.
 * Every wait is on something the page shows, never on time.
 */

test('a leader launches a booth from a project and publishes it; a visitor likes and supports it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const projectName = `Lanternfish ${unique()}`;
  const boothName = `${projectName} Booth`;
  const leader = await newMaker(browser);
  const visitor = await newMaker(browser);
  await publishedProject(leader.api, { name: projectName });
  const a = leader.page;
  const b = visitor.page;

  // The leader opens the form from the showcase and picks the project as the booth's source.
  await a.goto('/booths');
  await a.getByRole('link', { name: 'Launch a booth' }).first().click();
  await expect(a.getByRole('heading', { level: 1, name: 'Launch a booth' })).toBeVisible();
  await expect(a.getByLabel('From a project').locator('option', { hasText: projectName })).toHaveCount(1);
  await a.getByLabel('From a project').selectOption({ label: projectName });
  await a.getByLabel('Name').fill(boothName);
  await a.getByLabel('Tagline').fill('Night-time fishing maps for small boats.');
  await a.getByLabel('Introduction').fill('Tide, moon and catch reports on one map.');
  await expect(a.getByText('40 / 1000 characters')).toBeVisible();
  await a.getByLabel('Service category').selectOption({ label: 'Travel' });
  await a.getByLabel('Industry').selectOption({ label: 'Agriculture' });
  // React Aria keeps the real input visually hidden under its label, hence force.
  await a.getByRole('checkbox', { name: 'Web' }).check({ force: true });
  await a.getByRole('button', { name: 'Add a link' }).click();
  await a.getByRole('textbox', { name: 'Link 1' }).fill('not an address');
  await a.getByRole('button', { name: 'Create draft' }).click();
  // The server's 400 is shown next to the field it names.
  await expect(a.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
  await a.getByRole('textbox', { name: 'Link 1' }).fill('https://lanternfish.example.com');
  await a.getByRole('button', { name: 'Create draft' }).click();

  await expect(a).toHaveURL(/\/booths\/\d+$/);
  const boothUrl = a.url();
  await expect(a.getByRole('heading', { level: 1, name: boothName })).toBeVisible();
  await expect(a.getByRole('heading', { name: 'This booth is a draft' })).toBeVisible();
  await expect(a.getByText('Travel', { exact: true })).toBeVisible();
  await expect(a.getByRole('link', { name: 'lanternfish.example.com' })).toBeVisible();
  await a.getByRole('button', { name: 'Publish booth' }).click();
  await expect(a.getByRole('heading', { name: 'This booth is a draft' })).toHaveCount(0);
  // The team cannot support its own booth.
  await expect(a.getByRole('button', { name: 'Support' })).toHaveCount(0);

  // The visitor starts from the sign-up points (10) and the first login (1).
  const balance = async () =>
    ((await (await visitor.api.get('/api/points/summary')).json()) as { balance: number }).balance;
  await expect.poll(balance).toBe(11);
  await b.goto('/booths/new');
  await b.getByRole('link', { name: boothName }).click();
  await expect(b.getByRole('heading', { level: 1, name: boothName })).toBeVisible();

  await b.getByRole('button', { name: /^Like this booth/ }).click();
  await expect(
    b.getByRole('button', { name: /^Liked; press to take your like back \(1 like\)/ }),
  ).toBeVisible();

  // More points than the balance: the server's message, plainly, and nothing is spent.
  await b.getByRole('button', { name: 'Support', exact: true }).click();
  const dialog = b.getByRole('dialog', { name: `Support ${boothName}` });
  await dialog.getByLabel('Points').fill('500');
  await dialog.getByRole('button', { name: 'Give 500 points' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/balance/i);
  expect(await balance()).toBe(11);

  await dialog.getByLabel('Points').fill('5');
  await dialog.getByLabel('Message (optional)').fill('Good luck with the launch!');
  await dialog.getByRole('button', { name: 'Give 5 points' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(b.getByText('You gave 5 points. Your balance is 6.')).toBeVisible();
  expect(await balance()).toBe(6);

  const top = b.getByRole('list', { name: 'Top supporters' });
  await expect(top.getByRole('listitem').filter({ hasText: visitor.nickname })).toContainText('5 points');
  const history = b.getByRole('list', { name: 'Support history' });
  await expect(history.getByRole('listitem').first()).toContainText('Good luck with the launch!');
  await expect(b.getByTestId('count-supporters')).toHaveText('1');

  // The leader sees the supporter too.
  await a.goto(boothUrl);
  await expect(a.getByRole('list', { name: 'Top supporters' })).toContainText(visitor.nickname);
  await leader.context.close();
  await visitor.context.close();
});
