// Screenshots of trust levels (issue 21, F10.1) at desktop and phone width, for a human look: the
// /trust page as a seeded member at level 1 sees it, as a brand-new member at level 0 (today's
// earning cap and the new-account notice), as a visitor, and a profile's header with its trust badge.
// Needs a seeded server: PORT=3241 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) SEED=1 node --import tsx apps/server/src/main.ts
// Run: node e2e/scripts/trustScreens.mjs [baseUrl] [outDir]
import { chromium } from '@playwright/test';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3241';
const OUT = process.argv[3] ?? '/tmp/trust-screens';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function dismissConsent(page) {
  const reject = page.getByRole('button', { name: 'Reject all' });
  await reject.waitFor({ timeout: 5000 }).then(
    () => reject.click(),
    () => undefined, // already answered in this browser
  );
}

async function overflowOf(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const stamp = Date.now().toString(36);

/** A fresh browser context, logged in (or registered) before its first page, as the app keeps who is logged in. */
async function pageAs(name, viewport, account) {
  const context = await browser.newContext({ baseURL: BASE, viewport, locale: 'en-GB' });
  let userNo = null;
  if (account) {
    const res = await context.request.post(account.url, { data: account.data });
    if (!res.ok()) throw new Error(`${account.url}: ${res.status()} ${await res.text()}`);
    userNo = (await res.json()).user.no;
  }
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`[${name}] console error: ${message.text()}`);
  });
  return { context, page, userNo };
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  // A visitor: the levels explained and a way to log in.
  const visitor = await pageAs(name, viewport, null);
  await visitor.page.goto('/trust');
  await dismissConsent(visitor.page);
  await visitor.page.getByRole('heading', { level: 1, name: 'Trust levels' }).waitFor();
  await visitor.page.screenshot({ path: `${OUT}/trust-${name}-visitor.png`, fullPage: true });
  await visitor.context.close();

  // A seeded member (minji.builds): their level and what the next one lacks.
  const member = await pageAs(name, viewport, {
    url: '/api/auth/login',
    data: { email: 'minjibuilds@demo.sidecamp.dev', password: 'sidecamp-demo' },
  });
  await member.page.goto('/trust');
  await dismissConsent(member.page);
  await member.page.getByText('Your trust level', { exact: true }).waitFor();
  console.log(`[${name}] member overflow: ${await overflowOf(member.page)}px`);
  await member.page.screenshot({ path: `${OUT}/trust-${name}-member.png`, fullPage: true });
  // Their profile's header with the trust badge, which links to /trust.
  await member.page.goto(`/u/${member.userNo}`);
  const badge = member.page.getByRole('link', { name: /^Trust: / });
  await badge.waitFor();
  await member.page.screenshot({ path: `${OUT}/trust-${name}-profile.png` });
  await badge.click();
  await member.page.getByRole('heading', { level: 1, name: 'Trust levels' }).waitFor();
  // The quests page's link.
  await member.page.goto('/quests');
  await member.page.getByRole('link', { name: 'How trust levels gate earning' }).waitFor();
  await member.context.close();

  // A brand-new member: level 0, the day's cap and the new-account notice.
  const newcomer = await pageAs(name, viewport, {
    url: '/api/auth/register',
    data: {
      email: `newcomer${stamp}${name}@example.com`,
      password: 'correct horse battery',
      nickname: `new${stamp}${name.slice(0, 1)}`,
      mainJobDetail: '0403',
      subJobDetail: '0301',
      occupationStatus: '01',
      visitPurpose: '01',
    },
  });
  await newcomer.page.goto('/trust');
  await dismissConsent(newcomer.page);
  await newcomer.page.getByText(/Until .* earn no points/).waitFor();
  console.log(`[${name}] newcomer overflow: ${await overflowOf(newcomer.page)}px`);
  await newcomer.page.screenshot({ path: `${OUT}/trust-${name}-newcomer.png`, fullPage: true });
  await newcomer.context.close();
}

await browser.close();
console.log(`Screenshots in ${OUT}`);
