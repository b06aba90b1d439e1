import { expect, presetConsent, test, waitForLivePages } from './support/fixtures';
import { newMaker, publishedProject, unique } from './support/makers';

/*
 * Public pages arrive rendered (issue 16): a visitor without a session gets the hub, a project, the
 * lounge and a booth as HTML with their data, which the browser then adopts (hydrates) without
 * replacing it. Someone logged in gets the app shell, so nobody's data is ever written into a page.
 */

/** The markup inside #root of a served page ('' for the app shell). */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

test('a project page arrives rendered for a visitor, reads without scripts and hydrates without errors', async ({
  browser,
  request,
}) => {
  const leader = await newMaker(browser);
  const name = `Rendered ${unique()}`;
  const no = await publishedProject(leader.api, { name });

  const served = await request.get(`/projects/${no}`, { headers: { accept: 'text/html' } });
  expect(served.status()).toBe(200);
  expect(served.headers().vary).toContain('cookie');
  const html = await served.text();
  expect(rootOf(html)).toContain(name);
  expect(html).toContain(`<title>${name} · Sidecamp</title>`);
  // The page's answers travel as data, never as inline scripts (the CSP allows none).
  expect(html).toContain('<script type="application/json" id="query-state">');
  expect(html).not.toMatch(/<script>/);

  // Without scripts the visitor still reads the project.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScripts.newPage();
  await still.goto(`/projects/${no}`);
  await expect(still.getByRole('heading', { level: 1, name })).toBeVisible();
  await noScripts.close();

  // With scripts, React adopts the same page: no hydration error, and it answers clicks.
  const visitor = await browser.newContext();
  await presetConsent(visitor, { analytics: false, ads: false });
  const page = await visitor.newPage();
  waitForLivePages(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/projects/${no}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: /^Follow/ }).click();
  await expect(page.getByRole('dialog', { name: 'Log in to Sidecamp' })).toBeVisible();
  expect(errors).toEqual([]);
  await visitor.close();
  await leader.context.close();
});

test('the hub, the lounge and an unknown project: rendered where there is data, the shell otherwise', async ({
  request,
}) => {
  for (const [path, heading] of [
    ['/projects', 'Project hub'],
    ['/lounge', 'Lounge'],
  ] as const) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(rootOf(html), path).toContain(heading);
  }
  // A project that does not exist is left to the browser, which shows its "not found" page.
  const missing = await request.get('/projects/999999', { headers: { accept: 'text/html' } });
  expect(missing.status()).toBe(200);
  expect(rootOf(await missing.text())).toBe('');
});

test('a logged-in member gets the app shell, never a page rendered with data', async ({ browser }) => {
  const member = await newMaker(browser);
  const served = await member.api.get('/projects', { headers: { accept: 'text/html' } });
  expect(rootOf(await served.text())).toBe('');
  await member.page.goto('/projects');
  await expect(member.page.getByRole('heading', { level: 1, name: 'Project hub' })).toBeVisible();
  await member.context.close();
});
