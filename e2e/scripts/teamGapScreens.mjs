// Screenshots of team-gap matching (issue 21, F5.2) at desktop and phone width, for a human look:
// a seeded member publishes a project (its suggestions are computed by the event that follows) and
// touches her profile (so are hers); then the project page's Suggested teammates, the home's
// Projects that need you, and the preferences editor on Projects that need me.
// Needs a seeded server: PORT=3271 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) SEED=1 node --import tsx apps/server/src/main.ts
// Run: node e2e/scripts/teamGapScreens.mjs [baseUrl] [outDir]
import { chromium } from '@playwright/test';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3271';
const OUT = process.argv[3] ?? '/tmp/team-gap-screens';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function dismissConsent(page) {
  const reject = page.getByRole('button', { name: 'Reject all' });
  await reject.waitFor({ timeout: 5000 }).then(
    () => reject.click(),
    () => undefined, // already answered in this browser
  );
}

async function login(context) {
  const res = await context.request.post('/api/auth/login', {
    data: { email: 'minjibuilds@demo.sidecamp.dev', password: 'sidecamp-demo' },
  });
  if (!res.ok()) throw new Error(`login: ${res.status()} ${await res.text()}`);
}

const setup = await browser.newContext({ baseURL: BASE });
await login(setup);
const created = await setup.request.post('/api/projects', {
  data: {
    name: 'Tide tables',
    summary: 'Surf forecasts for small beaches, drawn as a calm chart.',
    description: 'A small web app that turns buoy data into a forecast anyone can read.',
    platforms: ['01'],
    workStyle: '01',
    meetingMode: '01',
    region: 'KR00',
    techStacks: ['TypeScript', 'React', 'Figma'],
    positions: [{ jobCode: '0403', headcount: 1, skillLevel: '03', description: '' }],
    questions: [],
  },
});
if (!created.ok()) throw new Error(`create: ${created.status()} ${await created.text()}`);
const { no } = await created.json();
const published = await setup.request.post(`/api/projects/${no}/publish`);
if (!published.ok()) throw new Error(`publish: ${published.status()} ${await published.text()}`);
const touched = await setup.request.patch('/api/profiles/me', { data: { region: 'KR01' } });
if (!touched.ok()) throw new Error(`profile: ${touched.status()} ${await touched.text()}`);
await new Promise((resolve) => setTimeout(resolve, 4000)); // the event dispatcher's next rounds
await setup.close();

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ baseURL: BASE, viewport, locale: 'en-GB' });
  await login(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`[${name}] console error: ${message.text()}`);
  });
  await page.goto(`/projects/${no}`);
  await dismissConsent(page);
  const panel = page.getByRole('region', { name: 'Suggested teammates' });
  await panel.waitFor();
  await panel.getByRole('list').or(panel.getByText('No suggestions yet')).first().waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(`[${name}] project page horizontal overflow: ${overflow}px`);
  await panel.screenshot({ path: `${OUT}/suggested-teammates-${name}.png` });
  await page.screenshot({ path: `${OUT}/project-${name}.png`, fullPage: true });

  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const row = page.getByRole('region', { name: 'Projects that need you' });
  await row.waitFor({ timeout: 10_000 }).catch(() => console.warn(`[${name}] no Projects that need you row`));
  await page.screenshot({ path: `${OUT}/home-${name}.png` });
  if (await row.count()) await row.screenshot({ path: `${OUT}/need-you-${name}.png` });

  await page.goto('/people/for-me');
  await page.getByRole('button', { name: 'Edit preferences' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).waitFor();
  await page.getByRole('radiogroup', { name: 'How much Work style matters' }).getByText('Must-have').click();
  await page.getByRole('checkbox', { name: 'Remote' }).check({ force: true });
  await page.getByRole('radiogroup', { name: 'How much Platform matters' }).getByText('Flexible').click();
  await page.getByRole('checkbox', { name: 'Web' }).check({ force: true });
  await page.getByRole('region', { name: 'What I look for in a project' }).screenshot({
    path: `${OUT}/preferences-${name}.png`,
  });
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await page.getByText('Preferences saved').first().waitFor();
  await context.close();
}

await browser.close();
console.log(`Screenshots in ${OUT}`);
