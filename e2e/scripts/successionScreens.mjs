// Screenshots of the leader succession panel (issue 21, F4.4) at desktop and phone width, for a
// human look: a fresh leader's project with the seeded member Minji in it, the leader goes quiet
// (the job run --as-of a month later), then the notice ends (--as-of 39 days later); and a second
// project with no member but its leader, which Minji follows and may adopt once its notice ended.
// Needs a seeded server on an embedded PostgreSQL the job can join:
//   PORT=3251 HOST=127.0.0.1 DATA_DIR=/tmp/succession-shots SEED=1 node --import tsx apps/server/src/main.ts
// Run: DATA_DIR=/tmp/succession-shots node e2e/scripts/successionScreens.mjs [baseUrl] [outDir]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, request } from '@playwright/test';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3251';
const OUT = process.argv[3] ?? '/tmp/succession-screens';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DAY_MS = 86_400_000;

function runJob(days, projectNo) {
  const asOf = new Date(Date.now() + days * DAY_MS).toISOString();
  const args = ['--import', 'tsx', 'apps/server/src/modules/projects/succession.main.ts', '--as-of', asOf];
  const out = execFileSync(process.execPath, [...args, '--project', String(projectNo)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  console.log(String(out).trim());
}

async function ok(response, what) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json();
}

// The leader, a fresh account, makes a project; Minji applies and is approved.
const leader = await request.newContext({ baseURL: BASE });
const suffix = Date.now().toString(36).slice(-5);
await ok(
  await leader.post('/api/auth/register', {
    data: {
      email: `quiet.${suffix}@example.com`,
      password: 'correct horse battery',
      nickname: `hana${suffix}`,
      mainJobDetail: '0406',
      occupationStatus: '01',
      visitPurpose: '01',
    },
  }),
  'register',
);
const projectInput = (name) => ({
  data: {
    name,
    summary: 'A shared notebook for tidepool walks.',
    description: 'Log what you find on the shore, with photos and tide times.',
    platforms: ['01'],
    workStyle: '01',
    meetingMode: '01',
    region: 'KR00',
    techStacks: ['TypeScript'],
    positions: [{ jobCode: '0403', headcount: 2, skillLevel: '02', description: '' }],
    questions: [],
  },
});
const created = await ok(
  await leader.post('/api/projects', {
    data: {
      name: 'Tidepool field notes',
      summary: 'A shared notebook for tidepool walks.',
      description: 'Log what you find on the shore, with photos and tide times.',
      platforms: ['01'],
      workStyle: '01',
      meetingMode: '01',
      region: 'KR00',
      techStacks: ['TypeScript'],
      positions: [{ jobCode: '0403', headcount: 2, skillLevel: '02', description: '' }],
      questions: [],
    },
  }),
  'create',
);
const published = await ok(await leader.post(`/api/projects/${created.no}/publish`), 'publish');
const minji = await request.newContext({ baseURL: BASE });
await ok(
  await minji.post('/api/auth/login', {
    data: { email: 'minjibuilds@demo.sidecamp.dev', password: 'sidecamp-demo' },
  }),
  'login',
);
const application = await ok(
  await minji.post(`/api/projects/${created.no}/positions/${published.positions[0].id}/applications`, {
    data: { answers: [] },
  }),
  'apply',
);
await ok(await leader.post(`/api/applications/${application.id}/approve`), 'approve');
runJob(31, created.no);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function dismissConsent(page) {
  const reject = page.getByRole('button', { name: 'Reject all' });
  await reject.waitFor({ timeout: 5000 }).then(
    () => reject.click(),
    () => undefined, // already answered in this browser
  );
}

async function shoot(step, projectNo, action) {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ baseURL: BASE, viewport, locale: 'en-GB' });
    await ok(
      await context.request.post('/api/auth/login', {
        data: { email: 'minjibuilds@demo.sidecamp.dev', password: 'sidecamp-demo' },
      }),
      'login',
    );
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.warn(`[${name}] console error: ${message.text()}`);
    });
    await page.goto(`/projects/${projectNo}`);
    await dismissConsent(page);
    await page.locator('#succession-title').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`[${name}] ${step}: horizontal overflow ${overflow}px`);
    await page.screenshot({ path: `${OUT}/succession-${step}-${name}.png` });
    const claim = page.getByRole('button', { name: action });
    if (await claim.count()) {
      await claim.click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(500); // the dialog's rise-in animation
      await page.screenshot({ path: `${OUT}/succession-${step}-${name}-dialog.png` });
    }
    await context.close();
  }
}

await shoot('notice', created.no, 'Take the lead');
runJob(39, created.no);
await shoot('claimable', created.no, 'Take the lead');

const lonely = await ok(await leader.post('/api/projects', projectInput('Lighthouse logbook')), 'create');
await ok(await leader.post(`/api/projects/${lonely.no}/publish`), 'publish');
// The browser log-ins above ended this context's older session (one session per person).
await ok(
  await minji.post('/api/auth/login', {
    data: { email: 'minjibuilds@demo.sidecamp.dev', password: 'sidecamp-demo' },
  }),
  'login',
);
await ok(await minji.post(`/api/projects/${lonely.no}/follow`), 'follow');
runJob(31, lonely.no);
runJob(39, lonely.no);
await shoot('adoptable', lonely.no, 'Adopt this project');
await browser.close();
await leader.dispose();
await minji.dispose();
