// Screenshots of the campaign screens (issue 20, F15) at desktop and phone width, for a human look:
// the new-campaign form with a live quote, and a sender's results page with its chart.
// Needs a seeded server: PORT=3293 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) SEED=1 node --import tsx apps/server/src/main.ts
// Run: node e2e/scripts/campaignScreens.mjs [baseUrl] [outDir]
import { chromium } from '@playwright/test';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3293';
const OUT = process.argv[3] ?? '/tmp/campaign-screens';
const PASSWORD = 'sidecamp-demo';
const email = (nickname) => `${nickname.replace(/[^a-z0-9]/gi, '')}@demo.sidecamp.dev`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function session(nickname, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: BASE, viewport, locale: 'en-GB' });
  const login = await context.request.post('/api/auth/login', {
    data: { email: email(nickname), password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`login ${nickname}: ${login.status()} ${await login.text()}`);
  return context;
}

async function dismissConsent(page) {
  const reject = page.getByRole('button', { name: 'Reject all' });
  await reject.waitFor({ timeout: 5000 }).then(
    () => reject.click(),
    () => undefined, // already answered in this browser
  );
}

// A survey from minji to everyone, answered by three seeded members, for the results page.
const sender = await session('minji.builds');
const created = await sender.request.post('/api/campaigns', {
  headers: { 'Idempotency-Key': crypto.randomUUID() },
  data: {
    type: '02',
    channel: '01',
    jobTargets: ['00'],
    title: 'Which note-taking flow do you use?',
    body: 'We are shaping the notes feature of our side project. Two quick questions, thank you!',
    questions: [
      {
        id: 'q1',
        kind: 'single',
        prompt: 'Where do you keep meeting notes?',
        options: ['Notion', 'Google Docs', 'Paper', 'Nowhere'],
      },
      {
        id: 'q2',
        kind: 'multiple',
        prompt: 'What do you miss most?',
        options: ['Search', 'Templates', 'Offline'],
      },
      { id: 'q3', kind: 'text', prompt: 'Anything else?', options: [] },
    ],
  },
});
if (created.status() !== 201) throw new Error(`create: ${created.status()} ${await created.text()}`);
const campaign = await created.json();
const answers = [
  { q1: 'Notion', q2: ['Search', 'Offline'], q3: 'Markdown export please.' },
  { q1: 'Notion', q2: ['Templates'], q3: 'Keyboard shortcuts.' },
  { q1: 'Paper', q2: ['Search'], q3: 'Nothing, thanks.' },
];
for (const [index, nickname] of ['haneul_pm', 'joon.backend', 'seoyeon.design'].entries()) {
  const member = await session(nickname);
  const answered = await member.request.post(`/api/campaigns/${campaign.id}/answers`, {
    data: { answers: answers[index] },
  });
  if (!answered.ok()) console.warn(`answer by ${nickname}: ${answered.status()} ${await answered.text()}`);
  await member.close();
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  // The sender's own session at this size (logging in again soon hits the login rate limit).
  const context = await browser.newContext({
    baseURL: BASE,
    viewport,
    locale: 'en-GB',
    storageState: await sender.storageState(),
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await page.goto('/campaigns/new');
  await dismissConsent(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Frontend habits survey');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Three minutes about how you build web frontends. Results are shared with everyone who answers.');
  await page
    .getByRole('textbox', { name: 'Question 1: what you ask' })
    .fill('Which framework do you use most?');
  await page.getByLabel('Question 1: option 1').fill('React');
  await page.getByLabel('Question 1: option 2').fill('Vue');
  await page.getByText('All of Engineering').click();
  await page.getByTestId('quote-total').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/new-${name}.png`, fullPage: true });
  await page.locator('aside').screenshot({ path: `${OUT}/new-summary-${name}.png` });

  await page.goto(`/campaigns/${campaign.id}`);
  await page.locator('canvas').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/results-${name}.png`, fullPage: true });
  await page.getByRole('heading', { name: 'Results' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/results-view-${name}.png` });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(name, 'results page width', width, 'console errors', errors);
  await context.close();
}
await browser.close();
console.log(`screenshots in ${OUT}`);
