// Screenshots of the proof-of-work resume (issue 21, F3.2) at desktop and phone width and in print
// media, for a human look: a seeded member's resume as its owner (with the switches), the profile's
// "What … did here" summary, and the printed page.
// Needs a seeded server: PORT=3261 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) SEED=1 node --import tsx apps/server/src/main.ts
// Run: node e2e/scripts/resumeScreens.mjs [baseUrl] [outDir]
import { chromium } from '@playwright/test';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3261';
const OUT = process.argv[3] ?? '/tmp/resume-screens';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function dismissConsent(page) {
  const reject = page.getByRole('button', { name: 'Reject all' });
  await reject.waitFor({ timeout: 5000 }).then(
    () => reject.click(),
    () => undefined, // already answered in this browser
  );
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ baseURL: BASE, viewport, locale: 'en-GB' });
  const login = await context.request.post('/api/auth/login', {
    data: { email: 'minjibuilds@demo.sidecamp.dev', password: 'sidecamp-demo' },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`[${name}] console error: ${message.text()}`);
  });
  await page.goto('/u/me');
  await dismissConsent(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const resumeLink = page.getByRole('link', { name: 'See the resume' });
  await resumeLink.waitFor();
  const userNo = (await resumeLink.getAttribute('href'))?.match(/\/u\/(\d+)/)?.[1];
  await page.screenshot({ path: `${OUT}/profile-${name}.png`, fullPage: true });
  await page.goto(`/u/${userNo}/resume`);
  await page.getByRole('heading', { name: 'Projects' }).waitFor();
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(`[${name}] user ${userNo}, horizontal overflow: ${overflow}px`);
  await page.screenshot({ path: `${OUT}/resume-${name}.png`, fullPage: true });
  if (name === 'desktop') {
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${OUT}/resume-print.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
